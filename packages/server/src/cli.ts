import { fileURLToPath } from 'node:url';
import { loadEnvFile } from './ops/env-file.ts';
import { exitWithFailure } from './ops/startup-failure.ts';

// As in main.ts: the project root is two folders up, and everything else is imported inside
// the try so that any failure, even to load a dependency, is one line.
const projectRoot = fileURLToPath(new URL('../../../', import.meta.url));
const argv = process.argv.slice(2);

/** `npm run migrate`, `create-admin`, `export`, `import`, `images` and `demo` (see ops/commands.ts). */
try {
  loadEnvFile(projectRoot);
  const { runCommand } = await import('./ops/commands.ts');
  await runCommand(argv, process.env);
} catch (error) {
  exitWithFailure(`Grain could not run ${argv[0] ?? 'a command'}`, error);
}
