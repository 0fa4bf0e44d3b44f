import { createHash, randomInt } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema.ts';
import { nowIso } from '../db/values.ts';

export const RECOVERY_CODE_COUNT = 10;
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

/**
 * 10 random characters of a 31-letter alphabet without look-alikes (about 50 bits each): too
 * many to guess within the sign-in limits, so a plain SHA-256 suffices to store them.
 */
function newRecoveryCode(): string {
  const letters = Array.from({ length: 10 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
  return `${letters.slice(0, 5)}-${letters.slice(5)}`;
}

/** Case, spaces and dashes as typed do not matter. */
const normalised = (code: string) => code.toLowerCase().replace(/[\s-]/g, '');
const hashCode = (code: string) => createHash('sha256').update(normalised(code)).digest('hex');

export const looksLikeRecoveryCode = (code: string) => /^[a-z0-9]{10}$/.test(normalised(code));

/** Replaces the user's codes with 10 new ones, returned once: only their hashes are kept. */
export async function replaceRecoveryCodes(trx: Kysely<Database> | Transaction<Database>, userId: number) {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  const now = nowIso();
  await trx.deleteFrom('recovery_codes').where('user_id', '=', userId).execute();
  await trx
    .insertInto('recovery_codes')
    .values(codes.map((code) => ({ user_id: userId, code_hash: hashCode(code), created_at: now, updated_at: now })))
    .execute();
  return codes;
}

/** Uses up one code: true when it was one of the user's unused codes (and is now used). */
export async function useRecoveryCode(db: Kysely<Database>, userId: number, code: string): Promise<boolean> {
  if (!looksLikeRecoveryCode(code)) return false;
  const now = nowIso();
  // One conditional update: two requests with the same code cannot both succeed.
  const result = await db
    .updateTable('recovery_codes')
    .set({ used_at: now, updated_at: now })
    .where('user_id', '=', userId)
    .where('code_hash', '=', hashCode(code))
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function recoveryCodesLeft(db: Kysely<Database>, userId: number): Promise<number> {
  const row = await db
    .selectFrom('recovery_codes')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}
