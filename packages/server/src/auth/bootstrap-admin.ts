import { randomBytes } from 'node:crypto';
import { ADMIN_ROLE } from '@grain/contract/roles';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { adminFromEnv } from './admin-credentials.ts';
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
  const admin = adminFromEnv(env);
  if (admin) {
    await upsertUser(db, admin);
    return;
  }
  if ((await countAdmins(db)) > 0) return;
  const generated = randomBytes(12).toString('base64url');
  await upsertUser(db, {
    email: DEMO_ADMIN_EMAIL,
    password: generated,
    fname: 'Demo',
    lname: 'Administrator',
    role: ADMIN_ROLE,
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
