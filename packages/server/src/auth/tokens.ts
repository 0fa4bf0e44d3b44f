import { createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { nowIso } from '../db/values.ts';

/** The database keeps only this hash: a leaked table gives no usable tokens. */
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export async function issueToken(db: Kysely<Database>, userId: number, ttlHours: number): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  const now = new Date();
  await db
    .insertInto('access_tokens')
    .values({
      user_id: userId,
      token_hash: hashToken(token),
      expires_at: new Date(now.getTime() + ttlHours * 3_600_000).toISOString(),
      last_used_at: now.toISOString(),
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
  user: { id: number; fname: string; lname: string; email: string; role: string };
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
    ])
    .where('access_tokens.token_hash', '=', hashToken(token))
    .where('access_tokens.expires_at', '>', nowIso())
    .executeTakeFirst();
  if (!row) return null;
  const { tokenId, lastUsedAt, ...user } = row;
  return { tokenId, lastUsedAt, user };
}

/** Records use at most once a minute, so reads do not turn into a write each. */
export async function touchToken(db: Kysely<Database>, owner: TokenOwner): Promise<void> {
  const last = owner.lastUsedAt ? Date.parse(owner.lastUsedAt) : 0;
  if (Date.now() - last < 60_000) return;
  await db.updateTable('access_tokens').set({ last_used_at: nowIso() }).where('id', '=', owner.tokenId).execute();
}

/** Signs a user out everywhere. */
export async function revokeTokensOf(db: Kysely<Database>, userId: number): Promise<void> {
  await db.deleteFrom('access_tokens').where('user_id', '=', userId).execute();
}

export async function deleteExpiredTokens(db: Kysely<Database>): Promise<number> {
  const result = await db.deleteFrom('access_tokens').where('expires_at', '<=', nowIso()).executeTakeFirst();
  return Number(result.numDeletedRows);
}
