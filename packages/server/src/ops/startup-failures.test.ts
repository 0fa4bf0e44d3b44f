import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  linesOf,
  nodeArgs,
  nonEmptyDatabase,
  runNode,
  type Sandbox,
  sandbox,
  serverSources,
  start,
  untilAnswering,
} from '../../test/processes.ts';

const main = path.join(serverSources, 'main.ts');
const failingAddon = path.resolve(import.meta.dirname, '../../test/scripts/failing-addon.mjs');
/** A process start may wait for the CPU on a busy machine. */
const processTimeout = { timeout: 60_000 };
const settingFix = 'Correct it in the environment or in .env, or remove it to use the default.';

let box: Sandbox;
beforeEach(async () => {
  box = await sandbox();
});
afterEach(() => box.remove());

/** Starts the server with these settings and expects it to stop with exactly this one line. */
async function expectOneLineFailure(env: NodeJS.ProcessEnv, line: string, args: string[] = []) {
  const result = await runNode(main, args, { ...box.env, ...env });
  expect({ code: result.code, stderr: linesOf(result.stderr) }).toEqual({
    code: 1,
    stderr: [`Grain could not start: ${line}`],
  });
  // Found before the one-time password is printed or anything is seeded.
  expect(result.stdout).toBe('');
  return result;
}

/** A port that something else listens on, for the length of the test. */
async function takenPort(): Promise<{ port: number; release: () => Promise<void> }> {
  const blocker = net.createServer();
  await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', resolve));
  const { port } = blocker.address() as net.AddressInfo;
  return { port, release: () => new Promise((resolve) => blocker.close(() => resolve())) };
}

