import fs from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { linesOf, runNode, type Sandbox, sandbox, serverSources } from '../../test/processes.ts';
import { verifyPassword } from '../auth/passwords.ts';
import { openDatabase } from '../db/database.ts';

const cli = path.join(serverSources, 'cli.ts');
const helpFix = 'Run `npm run create-admin -- --help` for what it accepts.';

let box: Sandbox;
beforeEach(async () => {
  box = await sandbox();
});
afterEach(() => box.remove());

const run = (args: string[], env: NodeJS.ProcessEnv = {}) => runNode(cli, args, { ...box.env, ...env });

async function expectRefusal(args: string[], line: string, env: NodeJS.ProcessEnv = {}) {
  const result = await run(args, env);
  expect({ code: result.code, stderr: linesOf(result.stderr), stdout: result.stdout }).toEqual({
    code: 1,
    stderr: [line],
    stdout: '',
  });
  // Refused before the database was opened.
  expect(fs.existsSync(box.databaseFile)).toBe(false);
}

async function storedUser(email: string) {
  const { db } = openDatabase(box.databaseFile);
  try {
    return await db
      .selectFrom('users')
      .innerJoin('roles', 'roles.id', 'users.role_id')
      .select(['users.fname', 'users.lname', 'users.password_hash', 'roles.name as role'])
      .where('users.email', '=', email)
      .executeTakeFirst();
  } finally {
    await db.destroy();
  }
}

describe('npm run create-admin', { timeout: 60_000 }, () => {
  it('prints its help with --help and touches nothing', async () => {
    const result = await run(['create-admin', '--help']);
    expect(result.code).toBe(0);
    expect(result.stdout.split('\n')[0]).toBe(
      'Usage: npm run create-admin -- --email <address> --password <password> [--fname <name>] [--lname <name>]',
    );
    expect(result.stdout).toContain('  --password <password>  at least 8 characters\n');
    expect(fs.existsSync(box.databaseFile)).toBe(false);
  });

  it.each([
    [
      ['--emial', 'ada@grain.test', '--password', 'long-password'],
      `Grain could not run create-admin: unknown option --emial (did you mean --email?). ${helpFix}`,
    ],
    [
      ['--email=ada@grain.test', '--pasword=long-password'],
      `Grain could not run create-admin: unknown option --pasword (did you mean --password?). ${helpFix}`,
    ],
    [['--role', 'staff'], `Grain could not run create-admin: unknown option --role. ${helpFix}`],
    [['--email'], `Grain could not run create-admin: the option --email needs a value. ${helpFix}`],
    [['ada@grain.test'], `Grain could not run create-admin: unexpected argument "ada@grain.test". ${helpFix}`],
    [
      ['--email', 'not-an-email', '--password', 'long-password'],
      `Grain could not run create-admin: the email "not-an-email" is not a valid email address. ${helpFix}`,
    ],
    [
      ['--email', 'ada@grain.test', '--password', 'short'],
      `Grain could not run create-admin: the password must be at least 8 characters long. ${helpFix}`,
    ],
    [
      ['--email', 'ada@grain.test'],
      'Grain could not run create-admin: --password is missing. Give it (`npm run create-admin -- --password …`), or run the command in a terminal to be asked.',
    ],
  ])('refuses %j with one line', async (args, line) => {
    await expectRefusal(['create-admin', ...args], line);
  });

  it('creates the administrator, then updates it', async () => {
    const created = await run([
      'create-admin',
      '--email',
      'Ada@Grain.test',
      '--password',
      'first-password',
      '--fname',
      'Ada',
    ]);
    expect({ code: created.code, stdout: created.stdout, stderr: linesOf(created.stderr) }).toEqual({
      code: 0,
      stdout: 'Created administrator Ada@Grain.test.\n',
      stderr: [],
    });
    const updated = await run(['create-admin', '--email=ada@grain.test', '--password=second-password']);
    expect(updated.stdout).toBe('Updated administrator ada@grain.test.\n');
    const user = await storedUser('ada@grain.test');
    expect(user).toMatchObject({ fname: 'Site', lname: 'Administrator', role: 'admin' });
    expect(await verifyPassword(user?.password_hash ?? '', 'second-password')).toBe(true);
  });

  it('turns two-factor sign-in off with --reset-two-factor (a lost phone)', async () => {
    await run(['create-admin', '--email=ada@grain.test', '--password=first-password']);
    const { db } = openDatabase(box.databaseFile);
    try {
      await db
        .updateTable('users')
        .set({ totp_secret: 'plain:JBSWY3DPEHPK3PXP', totp_enabled_at: new Date().toISOString() })
        .execute();
    } finally {
      await db.destroy();
    }
    const reset = await run([
      'create-admin',
      '--email=ada@grain.test',
      '--password=first-password',
      '--reset-two-factor',
    ]);
    expect(reset.stdout).toBe('Updated administrator ada@grain.test.\nTwo-factor sign-in is off for that account.\n');
    const reopened = openDatabase(box.databaseFile);
    try {
      const row = await reopened.db.selectFrom('users').select(['totp_secret', 'totp_enabled_at']).executeTakeFirst();
      expect(row).toEqual({ totp_secret: null, totp_enabled_at: null });
    } finally {
      await reopened.db.destroy();
    }
  });

  it('takes what no option gives from ADMIN_EMAIL and ADMIN_PASSWORD', async () => {
    const result = await run(['create-admin', '--lname', 'Lovelace'], {
      ADMIN_EMAIL: 'ada@grain.test',
      ADMIN_PASSWORD: 'from-the-environment',
    });
    expect(result.stdout).toBe('Created administrator ada@grain.test.\n');
    expect(await storedUser('ada@grain.test')).toMatchObject({ lname: 'Lovelace', role: 'admin' });
  });
});

