import { stdin, stdout } from 'node:process';
import { createInterface } from 'node:readline/promises';
import { upsertUser } from './auth/users.ts';
import { configFromEnv } from './config.ts';
import { openDatabase } from './db/database.ts';
import { migrateToLatest } from './db/migrate.ts';

/** `npm run migrate` and `npm run create-admin [-- --email a@b.c --password … --fname … --lname …]`. */
async function main(argv: string[]) {
  const [command, ...rest] = argv;
  const config = configFromEnv(process.env);
  const database = openDatabase(config.databaseUrl);
  try {
    const applied = await migrateToLatest(database.db, database.dialect);
    if (command === 'migrate') {
      console.log(applied.length ? `Applied: ${applied.join(', ')}` : 'The database is up to date.');
      return;
    }
    if (command === 'create-admin') {
      const options = await adminOptions(rest);
      const result = await upsertUser(database.db, { ...options, role: 'admin' });
      console.log(`${result.created ? 'Created' : 'Updated'} administrator ${options.email}.`);
      return;
    }
    throw new Error(`Unknown command "${command ?? ''}". Use migrate or create-admin.`);
  } finally {
    await database.db.destroy();
  }
}

async function adminOptions(args: string[]) {
  const flags = new Map<string, string>();
  for (let index = 0; index < args.length; index += 2) flags.set(args[index].replace(/^--/, ''), args[index + 1] ?? '');
  const prompt = stdin.isTTY ? createInterface({ input: stdin, output: stdout }) : undefined;
  const ask = async (name: string, question: string, fallback?: string) => {
    const value =
      flags.get(name) ??
      process.env[`ADMIN_${name.toUpperCase()}`] ??
      (prompt ? await prompt.question(question) : undefined) ??
      fallback;
    if (!value) throw new Error(`Missing --${name}.`);
    return value.trim();
  };
  try {
    const email = await ask('email', 'Email: ');
    const password = await ask('password', 'Password (at least 8 characters): ');
    if (password.length < 8) throw new Error('The password must be at least 8 characters long.');
    const fname = (await ask('fname', 'First name [Site]: ', 'Site')) || 'Site';
    const lname = (await ask('lname', 'Last name [Administrator]: ', 'Administrator')) || 'Administrator';
    return { email, password, fname, lname };
  } finally {
    prompt?.close();
  }
}

main(process.argv.slice(2)).catch((error: Error) => {
  console.error(error.message);
  process.exit(1);
});
