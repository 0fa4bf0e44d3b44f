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
  let text: string;
  try {
    text = fs.readFileSync(file, 'utf8');
    process.loadEnvFile(file);
  } catch (error) {
    const reason = (error as { code?: string }).code === 'ENOENT' ? 'it does not exist' : (error as Error).message;
    throw new StartupFailure(
      `the settings file ${file} cannot be read (${reason})`,
      chosen ? 'Correct ENV_FILE, or create that file.' : 'Fix or remove that file.',
    );
  }
  const malformed = malformedLine(text);
  if (malformed !== undefined) {
    throw new StartupFailure(
      `line ${malformed} of the settings file ${file} is not a setting: each line is NAME=value, a # comment or empty`,
      'Fix or remove that line.',
    );
  }
  return file;
}

const SETTING = /^(?:export\s+)?[A-Za-z_][A-Za-z0-9_.-]*\s*=(.*)$/;

/**
 * The number of the first line that Node's loader would silently skip (no `=`, or no name
 * before it), or undefined. Lines inside a quoted value that spans lines are part of it.
 */
export function malformedLine(text: string): number | undefined {
  const lines = text.split(/\r?\n/);
  let openQuote: string | undefined;
  for (const [index, line] of lines.entries()) {
    if (openQuote) {
      if (line.includes(openQuote)) openQuote = undefined;
      continue;
    }
    const trimmed = line.trim();
    if (trimmed === '' || trimmed.startsWith('#')) continue;
    const match = SETTING.exec(trimmed);
    if (!match) return index + 1;
    const value = match[1].trim();
    const quote = value[0];
    if ((quote === '"' || quote === "'" || quote === '`') && !value.slice(1).includes(quote)) openQuote = quote;
  }
  return undefined;
}
