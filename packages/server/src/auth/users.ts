import { ADMIN_ROLE, STAFF_ROLES } from '@grain/contract/roles';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema.ts';
import { nowIso } from '../db/values.ts';
import { hashPassword, verifyPassword } from './passwords.ts';
import { revokeTokensOf } from './tokens.ts';

/** The admin area's roles (contract/roles.ts), and `staff`, who may sign in but not edit. */
export const ROLES = [...STAFF_ROLES, 'staff'] as const;

export const ACCOUNT_DEACTIVATED = 'This account has been deactivated. Ask an administrator to reactivate it.';

export async function ensureRoles(db: Kysely<Database> | Transaction<Database>): Promise<void> {
  for (const name of ROLES) {
    const existing = await db.selectFrom('roles').select('id').where('name', '=', name).executeTakeFirst();
    if (!existing) {
      await db.insertInto('roles').values({ name, created_at: nowIso(), updated_at: nowIso() }).execute();
    }
  }
}

export interface NewUser {
  email: string;
  password: string;
  fname: string;
  lname: string;
  role: (typeof ROLES)[number];
}

export const normaliseEmail = (email: string) => email.trim().toLowerCase();

/**
 * Creates the user, or updates the password, names and role of the one with that email. A new
 * password or another role signs the user out everywhere: their tokens are revoked.
 */
export async function upsertUser(db: Kysely<Database>, user: NewUser): Promise<{ id: number; created: boolean }> {
  await ensureRoles(db);
  const role = await db.selectFrom('roles').select('id').where('name', '=', user.role).executeTakeFirstOrThrow();
  const email = normaliseEmail(user.email);
  const existing = await db
    .selectFrom('users')
    .select(['id', 'password_hash', 'role_id'])
    .where('email', '=', email)
    .executeTakeFirst();
  const samePassword = existing ? await verifyPassword(existing.password_hash, user.password) : false;
  const values = {
    fname: user.fname,
    lname: user.lname,
    password_hash: existing && samePassword ? existing.password_hash : await hashPassword(user.password),
    role_id: role.id,
    // Recovery through `npm run create-admin` reactivates the account too.
    deactivated_at: null,
    updated_at: nowIso(),
  };
  if (existing) {
    await db.transaction().execute(async (trx) => {
      await trx.updateTable('users').set(values).where('id', '=', existing.id).execute();
      if (!samePassword || existing.role_id !== role.id) await revokeTokensOf(trx, existing.id);
    });
    return { id: existing.id, created: false };
  }
  const inserted = await db
    .insertInto('users')
    .values({ ...values, email, created_at: nowIso() })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: inserted.id, created: true };
}

/** Active administrators: there is always at least one (auth/staff-routes.ts refuses the last). */
export async function countAdmins(db: Kysely<Database>): Promise<number> {
  const row = await db
    .selectFrom('users')
    .innerJoin('roles', 'roles.id', 'users.role_id')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('roles.name', '=', ADMIN_ROLE)
    .where('users.deactivated_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Records a completed sign-in; false (and nothing written) for a deactivated account. */
export async function markSignedIn(db: Kysely<Database>, userId: number): Promise<boolean> {
  const result = await db
    .updateTable('users')
    .set({ last_login_at: nowIso() })
    .where('id', '=', userId)
    .where('deactivated_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function findUserForLogin(db: Kysely<Database>, email: string) {
  return db
    .selectFrom('users')
    .innerJoin('roles', 'roles.id', 'users.role_id')
    .select([
      'users.id',
      'users.fname',
      'users.lname',
      'users.email',
      'users.password_hash',
      'users.totp_enabled_at',
      'roles.name as role',
    ])
    .where('users.email', '=', normaliseEmail(email))
    .executeTakeFirst();
}
