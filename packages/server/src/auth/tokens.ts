import { createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { nowIso } from '../db/values.ts';

/** The database keeps only this hash: a leaked table gives no usable tokens. */
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** Where a session was started from, for the sessions list. */
export interface ClientInfo {
  userAgent?: string;
  ip?: string;
}

export async function issueToken(
  db: Kysely<Database>,
  userId: number,
  ttlHours: number,
  client: ClientInfo = {},
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  const now = new Date();
  await db
    .insertInto('access_tokens')
    .values({
      user_id: userId,
      token_hash: hashToken(token),
      expires_at: new Date(now.getTime() + ttlHours * 3_600_000).toISOString(),
      last_used_at: now.toISOString(),
      user_agent: client.userAgent?.slice(0, 512) ?? null,
      ip_address: client.ip?.slice(0, 64) ?? null,
      created_at: now.toISOString(),
      updated_at: now.toISOString(),
    })
    .execute();
  return token;
}

export async function revokeToken(db: Kysely<Database>, token: string): Promise<void> {
  await db.deleteFrom('access_tokens').where('token_hash', '=', hashToken(token)).execute();
}

export interface TokenOwner {
  tokenId: number;
  lastUsedAt: string | null;
  user: { id: number; fname: string; lname: string; email: string; role: string; twoFactorEnabled: boolean };
}

export async function findTokenOwner(db: Kysely<Database>, token: string): Promise<TokenOwner | null> {
  const row = await db
    .selectFrom('access_tokens')
    .innerJoin('users', 'users.id', 'access_tokens.user_id')
    .innerJoin('roles', 'roles.id', 'users.role_id')
    .select([
      'access_tokens.id as tokenId',
      'access_tokens.last_used_at as lastUsedAt',
      'users.id as id',
      'users.fname',
      'users.lname',
      'users.email',
      'roles.name as role',
      'users.totp_enabled_at',
    ])
    .where('access_tokens.token_hash', '=', hashToken(token))
    .where('access_tokens.expires_at', '>', nowIso())
    .where('users.deactivated_at', 'is', null)
    .executeTakeFirst();
  if (!row) return null;
  const { tokenId, lastUsedAt, totp_enabled_at, ...user } = row;
  return { tokenId, lastUsedAt, user: { ...user, twoFactorEnabled: Boolean(totp_enabled_at) } };
}

/** Records use at most once a minute, so reads do not turn into a write each. */
export async function touchToken(db: Kysely<Database>, owner: TokenOwner): Promise<void> {
  const last = owner.lastUsedAt ? Date.parse(owner.lastUsedAt) : 0;
  if (Date.now() - last < 60_000) return;
  await db.updateTable('access_tokens').set({ last_used_at: nowIso() }).where('id', '=', owner.tokenId).execute();
}

/** Signs a user out everywhere, or everywhere but the session of `keepTokenId`. */
export async function revokeTokensOf(db: Kysely<Database>, userId: number, keepTokenId?: number): Promise<number> {
  let query = db.deleteFrom('access_tokens').where('user_id', '=', userId);
  if (keepTokenId !== undefined) query = query.where('id', '!=', keepTokenId);
  const result = await query.executeTakeFirst();
  return Number(result.numDeletedRows);
}

export async function deleteExpiredTokens(db: Kysely<Database>): Promise<number> {
  const result = await db.deleteFrom('access_tokens').where('expires_at', '<=', nowIso()).executeTakeFirst();
  return Number(result.numDeletedRows);
}
