import type { FastifyInstance } from 'fastify';

/**
 * How long requests in flight may take to finish once a stop is asked for: under the 10 s
 * that process managers (and `docker stop`) wait before they kill.
 */
const DRAIN_DEADLINE_MS = 8000;

/**
 * SIGTERM, SIGINT, or the parent process going away (`npm start` runs the server as a child
 * with an IPC channel): stop accepting, let requests in flight finish, close the database
 * (the app's onClose hooks), print one line and exit. A repeated signal changes nothing: a
 * Ctrl+C reaches both `npm start` and the server, and the drain is bounded anyway.
 * Call it before the app is ready (it adds a hook).
 */
export function stopOnSignals(app: FastifyInstance, deadlineMs = DRAIN_DEADLINE_MS): void {
  let stopping = false;
  // A kept-alive connection would hold the close up until the client dropped it: the answers
  // to requests in flight end their connection instead.
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (stopping) reply.header('connection', 'close');
    done(null, payload);
  });
  const stop = (reason: string) => {
    if (stopping) return;
    stopping = true;
    const started = Date.now();
    setTimeout(() => {
      console.error(`Grain stopped on ${reason}: requests still open after ${deadlineMs / 1000} s were cut off.`);
      process.exit(1);
    }, deadlineMs).unref();
    app.close().then(
      () => {
        console.log(
          `Grain stopped on ${reason}: requests in flight finished and the database closed in ${Date.now() - started} ms.`,
        );
        process.exit(0);
      },
      (error: Error) => {
        console.error(`Grain stopped on ${reason}, but closing failed: ${error.message}`);
        process.exit(1);
      },
    );
  };
  for (const signal of ['SIGTERM', 'SIGINT'] as const) process.on(signal, () => stop(signal));
  if (process.channel) {
    process.on('disconnect', () => stop('the exit of npm start'));
    // The channel only watches the parent; it must not keep the process alive by itself.
    process.channel.unref();
  }
}
