import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { nowIso } from '../db/values.ts';
import { recoveryCodesLeft, replaceRecoveryCodes, useRecoveryCode } from './recovery-codes.ts';
import { openSecret, sealSecret } from './secret-box.ts';
import { acceptedStep, type Enrolment, enrolmentFor, newTotpSecret } from './totp.ts';

export interface TwoFactorState {
  enabled: boolean;
  /** Enrolment started and waits for its first code. */
  pending: boolean;
  recovery_codes_left: number;
}

async function totpRow(db: Kysely<Database>, userId: number) {
  return db
    .selectFrom('users')
    .select(['email', 'totp_secret', 'totp_enabled_at', 'totp_last_step'])
    .where('id', '=', userId)
    .executeTakeFirst();
}

export async function twoFactorState(db: Kysely<Database>, userId: number): Promise<TwoFactorState> {
  const row = await totpRow(db, userId);
  const enabled = Boolean(row?.totp_enabled_at);
  return {
    enabled,
    pending: !enabled && Boolean(row?.totp_secret),
    recovery_codes_left: enabled ? await recoveryCodesLeft(db, userId) : 0,
  };
}

/** A new secret for the user, kept until a code confirms it; null when two-factor is on already. */
export async function startEnrolment(db: Kysely<Database>, userId: number, key?: string): Promise<Enrolment | null> {
  const row = await totpRow(db, userId);
  if (!row || row.totp_enabled_at) return null;
  const secret = newTotpSecret();
  await db
    .updateTable('users')
    .set({ totp_secret: sealSecret(secret, key), totp_last_step: null, updated_at: nowIso() })
    .where('id', '=', userId)
    .where('totp_enabled_at', 'is', null)
    .execute();
  return enrolmentFor(secret, row.email);
}

/**
 * Checks a TOTP code of the user's secret (enabled, or pending when `pending`), and records its
 * time step so that the same code is refused the next time.
 */
async function acceptTotp(
  db: Kysely<Database>,
  userId: number,
  code: string,
  key: string | undefined,
  pending = false,
) {
  const row = await totpRow(db, userId);
  if (!row?.totp_secret || Boolean(row.totp_enabled_at) === pending) return false;
  const secret = openSecret(row.totp_secret, key);
  if (!secret) return false;
  const step = await acceptedStep(secret, code, row.totp_last_step);
  if (step === null) return false;
  // Conditional on the step seen: of two requests with the same code only one gets through.
  let update = db.updateTable('users').set({ totp_last_step: step }).where('id', '=', userId);
  update =
    row.totp_last_step === null
      ? update.where('totp_last_step', 'is', null)
      : update.where('totp_last_step', '=', row.totp_last_step);
  const result = await update.executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Turns two-factor on with the first valid code; returns the recovery codes (shown once), or null. */
export async function confirmEnrolment(
  db: Kysely<Database>,
  userId: number,
  code: string,
  key?: string,
): Promise<string[] | null> {
  if (!(await acceptTotp(db, userId, code.trim(), key, true))) return null;
  return db.transaction().execute(async (trx) => {
    const now = nowIso();
    await trx.updateTable('users').set({ totp_enabled_at: now, updated_at: now }).where('id', '=', userId).execute();
    return replaceRecoveryCodes(trx, userId);
  });
}

/** A code of the authenticator app or an unused recovery code (used up by this). */
export async function acceptSecondFactor(
  db: Kysely<Database>,
  userId: number,
  input: { code?: string; recovery_code?: string },
  key?: string,
): Promise<'code' | 'recovery-code' | null> {
  if (input.code && (await acceptTotp(db, userId, input.code.trim(), key))) return 'code';
  if (input.recovery_code && (await useRecoveryCode(db, userId, input.recovery_code))) return 'recovery-code';
  return null;
}

export async function disableTwoFactor(db: Kysely<Database>, userId: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('users')
      .set({ totp_secret: null, totp_enabled_at: null, totp_last_step: null, updated_at: nowIso() })
      .where('id', '=', userId)
      .execute();
    await trx.deleteFrom('recovery_codes').where('user_id', '=', userId).execute();
  });
}

export const newRecoveryCodes = (db: Kysely<Database>, userId: number) =>
  db.transaction().execute((trx) => replaceRecoveryCodes(trx, userId));
