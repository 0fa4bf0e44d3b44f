import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema.ts';
import { nowIso } from '../db/values.ts';

export const RECOVERY_CODE_COUNT = 10;
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

/** 10 random characters of a 31-letter alphabet without look-alikes: about 50 bits each. */
function newRecoveryCode(): string {
  const letters = Array.from({ length: 10 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
  return `${letters.slice(0, 5)}-${letters.slice(5)}`;
}

/** Case, spaces and dashes as typed do not matter. */
const normalised = (code: string) => code.toLowerCase().replace(/[\s-]/g, '');

/**
 * Below 112 bits of entropy a lookup secret is stored salted (OWASP ASVS 2.6.2): SHA-256 of a
 * random 32-byte salt of its own and the code, kept as `salt:hash`.
 */
function hashCode(code: string, salt = randomBytes(32).toString('hex')): string {
  return `${salt}:${createHash('sha256')
    .update(`${salt}:${normalised(code)}`)
    .digest('hex')}`;
}

function matches(stored: string, code: string): boolean {
  const [salt] = stored.split(':');
  const expected = Buffer.from(stored);
  const actual = Buffer.from(hashCode(code, salt));
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

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
  const unused = await db
    .selectFrom('recovery_codes')
    .select(['id', 'code_hash'])
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .execute();
  const match = unused.find((row) => matches(row.code_hash, code));
  if (!match) return false;
  const now = nowIso();
  // Conditional on still being unused: two requests with the same code cannot both succeed.
  const result = await db
    .updateTable('recovery_codes')
    .set({ used_at: now, updated_at: now })
    .where('id', '=', match.id)
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
