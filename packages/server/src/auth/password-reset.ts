import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { nowIso } from '../db/values.ts';
import { hashPassword } from './passwords.ts';
import { hashToken, revokeTokensOf } from './tokens.ts';

export const RESET_TOKEN_TTL_MS = 30 * 60_000;

/**
 * A reset token for the user: 32 random bytes, stored as SHA-256, valid 30 minutes, single
 * use. A new one replaces any the user still has.
 */
export async function issueResetToken(db: Kysely<Database>, userId: number): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  const now = new Date();
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('password_reset_tokens').where('user_id', '=', userId).execute();
    await trx
      .insertInto('password_reset_tokens')
      .values({
        user_id: userId,
        token_hash: hashToken(token),
        expires_at: new Date(now.getTime() + RESET_TOKEN_TTL_MS).toISOString(),
        created_at: now.toISOString(),
        updated_at: now.toISOString(),
      })
      .execute();
  });
  return token;
}

/** The user a usable reset token belongs to. */
export async function findResetToken(db: Kysely<Database>, token: string) {
  return db
    .selectFrom('password_reset_tokens')
    .innerJoin('users', 'users.id', 'password_reset_tokens.user_id')
    .select(['password_reset_tokens.id as tokenId', 'users.id', 'users.email', 'users.fname', 'users.lname'])
    .where('password_reset_tokens.token_hash', '=', hashToken(token))
    .where('password_reset_tokens.used_at', 'is', null)
    .where('password_reset_tokens.expires_at', '>', nowIso())
    .executeTakeFirst();
}

/**
 * Spends the token and sets the password in one transaction, and signs the user out
 * everywhere; false when the token was spent meanwhile.
 */
export async function resetPassword(
  db: Kysely<Database>,
  reset: { tokenId: number; id: number },
  password: string,
): Promise<boolean> {
  const hash = await hashPassword(password);
  return db.transaction().execute(async (trx) => {
    const now = nowIso();
    const spent = await trx
      .updateTable('password_reset_tokens')
      .set({ used_at: now, updated_at: now })
      .where('id', '=', reset.tokenId)
      .where('used_at', 'is', null)
      .executeTakeFirst();
    if (Number(spent.numUpdatedRows) !== 1) return false;
    await trx.updateTable('users').set({ password_hash: hash, updated_at: now }).where('id', '=', reset.id).execute();
    await trx
      .deleteFrom('password_reset_tokens')
      .where('user_id', '=', reset.id)
      .where('id', '!=', reset.tokenId)
      .execute();
    await trx.deleteFrom('login_challenges').where('user_id', '=', reset.id).execute();
    await revokeTokensOf(trx, reset.id);
    return true;
  });
}

export async function deleteStaleResetTokens(db: Kysely<Database>): Promise<void> {
  await db.deleteFrom('password_reset_tokens').where('expires_at', '<=', nowIso()).execute();
}
