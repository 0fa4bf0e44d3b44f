import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';

export interface RunningServer {
  base: string;
  /** From spawn to the first 200 on `readyPath`. */
  coldStartMs: number;
  /** Resident memory now, and its peak so far (MB, from /proc). */
  memory(): { rssMb: number; peakMb: number };
  stop(): Promise<void>;
}

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

function memoryOf(pid: number): { rssMb: number; peakMb: number } {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? Number.NaN);
  return { rssMb: kb('VmRSS') / 1024, peakMb: kb('VmHWM') / 1024 };
}

async function waitForReady(child: ChildProcess, url: string, started: number): Promise<number> {
  while (performance.now() - started < 60_000) {
    if (child.exitCode !== null) throw new Error(`server exited with code ${child.exitCode} before it answered`);
    const status = await fetch(url).then(
      (response) => response.arrayBuffer().then(() => response.status),
      () => 0,
    );
    if (status === 200) return performance.now() - started;
    await sleep(5);
  }
  throw new Error(`no 200 from ${url} within 60 s`);
}

/**
 * Starts `node <args>` with `env` and a port of its own, and waits for `readyPath` to answer
 * 200. The IPC channel stops the server should this process die.
 */
export async function startServer(
  nodeArgs: string[],
  env: NodeJS.ProcessEnv,
  readyPath: string,
  portArg = false,
): Promise<RunningServer> {
  const port = await freePort();
  const started = performance.now();
  const child = spawn(process.execPath, portArg ? [...nodeArgs, String(port)] : nodeArgs, {
    env: { ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const base = `http://127.0.0.1:${port}`;
  const coldStartMs = await waitForReady(child, base + readyPath, started);
  const pid = child.pid as number;
  let last = memoryOf(pid);
  return {
    base,
    coldStartMs,
    memory: () => {
      last = child.exitCode === null ? memoryOf(pid) : last;
      return last;
    },
    async stop() {
      child.kill('SIGTERM');
      await exited;
    },
  };
}
