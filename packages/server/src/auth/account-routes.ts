import { setTimeout } from 'node:timers/promises';
import { toFieldErrors } from '@grain/contract/fields';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { writeAuditEntry } from '../db/audit-log.ts';
import { nowIso } from '../db/values.ts';
import { currentActor } from '../http/actor.ts';
import { ok } from '../http/envelope.ts';
import { conflict, notFound, validationFailed } from '../http/errors.ts';
import { idParams } from '../http/params.ts';
import { addRoute } from '../http/route.ts';
import type { Viewer } from '../http/viewer.ts';
import { failureDelayMs } from './login-limiter.ts';
import { MAX_PASSWORD_LENGTH, passwordProblem } from './password-strength.ts';
import { hashPassword, verifyPassword } from './passwords.ts';
import { endSession, listSessions } from './sessions.ts';
import { revokeTokensOf } from './tokens.ts';
import {
  acceptSecondFactor,
  confirmEnrolment,
  disableTwoFactor,
  newRecoveryCodes,
  startEnrolment,
  twoFactorState,
} from './two-factor.ts';

const required = (name: string) =>
  z
    .string({ error: `The ${name} field is required.` })
    .min(1, `The ${name} field is required.`)
    .max(MAX_PASSWORD_LENGTH);

const passwordBody = z.object({ password: required('password') });
const confirmBody = z.object({ code: z.string({ error: 'The code field is required.' }).trim().min(1).max(20) });
const passwordAndCodeBody = z
  .object({
    password: required('password'),
    code: z.string().trim().max(20).optional(),
    recovery_code: z.string().trim().max(40).optional(),
  })
  .refine((body) => Boolean(body.code || body.recovery_code), {
    message: 'Enter the code from your authenticator app.',
    path: ['code'],
  });
export const changePasswordBody = z.object({
  current_password: required('current password'),
  password: required('password'),
});

const twoFactorStateSchema = z.object({
  enabled: z.boolean(),
  pending: z.boolean(),
  recovery_codes_left: z.number(),
});
const enrolmentSchema = z.object({ secret: z.string(), otpauth_url: z.string(), qr_code: z.string() });
const recoveryCodesSchema = z.object({ recovery_codes: z.array(z.string()) });
const sessionSchema = z.object({
  id: z.number(),
  browser: z.string(),
  ip_address: z.string().nullable(),
  created_at: z.string().nullable(),
  last_used_at: z.string().nullable(),
  current: z.boolean(),
});

function parsed<T>(schema: z.ZodType<T>, body: unknown): T {
  const result = schema.safeParse(body ?? {});
  if (!result.success) throw validationFailed(toFieldErrors(result.error));
  return result.data;
}

