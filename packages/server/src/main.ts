import { configFromEnv } from './config.ts';
import { prepareApp } from './startup.ts';

const config = configFromEnv(process.env);
const app = await prepareApp(config, process.env);
const port = Number(process.env.PORT || 3000);
const host = process.env.HOST || '0.0.0.0';

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    app.close().then(() => process.exit(0));
  });
}

await app.listen({ port, host });
console.log(`  Grain is running on http://${host === '0.0.0.0' ? 'localhost' : host}:${port}`);
