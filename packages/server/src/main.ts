import { fileURLToPath } from 'node:url';
import { loadEnvFile } from './ops/env-file.ts';
import { exitWithFailure } from './ops/startup-failure.ts';

// Sources (src/main.ts) and bundle (dist/main.js) both sit two folders below the project root.
const projectRoot = fileURLToPath(new URL('../../../', import.meta.url));

// The rest of the server is imported only inside this try, so that even a dependency that
// cannot load (a native addon built for another Node.js) is reported as one line.
try {
  loadEnvFile(projectRoot);
  // The server renderer's React (and other libraries) pick their production build by this;
  // unset, every page would render with development checks, several times slower.
  process.env.NODE_ENV ??= 'production';
  const { serve } = await import('./ops/serve.ts');
  await serve(process.env);
} catch (error) {
  exitWithFailure('Grain could not start', error);
}
