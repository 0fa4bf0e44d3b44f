import type { Kysely } from 'kysely';
import type { DialectName } from '../database.ts';
import { type ColumnModifiers, columnType, createIndex, withColumns, withId, withTimestamps } from './column-types.ts';

/**
 * Accounts: two-factor sign-in, password reset and sessions.
 *
 * - users.totp_secret: the TOTP secret, encrypted when TWO_FACTOR_KEY is set (auth/secret-box.ts
 *   writes the prefix that says how); set while enrolment waits for its first code, with
 *   totp_enabled_at null until then. totp_last_step is the time step of the last code accepted,
 *   so that a code is never accepted twice.
 * - recovery_codes: single-use codes, stored as a salted SHA-256 (`salt:hash`); used_at once used.
 * - login_challenges: the second step of a sign-in with two-factor, hashed, short-lived, single use.
 * - password_reset_tokens: hashed, single use, expiring.
 * - access_tokens.user_agent and ip_address: what the sessions list shows.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time and do not use the app's table types.
export async function up(db: Kysely<any>, dialect: DialectName): Promise<void> {
  const addColumn = (table: string, name: string, kind: 'string' | 'int' | 'timestamp') =>
    db.schema.alterTable(table).addColumn(name, columnType(dialect, kind)).execute();
  await addColumn('users', 'totp_secret', 'string');
  await addColumn('users', 'totp_enabled_at', 'timestamp');
  await addColumn('users', 'totp_last_step', 'int');
  await addColumn('access_tokens', 'user_agent', 'string');
  await addColumn('access_tokens', 'ip_address', 'string');

  const owned: ColumnModifiers = { user_id: (column) => column.references('users.id').onDelete('cascade') };

  let recovery = withId(dialect, db.schema.createTable('recovery_codes'));
  recovery = withColumns(dialect, recovery, { user_id: 'int', code_hash: 'string', used_at: 'timestamp?' }, owned);
  await withTimestamps(dialect, recovery).execute();
  await createIndex(db, 'recovery_codes', ['user_id']);

  let challenges = withId(dialect, db.schema.createTable('login_challenges'));
  challenges = withColumns(
    dialect,
    challenges,
    { user_id: 'int', challenge_hash: 'string', expires_at: 'timestamp', attempts: 'int', used_at: 'timestamp?' },
    owned,
  );
  await withTimestamps(dialect, challenges).execute();
  await createIndex(db, 'login_challenges', ['challenge_hash'], true);
  await createIndex(db, 'login_challenges', ['expires_at']);

  let resets = withId(dialect, db.schema.createTable('password_reset_tokens'));
  resets = withColumns(
    dialect,
    resets,
    { user_id: 'int', token_hash: 'string', expires_at: 'timestamp', used_at: 'timestamp?' },
    owned,
  );
  await withTimestamps(dialect, resets).execute();
  await createIndex(db, 'password_reset_tokens', ['token_hash'], true);
  await createIndex(db, 'password_reset_tokens', ['user_id']);
}