describe('bad settings are refused with one line, before the database is touched', processTimeout, () => {
  it.each([
    [{ PORT: 'abc' }, 'PORT must be a port number from 1 to 65535, got "abc"'],
    [{ PORT: '70000' }, 'PORT must be a port number from 1 to 65535, got "70000"'],
    [{ MAX_IMAGE_MB: '-5' }, 'MAX_IMAGE_MB must be a positive number, got "-5"'],
    [{ TOKEN_TTL_HOURS: 'soon' }, 'TOKEN_TTL_HOURS must be a positive number, got "soon"'],
    [
      { PUBLIC_URL: 'grain.example.com' },
      'PUBLIC_URL must be an absolute http:// or https:// address without query, such as https://grain.example.com, got "grain.example.com"',
    ],
    [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent, got "loud"'],
    [
      { DATABASE_URL: 'mysql://root:secret@db.example.com/grain' },
      'DATABASE_URL starts with "mysql://", which Grain does not support: it takes a SQLite file path (such as data/grain.db) or a postgres:// or postgresql:// URL',
    ],
    [
      { DATABASE_URL: 'http://localhost/grain.db' },
      'DATABASE_URL starts with "http://", which Grain does not support: it takes a SQLite file path (such as data/grain.db) or a postgres:// or postgresql:// URL',
    ],
    [
      { ADMIN_EMAIL: 'not-an-email', ADMIN_PASSWORD: 'long-enough' },
      'ADMIN_EMAIL "not-an-email" is not a valid email address',
    ],
    [{ ADMIN_EMAIL: 'ada@grain.test', ADMIN_PASSWORD: 'short' }, 'ADMIN_PASSWORD must be at least 8 characters long'],
    [{ ADMIN_EMAIL: 'ada@grain.test' }, 'ADMIN_EMAIL and ADMIN_PASSWORD go together, but ADMIN_PASSWORD is not set'],
  ])('%j', async (env, cause) => {
    await expectOneLineFailure(env, `${cause}. ${settingFix}`);
    expect(fs.existsSync(box.databaseFile)).toBe(false);
  });
});

describe('what the server needs is checked before it migrates', processTimeout, () => {
  it('refuses a port in use', async () => {
    const { port, release } = await takenPort();
    try {
      await expectOneLineFailure(
        { PORT: String(port) },
        `port ${port} is already in use. Stop the program that uses it, or set PORT to a free port.`,
      );
      expect(fs.existsSync(box.databaseFile)).toBe(false);
    } finally {
      await release();
    }
  });

  it('refuses a storage folder it cannot write to (a path through a regular file)', async () => {
    const file = path.join(box.dir, 'a-file');
    fs.writeFileSync(file, '');
    const storage = path.join(file, 'storage');
    await expectOneLineFailure(
      { STORAGE_DIR: storage },
      `the storage folder ${storage} is not writable (a part of its path is a file, not a folder). Set STORAGE_DIR to a writable folder, or fix its permissions.`,
    );
    expect(fs.existsSync(box.databaseFile)).toBe(false);
  });

  it('refuses a SQLite file that is not a database', async () => {
    fs.writeFileSync(box.databaseFile, 'these are not the pages of a database'.repeat(100));
    await expectOneLineFailure(
      {},
      `${box.databaseFile} is not a SQLite database. Set DATABASE_URL to a Grain database file, or to a new file name.`,
    );
  });

  it('refuses a PostgreSQL that refuses connections', async () => {
    const { port, release } = await takenPort();
    await release();
    await expectOneLineFailure(
      { DATABASE_URL: `postgres://grain:secret@127.0.0.1:${port}/grain` },
      `PostgreSQL at 127.0.0.1:${port}/grain refuses connections. Start PostgreSQL, or correct DATABASE_URL.`,
    );
  });

  it('gives up on a PostgreSQL that does not answer after 5 s', async () => {
    // Accepts connections and never says a word, as a host behind a dropping firewall would.
    const silent = net.createServer(() => {});
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const { port } = silent.address() as net.AddressInfo;
    try {
      const started = Date.now();
      await expectOneLineFailure(
        { DATABASE_URL: `postgresql://grain@127.0.0.1:${port}/grain` },
        `PostgreSQL at 127.0.0.1:${port}/grain did not answer within 5 s. Start PostgreSQL, or correct DATABASE_URL.`,
      );
      expect(Date.now() - started).toBeLessThan(15_000);
    } finally {
      silent.close();
    }
  });

  it('tells to rebuild a native addon built for another Node.js', async () => {
    const result = await runNode(main, [], { ...box.env, NODE_OPTIONS: `--import=${failingAddon}` });
    expect({ code: result.code, stderr: linesOf(result.stderr), stdout: result.stdout }).toEqual({
      code: 1,
      stderr: [
        `Grain could not start: better-sqlite3 was built for another Node.js version than this one (${process.version}). Run \`npm rebuild\` with this Node.js, then start again.`,
      ],
      stdout: '',
    });
  });
});

describe('settings from a .env file', processTimeout, () => {
  it('reads the file that ENV_FILE names', async () => {
    const envFile = path.join(box.dir, 'grain.env');
    fs.writeFileSync(envFile, '# a comment\nMAX_VIDEO_MB=-1\n');
    await expectOneLineFailure(
      { ENV_FILE: envFile },
      `MAX_VIDEO_MB must be a positive number, got "-1". ${settingFix}`,
    );
  });

  it('refuses an ENV_FILE that does not exist', async () => {
    const envFile = path.join(box.dir, 'missing.env');
    await expectOneLineFailure(
      { ENV_FILE: envFile },
      `the settings file ${envFile} cannot be read (it does not exist). Correct ENV_FILE, or create that file.`,
    );
  });

  it('refuses a line without "=", naming its number, and reads quoted values over several lines', async () => {
    const envFile = path.join(box.dir, 'grain.env');
    fs.writeFileSync(
      envFile,
      [
        '# Grain',
        '',
        'MAIL_FROM="Grain',
        'website <no-reply@grain.test>"',
        'export LOG_LEVEL=warn',
        'PORT 3000',
        '',
      ].join('\n'),
    );
    await expectOneLineFailure(
      { ENV_FILE: envFile },
      `line 6 of the settings file ${envFile} is not a setting: each line is NAME=value, a # comment or empty. Fix or remove that line.`,
    );
    expect(fs.existsSync(box.databaseFile)).toBe(false);
  });

  it('lets the environment win over the file', async () => {
    const envFile = path.join(box.dir, 'grain.env');
    fs.writeFileSync(envFile, 'PORT=not-a-port\n');
    await nonEmptyDatabase(box.databaseFile);
    const running = start(process.execPath, [...nodeArgs, main], { ...box.env, ENV_FILE: envFile });
    try {
      await untilAnswering(box.env.PORT, running, 30_000);
      const response = await fetch(`http://127.0.0.1:${box.env.PORT}/api/banners`);
      expect(((await response.json()) as { data: unknown[] }).data).toHaveLength(1);
    } finally {
      running.child.kill('SIGTERM');
      await running.exited;
    }
  });
});
