import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadEnvFile } from './env-file.ts';
import { checkedConfig, listenAddressFrom } from './settings.ts';
import { describeFailure } from './startup-failure.ts';

describe('checkedConfig', () => {
  it.each([
    'data/grain.db',
    '/var/lib/grain/grain.db',
    'C:\\grain\\grain.db',
    ':memory:',
    'postgres://grain:secret@db:5432/grain',
    'postgresql://grain@db/grain',
    'POSTGRES://grain@db/grain',
  ])('takes DATABASE_URL %s as it is', (url) => {
    expect(checkedConfig({ DATABASE_URL: url }, '/srv/grain').databaseUrl).toBe(url);
  });

  it.each(['mysql://root@db/grain', 'sqlite://grain.db', 'file://grain.db', 'mongodb+srv://cluster/grain'])(
    'refuses DATABASE_URL %s naming only its scheme',
    (url) => {
      const scheme = url.split('://')[0];
      expect(() => checkedConfig({ DATABASE_URL: url })).toThrow(
        `DATABASE_URL starts with "${scheme}://", which Grain does not support: it takes a SQLite file path (such as data/grain.db) or a postgres:// or postgresql:// URL`,
      );
    },
  );

  it('takes a PUBLIC_URL with a path, without its trailing slash', () => {
    expect(checkedConfig({ PUBLIC_URL: 'https://grain.example.com/site/' }).publicUrl).toBe(
      'https://grain.example.com/site',
    );
  });

  it.each(['ftp://grain.example.com', 'https://grain.example.com/?a=1', '/storage'])('refuses PUBLIC_URL %s', (url) => {
    expect(() => checkedConfig({ PUBLIC_URL: url })).toThrow(`PUBLIC_URL must be an absolute http:// or https://`);
  });

  it('takes GRAIN_TIME_ZONE as an IANA zone (UTC when unset) and refuses an unknown one', () => {
    expect(checkedConfig({}).editorial.timeZone).toBe('UTC');
    expect(checkedConfig({ GRAIN_TIME_ZONE: 'Europe/Berlin' }).editorial.timeZone).toBe('Europe/Berlin');
    expect(() => checkedConfig({ GRAIN_TIME_ZONE: 'Mars/Olympus' })).toThrow(
      'GRAIN_TIME_ZONE must be an IANA time zone such as Europe/London, got "Mars/Olympus"',
    );
    expect(checkedConfig({ GRAIN_TRASH_DAYS: '7' }).editorial.trashDays).toBe(7);
  });

  it('refuses an SMTP_URL that is not smtp:// or smtps://', () => {
    expect(() => checkedConfig({ SMTP_URL: 'mail.example.com:587' })).toThrow(
      'SMTP_URL must be an smtp:// or smtps:// URL, such as smtp://user:pass@mail.example.com:587',
    );
    expect(checkedConfig({ SMTP_URL: 'smtps://u:p@mail.example.com' }).smtpUrl).toBe('smtps://u:p@mail.example.com');
  });

  it('turns the configuration errors into setting failures with their fix', () => {
    try {
      checkedConfig({ MAX_VIDEO_MB: '0' });
      expect.unreachable();
    } catch (error) {
      expect(describeFailure(error)).toBe(
        'MAX_VIDEO_MB must be a positive number, got "0". Correct it in the environment or in .env, or remove it to use the default.',
      );
    }
  });
});

describe('listenAddressFrom', () => {
  it('listens on 0.0.0.0:3000 unless told otherwise', () => {
    expect(listenAddressFrom({})).toEqual({ port: 3000, host: '0.0.0.0' });
    expect(listenAddressFrom({ PORT: ' 8080 ', HOST: '127.0.0.1' })).toEqual({ port: 8080, host: '127.0.0.1' });
  });

  it.each(['0', '-1', '3000.5', '65536', '80a'])('refuses PORT=%s', (port) => {
    expect(() => listenAddressFrom({ PORT: port })).toThrow(
      `PORT must be a port number from 1 to 65535, got "${port}"`,
    );
  });
});

