import type { Kysely } from 'kysely';
import type { DialectName } from '../database.ts';
import { type ColumnModifiers, columnType, createIndex, withColumns, withId, withTimestamps } from './column-types.ts';

/**
 * Staff roles and invitations.
 *
 * - roles: `editor` and `author` join `admin` and `staff`; like those, their rows are made when
 *   first needed (auth/users.ts ensureRoles), so a migrated database stays empty for an import.
 * - users.deactivated_at: a deactivated account cannot sign in and its sessions are ended;
 *   users.last_login_at: the last completed sign-in, for the users screen.
 * - user_invitations: an administrator's invitation to an email with a role; the link's token is
 *   stored hashed, lives 48 hours and is used once (used_at), or withdrawn (deleted).
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time and do not use the app's table types.
export async function up(db: Kysely<any>, dialect: DialectName): Promise<void> {
  await db.schema.alterTable('users').addColumn('deactivated_at', columnType(dialect, 'timestamp')).execute();
  await db.schema.alterTable('users').addColumn('last_login_at', columnType(dialect, 'timestamp')).execute();

  const references: ColumnModifiers = {
    role_id: (column) => column.references('roles.id'),
    invited_by: (column) => column.references('users.id').onDelete('set null'),
  };
  let invitations = withId(dialect, db.schema.createTable('user_invitations'));
  invitations = withColumns(
    dialect,
    invitations,
    {
      email: 'string',
      role_id: 'int',
      token_hash: 'string',
      invited_by: 'int?',
      expires_at: 'timestamp',
      used_at: 'timestamp?',
    },
    references,
  );
  await withTimestamps(dialect, invitations).execute();
  await createIndex(db, 'user_invitations', ['token_hash'], true);
  await createIndex(db, 'user_invitations', ['email']);
}