describe('the other commands', { timeout: 60_000 }, () => {
  it('migrates, and says so', async () => {
    const first = await run(['migrate']);
    expect(first.code).toBe(0);
    expect(first.stdout).toMatch(/^Applied: 0001-initial, /);
    expect((await run(['migrate'])).stdout).toBe('The database is up to date.\n');
  });

  it('refuses an unsupported DATABASE_URL with one line', async () => {
    await expectRefusal(
      ['migrate'],
      'Grain could not run migrate: DATABASE_URL starts with "mysql://", which Grain does not support: it takes a SQLite file path (such as data/grain.db) or a postgres:// or postgresql:// URL. Correct it in the environment or in .env, or remove it to use the default.',
      { DATABASE_URL: 'mysql://root@localhost/grain' },
    );
  });

  it('refuses an unknown command with one line naming the commands', async () => {
    await expectRefusal(
      ['frobnicate'],
      'Grain could not run frobnicate: there is no command "frobnicate". Use one of: migrate, create-admin, export, import, images, demo, backup.',
    );
  });

  it('refuses options a command does not take', async () => {
    await expectRefusal(
      ['migrate', '--force'],
      'Grain could not run migrate: unknown option --force. Run `npm run migrate -- --help` for what it accepts.',
    );
  });
});

describe("README's create-admin example", { timeout: 60_000 }, () => {
  it('runs as written', async () => {
    const readme = fs.readFileSync(path.join(serverSources, '..', '..', '..', 'README.md'), 'utf8');
    const example = /`npm run create-admin -- (--email \S+ --password '[^']+')`/.exec(readme)?.[1];
    expect(example).toBeDefined();
    const [, email, password] = /--email (\S+) --password '([^']+)'/.exec(example!)!;
    const result = await run(['create-admin', '--email', email, '--password', password]);
    expect({ code: result.code, stderr: linesOf(result.stderr) }).toEqual({ code: 0, stderr: [] });
    expect(result.stdout).toBe(`Created administrator ${email}.\n`);
  });
});
