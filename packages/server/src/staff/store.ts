import { randomBytes } from 'node:crypto';
import { ADMIN_ROLE, type StaffRole } from '@grain/contract/roles';
import { INVITATION_TTL_HOURS, type Invitation, type StaffUser } from '@grain/contract/staff';
import type { Kysely, Transaction } from 'kysely';
import { hashPassword } from '../auth/passwords.ts';
import { hashToken, revokeTokensOf } from '../auth/tokens.ts';
import { ensureRoles, normaliseEmail } from '../auth/users.ts';
import { writeAuditEntry } from '../db/audit-log.ts';
import type { DialectName } from '../db/database.ts';
import type { Database } from '../db/schema.ts';
import { nowIso } from '../db/values.ts';
import { currentActor, personLabel } from '../http/actor.ts';

type Db = Kysely<Database> | Transaction<Database>;

const iso = (value: string | Date | null) => (value === null ? null : new Date(value).toISOString());

async function roleId(db: Db, role: string): Promise<number> {
  await ensureRoles(db);
  const row = await db.selectFrom('roles').select('id').where('name', '=', role).executeTakeFirstOrThrow();
  return row.id;
}

/** Every account, administrators first, then by name. */
export async function listStaff(db: Db): Promise<StaffUser[]> {
  const rows = await db
    .selectFrom('users')
    .innerJoin('roles', 'roles.id', 'users.role_id')
    .select([
      'users.id',
      'users.fname',
      'users.lname',
      'users.email',
      'roles.name as role',
      'users.totp_enabled_at',
      'users.deactivated_at',
      'users.last_login_at',
      'users.created_at',
    ])
    .orderBy('users.deactivated_at', (order) => order.nullsFirst())
    .orderBy('users.fname')
    .orderBy('users.lname')
    .orderBy('users.id')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    fname: row.fname,
    lname: row.lname,
    email: row.email,
    role: row.role,
    two_factor_enabled: row.totp_enabled_at !== null,
    active: row.deactivated_at === null,
    last_login_at: iso(row.last_login_at),
    created_at: iso(row.created_at),
  }));
}

export async function findStaff(db: Db, id: number): Promise<StaffUser | undefined> {
  return (await listStaff(db)).find((user) => user.id === id);
}

/** Active administrators other than `userId`. */
async function otherActiveAdmins(db: Db, userId: number): Promise<number> {
  const row = await db
    .selectFrom('users')
    .innerJoin('roles', 'roles.id', 'users.role_id')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('roles.name', '=', ADMIN_ROLE)
    .where('users.deactivated_at', 'is', null)
    .where('users.id', '!=', userId)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export type StaffChange = { role?: StaffRole; active?: boolean };

/**
 * Changes a user's role or whether the account is active, in one transaction that first locks
 * the administrators' rows (PostgreSQL), so two administrators demoting each other at once
 * cannot leave the site without one. Answers 'last-admin' when the change would do that.
 * A deactivation ends every session of the account.
 */
export async function changeStaff(
  db: Kysely<Database>,
  dialect: DialectName,
  userId: number,
  change: StaffChange,
): Promise<'changed' | 'missing' | 'last-admin'> {
  return db.transaction().execute(async (trx) => {
    const user = await trx
      .selectFrom('users')
      .innerJoin('roles', 'roles.id', 'users.role_id')
      .select(['users.id', 'roles.name as role', 'users.deactivated_at'])
      .where('users.id', '=', userId)
      .executeTakeFirst();
    if (!user) return 'missing';
    const staysAdmin = (change.role ?? user.role) === ADMIN_ROLE && (change.active ?? user.deactivated_at === null);
    const wasActiveAdmin = user.role === ADMIN_ROLE && user.deactivated_at === null;
    if (wasActiveAdmin && !staysAdmin) {
      await lockAdministrators(trx, dialect);
      if ((await otherActiveAdmins(trx, userId)) === 0) return 'last-admin';
    }
    const now = nowIso();
    const values: { updated_at: string; role_id?: number; deactivated_at?: string | null } = { updated_at: now };
    if (change.role) values.role_id = await roleId(trx, change.role);
    if (change.active !== undefined) values.deactivated_at = change.active ? null : (user.deactivated_at ?? now);
    await trx.updateTable('users').set(values).where('id', '=', userId).execute();
    for (const action of auditActionsOf(change, user)) {
      await writeAuditEntry(trx, currentActor(), {
        action: action.name,
        entity: 'users',
        entityId: userId,
        detail: action.detail,
      });
    }
    if (change.active === false) {
      await trx.deleteFrom('login_challenges').where('user_id', '=', userId).execute();
      await revokeTokensOf(trx, userId);
    }
    return 'changed';
  });
}

/** What a change of a user does, for the audit log: a role change (from → to), a deactivation. */
function auditActionsOf(change: StaffChange, user: { role: string; deactivated_at: string | null }) {
  const actions: Array<{ name: string; detail: string | null }> = [];
  if (change.role && change.role !== user.role)
    actions.push({ name: 'role changed', detail: `${user.role} → ${change.role}` });
  if (change.active === false && user.deactivated_at === null) actions.push({ name: 'deactivated', detail: null });
  if (change.active === true && user.deactivated_at !== null) actions.push({ name: 'reactivated', detail: null });
  return actions;
}

/** PostgreSQL: holds the administrators' rows until the transaction ends. SQLite writes one at a time anyway. */
async function lockAdministrators(trx: Transaction<Database>, dialect: DialectName): Promise<void> {
  if (dialect !== 'postgres') return;
  const admin = await roleId(trx, ADMIN_ROLE);
  await trx.selectFrom('users').select('id').where('role_id', '=', admin).forUpdate().execute();
}

export async function listInvitations(db: Db): Promise<Invitation[]> {
  const rows = await db
    .selectFrom('user_invitations')
    .innerJoin('roles', 'roles.id', 'user_invitations.role_id')
    .leftJoin('users', 'users.id', 'user_invitations.invited_by')
    .select([
      'user_invitations.id',
      'user_invitations.email',
      'roles.name as role',
      'users.fname',
      'users.lname',
      'user_invitations.expires_at',
      'user_invitations.created_at',
    ])
    .where('user_invitations.used_at', 'is', null)
    .where('user_invitations.expires_at', '>', nowIso())
    .orderBy('user_invitations.created_at', 'desc')
    .orderBy('user_invitations.id', 'desc')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    email: row.email,
    role: row.role,
    invited_by: row.fname === null ? null : `${row.fname} ${row.lname ?? ''}`.trim(),
    expires_at: iso(row.expires_at) as string,
    created_at: iso(row.created_at),
  }));
}

