import { ADMIN_ROLE } from '@grain/contract/roles';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { nowIso } from '../db/values.ts';
import { hashPassword, verifyPassword } from './passwords.ts';
import { revokeTokensOf } from './tokens.ts';

/** `admin` may use the admin area; `staff` exists for people who may sign in but not edit. */
export const ROLES = [ADMIN_ROLE, 'staff'] as const;

export async function ensureRoles(db: Kysely<Database>): Promise<void> {
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

export async function countAdmins(db: Kysely<Database>): Promise<number> {
  const row = await db
    .selectFrom('users')
    .innerJoin('roles', 'roles.id', 'users.role_id')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('roles.name', '=', ADMIN_ROLE)
    .executeTakeFirstOrThrow();
  return Number(row.count);
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
