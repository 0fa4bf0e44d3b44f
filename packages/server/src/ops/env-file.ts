import fs from 'node:fs';
import path from 'node:path';
import { StartupFailure } from './startup-failure.ts';

/**
 * Reads the settings file into process.env with Node's own loader: `ENV_FILE` when set,
 * else `.env` in the project root when there is one. Variables already in the environment
 * win over the file. Returns the file read, if any.
 */
export function loadEnvFile(projectRoot: string): string | undefined {
  const chosen = process.env.ENV_FILE;
  const file = chosen ? path.resolve(chosen) : path.join(projectRoot, '.env');
  if (!chosen && !fs.existsSync(file)) return undefined;
  try {
    process.loadEnvFile(file);
  } catch (error) {
    const reason = (error as { code?: string }).code === 'ENOENT' ? 'it does not exist' : (error as Error).message;
    throw new StartupFailure(
      `the settings file ${file} cannot be read (${reason})`,
      chosen ? 'Correct ENV_FILE, or create that file.' : 'Fix or remove that file.',
    );
  }
  return file;
}
