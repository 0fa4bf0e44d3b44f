/**
 * The ceiling: a bare Fastify server answering each benchmarked path with a constant body of
 * the same bytes and type as Grain's answer. Run as a child: `node bare-server.ts <bodies.json> <port>`.
 */
import fs from 'node:fs';
import Fastify from 'fastify';

const [bodiesFile, port] = process.argv.slice(2);
const bodies: Record<string, { contentType: string; base64: string }> = JSON.parse(fs.readFileSync(bodiesFile, 'utf8'));
const answers = new Map(
  Object.entries(bodies).map(([url, { contentType, base64 }]) => [
    url,
    { contentType, body: Buffer.from(base64, 'base64') },
  ]),
);

const app = Fastify({ logger: false });
app.get('/*', (request, reply) => {
  const answer = answers.get(request.url);
  if (!answer) return reply.code(404).send();
  return reply.type(answer.contentType).send(answer.body);
});
await app.listen({ port: Number(port), host: '127.0.0.1' });
process.on('disconnect', () => app.close().then(() => process.exit(0)));