/** The routes where people look after their own account: password, two-factor sign-in, sessions. */
export function registerAccountRoutes(app: FastifyInstance): void {
  const { db, config, loginLimiter } = app.grain;

  /**
   * Re-checks the viewer's password before a sensitive change. Counted by the sign-in limiter,
   * so a borrowed session cannot be used to guess the password either.
   */
  async function checkPassword(request: FastifyRequest, viewer: Viewer, password: string, field = 'password') {
    const { attempts } = await loginLimiter.begin(viewer.email, request.ip);
    const user = await db.selectFrom('users').select('password_hash').where('id', '=', viewer.id).executeTakeFirst();
    if (!(await verifyPassword(user?.password_hash, password))) {
      await setTimeout(failureDelayMs(attempts));
      throw validationFailed({ [field]: ['The password is not correct.'] });
    }
    return async () => loginLimiter.succeeded(viewer.email, request.ip);
  }

  addRoute(app, {
    method: 'POST',
    url: '/api/account/password',
    summary: 'Changes the password: needs the current one, and ends every other session',
    tag: 'Account',
    access: 'signed-in',
    body: { schema: changePasswordBody, encoding: 'json' },
    response: z.object({ sessions_ended: z.number() }),
    handler: async ({ request, viewer }) => {
      const me = viewer as Viewer;
      const body = parsed(changePasswordBody, request.body);
      const passed = await checkPassword(request, me, body.current_password, 'current_password');
      const problem = passwordProblem(body.password, [me.email, me.fname, me.lname]);
      if (problem) throw validationFailed({ password: [problem] });
      const hash = await hashPassword(body.password);
      const ended = await db.transaction().execute(async (trx) => {
        await trx
          .updateTable('users')
          .set({ password_hash: hash, updated_at: nowIso() })
          .where('id', '=', me.id)
          .execute();
        await trx.deleteFrom('password_reset_tokens').where('user_id', '=', me.id).execute();
        await writeAuditEntry(trx, currentActor(), { action: 'password changed' });
        return revokeTokensOf(trx, me.id, me.sessionId);
      });
      await passed();
      return ok({ sessions_ended: ended }, 'Your password has been changed. You were signed out everywhere else.');
    },
  });

  addRoute(app, {
    method: 'GET',
    url: '/api/account/two-factor',
    summary: 'Whether two-factor sign-in is on, and how many recovery codes are left',
    tag: 'Account',
    access: 'signed-in',
    response: twoFactorStateSchema,
    handler: async ({ viewer }) => ok(await twoFactorState(db, (viewer as Viewer).id)),
  });

  addRoute(app, {
    method: 'POST',
    url: '/api/account/two-factor/setup',
    summary: 'Starts two-factor enrolment (needs the password): a new secret, its otpauth URL and QR code',
    tag: 'Account',
    access: 'signed-in',
    body: { schema: passwordBody, encoding: 'json' },
    response: enrolmentSchema,
    failures: { 409: 'Two-factor sign-in is on already' },
    handler: async ({ request, viewer }) => {
      const me = viewer as Viewer;
      const body = parsed(passwordBody, request.body);
      const passed = await checkPassword(request, me, body.password);
      await passed();
      const enrolment = await startEnrolment(db, me.id, config.twoFactorKey);
      if (!enrolment) throw conflict('Two-factor sign-in is on already.');
      return ok(enrolment, 'Scan the QR code with your authenticator app, then enter a code to confirm.');
    },
  });

  addRoute(app, {
    method: 'POST',
    url: '/api/account/two-factor/confirm',
    summary: 'Confirms enrolment with a code of the app; answers the 10 recovery codes, once',
    tag: 'Account',
    access: 'signed-in',
    body: { schema: confirmBody, encoding: 'json' },
    response: recoveryCodesSchema,
    handler: async ({ request, viewer }) => {
      const me = viewer as Viewer;
      const body = parsed(confirmBody, request.body);
      const { attempts } = await loginLimiter.begin(me.email, request.ip);
      const codes = await confirmEnrolment(db, me.id, body.code, config.twoFactorKey);
      if (!codes) {
        await setTimeout(failureDelayMs(attempts));
        throw validationFailed({ code: ['The code is not valid. Please try again.'] });
      }
      await loginLimiter.succeeded(me.email, request.ip);
      await writeAuditEntry(db, currentActor(), { action: 'two-factor on' });
      return ok({ recovery_codes: codes }, 'Two-factor sign-in is on. Keep your recovery codes somewhere safe.');
    },
  });

  addRoute(app, {
    method: 'POST',
    url: '/api/account/two-factor/disable',
    summary: 'Turns two-factor sign-in off: needs the password and a current code',
    tag: 'Account',
    access: 'signed-in',
    body: { schema: passwordAndCodeBody, encoding: 'json' },
    response: z.null(),
    handler: async ({ request, viewer }) => {
      const me = viewer as Viewer;
      const body = parsed(passwordAndCodeBody, request.body);
      const passed = await checkPassword(request, me, body.password);
      if (!(await acceptSecondFactor(db, me.id, body, config.twoFactorKey)))
        throw validationFailed({ code: ['The code is not valid. Please try again.'] });
      await passed();
      await disableTwoFactor(db, me.id);
      await writeAuditEntry(db, currentActor(), { action: 'two-factor off' });
      return ok(null, 'Two-factor sign-in is off.');
    },
  });

  addRoute(app, {
    method: 'POST',
    url: '/api/account/two-factor/recovery-codes',
    summary: 'Replaces the recovery codes (needs the password and a current code); answers the new ones, once',
    tag: 'Account',
    access: 'signed-in',
    body: { schema: passwordAndCodeBody, encoding: 'json' },
    response: recoveryCodesSchema,
    handler: async ({ request, viewer }) => {
      const me = viewer as Viewer;
      const body = parsed(passwordAndCodeBody, request.body);
      const passed = await checkPassword(request, me, body.password);
      if (!me.twoFactorEnabled) throw conflict('Two-factor sign-in is off.');
      if (!(await acceptSecondFactor(db, me.id, body, config.twoFactorKey)))
        throw validationFailed({ code: ['The code is not valid. Please try again.'] });
      await passed();
      return ok(
        { recovery_codes: await newRecoveryCodes(db, me.id) },
        'New recovery codes made; the old ones no longer work.',
      );
    },
  });

  addRoute(app, {
    method: 'GET',
    url: '/api/account/sessions',
    summary: 'The places where this account is signed in; `current` marks this session',
    tag: 'Account',
    access: 'signed-in',
    response: z.array(sessionSchema),
    handler: async ({ viewer }) => {
      const me = viewer as Viewer;
      return ok(await listSessions(db, me.id, me.sessionId));
    },
  });

  addRoute(app, {
    method: 'DELETE',
    url: '/api/account/sessions/:id',
    summary: 'Ends one of your sessions: that browser is signed out on its next request',
    tag: 'Account',
    access: 'signed-in',
    params: idParams,
    response: z.null(),
    handler: async ({ params, viewer }) => {
      if (!(await endSession(db, (viewer as Viewer).id, params.id))) throw notFound('Session');
      await writeAuditEntry(db, currentActor(), { action: 'session ended', detail: `session ${params.id}` });
      return ok(null, 'The session has ended.');
    },
  });

  addRoute(app, {
    method: 'POST',
    url: '/api/account/sessions/end-others',
    summary: 'Ends every session of this account but this one',
    tag: 'Account',
    access: 'signed-in',
    response: z.object({ sessions_ended: z.number() }),
    handler: async ({ viewer }) => {
      const me = viewer as Viewer;
      const ended = await revokeTokensOf(db, me.id, me.sessionId);
      await writeAuditEntry(db, currentActor(), { action: 'sessions ended', detail: `${ended} other sessions` });
      return ok({ sessions_ended: ended }, 'Every other session has ended.');
    },
  });

  addRoute(app, {
    method: 'POST',
    url: '/api/users/:id/sessions/end',
    summary: 'Ends every session of a user (administrators): they are signed out everywhere',
    tag: 'Account',
    access: 'admin',
    params: idParams,
    response: z.object({ sessions_ended: z.number() }),
    // Sessions are not content: cached pages stay as they are.
    contentVersion: 'handler',
    handler: async ({ params }) => {
      const user = await db.selectFrom('users').select('id').where('id', '=', params.id).executeTakeFirst();
      if (!user) throw notFound('User');
      await db.deleteFrom('login_challenges').where('user_id', '=', user.id).execute();
      const ended = await revokeTokensOf(db, user.id);
      await writeAuditEntry(db, currentActor(), {
        action: 'sessions ended',
        entity: 'users',
        entityId: user.id,
        detail: `${ended} sessions`,
      });
      return ok({ sessions_ended: ended }, 'Every session of the user has ended.');
    },
  });
}
