// Imported by the entry points before anything else is loaded, so it uses nothing but Node itself.

/** A failure whose cause and fix are known: printed as one line, never as a stack trace. */
export class StartupFailure extends Error {
  readonly fix: string;

  constructor(cause: string, fix: string) {
    super(cause);
    this.name = 'StartupFailure';
    this.fix = fix;
  }
}

/** A problem with one setting of the environment or of `.env`. */
export const badSetting = (cause: string) =>
  new StartupFailure(cause, 'Correct it in the environment or in .env, or remove it to use the default.');

const firstLine = (text: string) => text.split('\n')[0].trim();
const withoutFullStop = (text: string) => text.replace(/[.\s]+$/, '');

/** `…/node_modules/better-sqlite3/build/Release/better_sqlite3.node` → `better-sqlite3`. */
function addonName(message: string): string {
  const packages = [...message.matchAll(/node_modules[\\/]((?:@[^\\/]+[\\/])?[^\\/]+)/g)];
  return packages.at(-1)?.[1].replace(/\\/g, '/') ?? 'a native addon';
}

/** Known failures of the runtime itself, recognised by their code or text. */
function recognise(error: Error & { code?: string }): StartupFailure | undefined {
  if (error.code === 'ERR_DLOPEN_FAILED' && error.message.includes('NODE_MODULE_VERSION')) {
    return new StartupFailure(
      `${addonName(error.message)} was built for another Node.js version than this one (${process.version})`,
      'Run `npm rebuild` with this Node.js, then start again.',
    );
  }
  if (error.code === 'ERR_DLOPEN_FAILED') {
    return new StartupFailure(
      `${addonName(error.message)} could not be loaded (${firstLine(error.message)})`,
      'Run `npm rebuild` (or `npm ci`) with this Node.js, then start again.',
    );
  }
  if (error.message.includes('Could not load the "sharp" module')) {
    return new StartupFailure(
      'the image library sharp could not be loaded for this platform',
      'Run `npm rebuild sharp` (or `npm ci`) with this Node.js, then start again.',
    );
  }
  if (error.code === 'ERR_MODULE_NOT_FOUND') {
    return new StartupFailure(firstLine(error.message), 'Run `npm ci` in the project folder, then start again.');
  }
  return undefined;
}

/** The one line that tells what failed and what to do about it. */
export function describeFailure(error: unknown): string {
  if (!(error instanceof Error)) return `${String(error)}.`;
  const known = error instanceof StartupFailure ? error : recognise(error);
  if (known) return `${withoutFullStop(known.message)}. ${known.fix}`;
  return `${withoutFullStop(firstLine(error.message) || error.name)}. Run with LOG_LEVEL=debug for the details.`;
}

/**
 * Prints `what: cause. fix` on one line and exits with 1. The stack trace is printed only when
 * LOG_LEVEL=debug, for unexpected failures.
 */
export function exitWithFailure(what: string, error: unknown): never {
  console.error(`${what}: ${describeFailure(error)}`);
  if (process.env.LOG_LEVEL === 'debug' && error instanceof Error && !(error instanceof StartupFailure)) {
    console.error(error.stack);
  }
  process.exit(1);
}