export async function emailHasAccount(db: Db, email: string): Promise<boolean> {
  const row = await db.selectFrom('users').select('id').where('email', '=', normaliseEmail(email)).executeTakeFirst();
  return row !== undefined;
}

/**
 * An invitation to `email` with `role`: 32 random bytes, stored as SHA-256, valid 48 hours,
 * used once. It replaces any earlier invitation to the same address.
 */
export async function createInvitation(
  db: Kysely<Database>,
  invitation: { email: string; role: StaffRole; invitedBy: number },
): Promise<{ token: string; id: number }> {
  const token = randomBytes(32).toString('base64url');
  const email = normaliseEmail(invitation.email);
  const now = new Date();
  const id = await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('user_invitations').where('email', '=', email).where('used_at', 'is', null).execute();
    const inserted = await trx
      .insertInto('user_invitations')
      .values({
        email,
        role_id: await roleId(trx, invitation.role),
        token_hash: hashToken(token),
        invited_by: invitation.invitedBy,
        expires_at: new Date(now.getTime() + INVITATION_TTL_HOURS * 3_600_000).toISOString(),
        created_at: now.toISOString(),
        updated_at: now.toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await writeAuditEntry(trx, currentActor(), {
      action: 'invited',
      entity: 'user_invitations',
      entityId: inserted.id,
      entityLabel: email,
      detail: `as ${invitation.role}`,
    });
    return inserted.id;
  });
  return { token, id };
}

/** Withdraws a pending invitation: its link stops working. False when there was none. */
export async function withdrawInvitation(db: Kysely<Database>, id: number): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const gone = await trx
      .deleteFrom('user_invitations')
      .where('id', '=', id)
      .where('used_at', 'is', null)
      .returning('email')
      .executeTakeFirst();
    if (!gone) return false;
    await writeAuditEntry(trx, currentActor(), {
      action: 'invitation withdrawn',
      entity: 'user_invitations',
      entityId: id,
      entityLabel: gone.email,
    });
    return true;
  });
}

/** A usable invitation by its link's token. */
export async function findInvitation(db: Db, token: string) {
  return db
    .selectFrom('user_invitations')
    .innerJoin('roles', 'roles.id', 'user_invitations.role_id')
    .select(['user_invitations.id', 'user_invitations.email', 'user_invitations.role_id', 'roles.name as role'])
    .where('user_invitations.token_hash', '=', hashToken(token))
    .where('user_invitations.used_at', 'is', null)
    .where('user_invitations.expires_at', '>', nowIso())
    .executeTakeFirst();
}

/**
 * Spends the invitation and creates its account in one transaction: 'used' when the link was
 * spent meanwhile, 'exists' when the address got an account since it was sent.
 */
export async function acceptInvitation(
  db: Kysely<Database>,
  invitation: { id: number; email: string; role_id: number },
  person: { fname: string; lname: string; password: string },
): Promise<'created' | 'used' | 'exists'> {
  const passwordHash = await hashPassword(person.password);
  return db.transaction().execute(async (trx) => {
    const now = nowIso();
    const spent = await trx
      .updateTable('user_invitations')
      .set({ used_at: now, updated_at: now })
      .where('id', '=', invitation.id)
      .where('used_at', 'is', null)
      .where('expires_at', '>', now)
      .executeTakeFirst();
    if (Number(spent.numUpdatedRows) !== 1) return 'used';
    if (await emailHasAccount(trx, invitation.email)) return 'exists';
    const user = await trx
      .insertInto('users')
      .values({
        email: invitation.email,
        fname: person.fname,
        lname: person.lname,
        password_hash: passwordHash,
        role_id: invitation.role_id,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const actor = { ...currentActor(), userId: user.id, label: personLabel({ ...person, email: invitation.email }) };
    await writeAuditEntry(trx, actor, {
      action: 'invitation accepted',
      entity: 'users',
      entityId: user.id,
      entityLabel: invitation.email,
    });
    return 'created';
  });
}

export async function deleteStaleInvitations(db: Db): Promise<void> {
  await db.deleteFrom('user_invitations').where('expires_at', '<=', nowIso()).execute();
}