describe('loadEnvFile', () => {
  const names = ['GRAIN_TEST_FROM_FILE', 'GRAIN_TEST_FROM_BOTH'];
  afterEach(() => {
    for (const name of names) delete process.env[name];
    delete process.env.ENV_FILE;
  });

  it("reads .env in the project root; the environment's own values win", async () => {
    const root = await fs.mkdtemp(path.join(os.tmpdir(), 'grain-env-'));
    await fs.writeFile(path.join(root, '.env'), 'GRAIN_TEST_FROM_FILE=file\nGRAIN_TEST_FROM_BOTH="file"\n');
    process.env.GRAIN_TEST_FROM_BOTH = 'environment';
    expect(loadEnvFile(root)).toBe(path.join(root, '.env'));
    expect(process.env.GRAIN_TEST_FROM_FILE).toBe('file');
    expect(process.env.GRAIN_TEST_FROM_BOTH).toBe('environment');
    await fs.rm(root, { recursive: true });
  });

  it('reads nothing when there is no .env', async () => {
    const root = await fs.mkdtemp(path.join(os.tmpdir(), 'grain-env-'));
    expect(loadEnvFile(root)).toBeUndefined();
    await fs.rm(root, { recursive: true });
  });
});

describe('IMAGE_WORKER', () => {
  it.each([
    [undefined, true],
    ['on', true],
    ['OFF', false],
    ['0', false],
  ])('reads %s as %s', (value, expected) => {
    expect(checkedConfig(value === undefined ? {} : { IMAGE_WORKER: value }).imageWorker).toBe(expected);
  });

  it('refuses anything but a switch', () => {
    try {
      checkedConfig({ IMAGE_WORKER: 'sometimes' });
      expect.unreachable();
    } catch (error) {
      expect(describeFailure(error)).toBe(
        'IMAGE_WORKER must be on or off, got "sometimes". Correct it in the environment or in .env, or remove it to use the default.',
      );
    }
  });
});

describe('GRAIN_DEMO', () => {
  it.each([
    [undefined, true],
    ['on', true],
    ['off', false],
  ])('reads %s as %s', (value, expected) => {
    expect(checkedConfig(value === undefined ? {} : { GRAIN_DEMO: value }).demo).toBe(expected);
  });

  it('refuses anything but a switch, in one line', () => {
    try {
      checkedConfig({ GRAIN_DEMO: 'later' });
      expect.unreachable();
    } catch (error) {
      expect(describeFailure(error)).toBe(
        'GRAIN_DEMO must be on or off, got "later". Correct it in the environment or in .env, or remove it to use the default.',
      );
    }
  });
});

describe('.env.example', () => {
  const root = path.resolve(import.meta.dirname, '../../../..');

  it("lists every setting of README's configuration table", async () => {
    const readme = await fs.readFile(path.join(root, 'README.md'), 'utf8');
    const table = readme.slice(readme.indexOf('## Configuration'), readme.indexOf('## Other commands'));
    const documented = [...table.matchAll(/^\| (.+?) +\|/gm)].flatMap((row) =>
      [...row[1].matchAll(/`([A-Z_]+)`/g)].map((match) => match[1]),
    );
    const example = await fs.readFile(path.join(root, '.env.example'), 'utf8');
    const listed = [...example.matchAll(/^#([A-Z_]+)=/gm)].map((match) => match[1]);
    expect(documented.length).toBeGreaterThan(20);
    expect([...listed].sort()).toEqual([...documented].sort());
  });

  it('holds values that start-up accepts, once uncommented', async () => {
    const example = await fs.readFile(path.join(root, '.env.example'), 'utf8');
    const env = Object.fromEntries(
      [...example.matchAll(/^#([A-Z_]+)=(.*)$/gm)].map((match) => [match[1], match[2]] as const),
    );
    expect(() => checkedConfig(env, root)).not.toThrow();
    expect(listenAddressFrom(env)).toEqual({ port: 3000, host: '0.0.0.0' });
  });
});

describe('describeFailure', () => {
  it('names the addon built for another Node.js from Node’s own message', () => {
    const error = Object.assign(
      new Error(
        "The module '/srv/grain/node_modules/argon2/build/Release/argon2.node'\nwas compiled against a different Node.js version using\nNODE_MODULE_VERSION 127. This version of Node.js requires\nNODE_MODULE_VERSION 137. Please try re-compiling or re-installing\nthe module (for instance, using `npm rebuild` or `npm install`).",
      ),
      { code: 'ERR_DLOPEN_FAILED' },
    );
    expect(describeFailure(error)).toBe(
      `argon2 was built for another Node.js version than this one (${process.version}). Run \`npm rebuild\` with this Node.js, then start again.`,
    );
  });

  it('keeps the first line of an unexpected error and tells how to see the rest', () => {
    expect(describeFailure(new Error('Something odd.\n    at somewhere'))).toBe(
      'Something odd. Run with LOG_LEVEL=debug for the details.',
    );
  });
});
