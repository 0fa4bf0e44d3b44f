import { listenFailure, preflight } from './preflight.ts';
import { checkedConfig, listenAddressFrom } from './settings.ts';
import { stopOnSignals } from './shutdown.ts';

/**
 * `npm start` after the build: check every setting and what the server needs (port, storage,
 * database), then migrate, seed and listen, and drain on SIGTERM or SIGINT.
 */
export async function serve(env: NodeJS.ProcessEnv): Promise<void> {
  const config = checkedConfig(env);
  const listen = listenAddressFrom(env);
  await preflight(config, listen, env);
  // The app (and the native addons it loads) only once the checks passed: they fail fast.
  const { prepareApp } = await import('../startup.ts');
  const app = await prepareApp(config, env);
  stopOnSignals(app);
  try {
    await app.listen(listen);
  } catch (error) {
    // Taken by another program while this one migrated or seeded.
    throw listenFailure(error as NodeJS.ErrnoException, listen);
  }
  const shownHost = listen.host === '0.0.0.0' ? 'localhost' : listen.host;
  console.log(`  Grain is running on http://${shownHost}:${listen.port}`);
}
