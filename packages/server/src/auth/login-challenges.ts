import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { nowIso } from '../db/values.ts';
import { hashToken } from './tokens.ts';

/** Long enough to find the app and read a code; a challenge is no session and opens nothing else. */
export const CHALLENGE_TTL_MS = 5 * 60_000;
/** Wrong codes one challenge takes before it is spent (the sign-in limiter counts them as well). */
export const CHALLENGE_MAX_ATTEMPTS = 5;

/** The second step of a sign-in, after the right password: random, stored hashed, single use. */
export async function issueChallenge(db: Kysely<Database>, userId: number): Promise<string> {
  const challenge = randomBytes(32).toString('base64url');
  const now = new Date();
  // A user has one sign-in under way at a time: an older challenge stops working.
  await db.deleteFrom('login_challenges').where('user_id', '=', userId).execute();
  await db
    .insertInto('login_challenges')
    .values({
      user_id: userId,
      challenge_hash: hashToken(challenge),
      expires_at: new Date(now.getTime() + CHALLENGE_TTL_MS).toISOString(),
      attempts: 0,
      created_at: now.toISOString(),
      updated_at: now.toISOString(),
    })
    .execute();
  return challenge;
}

export async function findChallenge(db: Kysely<Database>, challenge: string) {
  return db
    .selectFrom('login_challenges')
    .innerJoin('users', 'users.id', 'login_challenges.user_id')
    .innerJoin('roles', 'roles.id', 'users.role_id')
    .select([
      'login_challenges.id as challengeId',
      'login_challenges.attempts',
      'users.id',
      'users.fname',
      'users.lname',
      'users.email',
      'roles.name as role',
    ])
    .where('login_challenges.challenge_hash', '=', hashToken(challenge))
    .where('login_challenges.used_at', 'is', null)
    .where('login_challenges.expires_at', '>', nowIso())
    .where('login_challenges.attempts', '<', CHALLENGE_MAX_ATTEMPTS)
    .executeTakeFirst();
}

/** Marks the challenge used; false when another request used it first. */
export async function spendChallenge(db: Kysely<Database>, challengeId: number): Promise<boolean> {
  const result = await db
    .updateTable('login_challenges')
    .set({ used_at: nowIso(), updated_at: nowIso() })
    .where('id', '=', challengeId)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function countWrongCode(db: Kysely<Database>, challengeId: number): Promise<void> {
  await db
    .updateTable('login_challenges')
    .set((eb) => ({ attempts: eb('attempts', '+', 1), updated_at: nowIso() }))
    .where('id', '=', challengeId)
    .execute();
}

export async function deleteStaleChallenges(db: Kysely<Database>): Promise<void> {
  await db.deleteFrom('login_challenges').where('expires_at', '<=', nowIso()).execute();
}
