import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { countAdmins, upsertUser } from './users.ts';

export const DEMO_ADMIN_EMAIL = 'admin@example.com';

/**
 * ADMIN_EMAIL and ADMIN_PASSWORD create or update the administrator at every start. Without
 * them, a database with no administrator gets a demo one whose random password is printed
 * once; there is no fixed default password anywhere.
 */
export async function bootstrapAdmin(
  db: Kysely<Database>,
  env: NodeJS.ProcessEnv,
  print: (message: string) => void,
): Promise<void> {
  const email = env.ADMIN_EMAIL?.trim();
  const password = env.ADMIN_PASSWORD;
  if (email || password) {
    if (!email || !password) throw new Error('Set both ADMIN_EMAIL and ADMIN_PASSWORD, or neither.');
    if (password.length < 8) throw new Error('ADMIN_PASSWORD must be at least 8 characters long.');
    await upsertUser(db, {
      email,
      password,
      fname: env.ADMIN_FNAME?.trim() || 'Site',
      lname: env.ADMIN_LNAME?.trim() || 'Administrator',
      role: 'admin',
    });
    return;
  }
  if ((await countAdmins(db)) > 0) return;
  const generated = randomBytes(12).toString('base64url');
  await upsertUser(db, {
    email: DEMO_ADMIN_EMAIL,
    password: generated,
    fname: 'Demo',
    lname: 'Administrator',
    role: 'admin',
  });
  print(
    [
      '',
      '  An administrator was created for this demo database:',
      `    email:    ${DEMO_ADMIN_EMAIL}`,
      `    password: ${generated}`,
      '  This password is shown only now. Sign in at /admin/login.',
      '  Set ADMIN_EMAIL and ADMIN_PASSWORD (or run `npm run create-admin`) to choose your own.',
      '',
    ].join('\n'),
  );
}
