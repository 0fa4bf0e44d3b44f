import { stdin, stdout } from 'node:process';
import { createInterface } from 'node:readline/promises';
import { ADMIN_ROLE } from '@grain/contract/roles';
import { adminCredentialsProblem, MIN_PASSWORD_LENGTH } from '../auth/admin-credentials.ts';
import { disableTwoFactor } from '../auth/two-factor.ts';
import { type NewUser, upsertUser } from '../auth/users.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { type CommandLine, parseCommandLine } from './command-line.ts';
import { withAnsweringDatabase } from './preflight.ts';
import { checkedConfig } from './settings.ts';
import { StartupFailure } from './startup-failure.ts';

const createAdminCommandLine: CommandLine = {
  name: 'create-admin',
  help: [
    'Usage: npm run create-admin -- --email <address> --password <password> [--fname <name>] [--lname <name>]',
    '',
    'Creates an administrator, or gives the user with that email a new password, names and the',
    'administrator role. In a terminal it asks for what is missing; ADMIN_EMAIL, ADMIN_PASSWORD,',
    'ADMIN_FNAME and ADMIN_LNAME (environment or .env) fill in what no option gives.',
    '',
    'Options:',
    '  --email <address>      the email to sign in with',
    `  --password <password>  at least ${MIN_PASSWORD_LENGTH} characters`,
    '  --fname <name>         first name (default: Site)',
    '  --lname <name>         last name (default: Administrator)',
    '  --reset-two-factor     turn two-factor sign-in off for that account (a lost phone',
    '                         and lost recovery codes); it can be set up again after',
    '  -h, --help             show this help',
  ].join('\n'),
  options: {
    email: { type: 'string' },
    password: { type: 'string' },
    fname: { type: 'string' },
    lname: { type: 'string' },
    'reset-two-factor': { type: 'boolean' },
  },
};

type Answers = Omit<NewUser, 'role'>;

/** The option, else the ADMIN_… variable, else an answer typed in a terminal, else the default. */
async function answers(values: Record<string, unknown>, env: NodeJS.ProcessEnv): Promise<Answers> {
  const prompt = stdin.isTTY ? createInterface({ input: stdin, output: stdout }) : undefined;
  const ask = async (name: keyof Answers, question: string, fallback?: string) => {
    const given = (values[name] as string | undefined) ?? env[`ADMIN_${name.toUpperCase()}`];
    const value = given ?? (prompt ? await prompt.question(question) : undefined);
    if (value?.trim()) return value.trim();
    if (fallback) return fallback;
    throw new StartupFailure(
      `--${name} is missing`,
      `Give it (\`npm run create-admin -- --${name} …\`), or run the command in a terminal to be asked.`,
    );
  };
  try {
    return {
      email: await ask('email', 'Email: '),
      password: await ask('password', `Password (at least ${MIN_PASSWORD_LENGTH} characters): `),
      fname: await ask('fname', 'First name [Site]: ', 'Site'),
      lname: await ask('lname', 'Last name [Administrator]: ', 'Administrator'),
    };
  } finally {
    prompt?.close();
  }
}

/** `npm run create-admin`: options checked first, then the database is opened and migrated. */
export async function createAdminCommand(args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  const parsed = parseCommandLine(createAdminCommandLine, args);
  if (!parsed) return;
  const config = checkedConfig(env);
  const admin = await answers(parsed.values, env);
  const problem = adminCredentialsProblem(admin);
  if (problem) throw new StartupFailure(problem, 'Run `npm run create-admin -- --help` for what it accepts.');
  const result = await withAnsweringDatabase(config, async ({ db, dialect }) => {
    await migrateToLatest(db, dialect);
    const user = await upsertUser(db, { ...admin, role: ADMIN_ROLE });
    if (parsed.values['reset-two-factor']) await disableTwoFactor(db, user.id);
    return user;
  });
  console.log(`${result.created ? 'Created' : 'Updated'} administrator ${admin.email}.`);
  if (parsed.values['reset-two-factor']) console.log('Two-factor sign-in is off for that account.');
}
