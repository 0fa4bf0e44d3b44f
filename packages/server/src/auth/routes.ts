import { setTimeout } from 'node:timers/promises';
import { toFieldErrors } from '@grain/contract/fields';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { writeAuditEntry } from '../db/audit-log.ts';
import { currentActor, personLabel } from '../http/actor.ts';
import { ok } from '../http/envelope.ts';
import { HttpError, validationFailed } from '../http/errors.ts';
import { addRoute } from '../http/route.ts';
import type { Viewer } from '../http/viewer.ts';
import { countWrongCode, findChallenge, issueChallenge, spendChallenge } from './login-challenges.ts';
import { failureDelayMs } from './login-limiter.ts';
import { verifyPassword } from './passwords.ts';
import { type ClientInfo, issueToken, revokeToken } from './tokens.ts';
import { acceptSecondFactor } from './two-factor.ts';
import { ACCOUNT_DEACTIVATED, findUserForLogin, markSignedIn, normaliseEmail } from './users.ts';

export const loginBody = z.object({
  email: z
    .string({ error: 'The email field is required.' })
    .trim()
    .min(1, 'The email field is required.')
    .pipe(z.email({ error: 'The email field must be a valid email address.' })),
  password: z.string({ error: 'The password field is required.' }).min(1, 'The password field is required.'),
});

export const twoFactorLoginBody = z
  .object({
    challenge: z
      .string({ error: 'The challenge field is required.' })
      .min(1, 'The challenge field is required.')
      .max(200),
    code: z.string().trim().max(20).optional(),
    recovery_code: z.string().trim().max(40).optional(),
  })
  .refine((body) => Boolean(body.code || body.recovery_code), {
    message: 'Enter the code from your authenticator app or a recovery code.',
    path: ['code'],
  });

export const publicUser = z.object({
  id: z.number(),
  fname: z.string(),
  lname: z.string(),
  email: z.string(),
  role: z.object({ name: z.string() }),
  two_factor_enabled: z.boolean().optional(),
  /** An administrator who must set up two-factor sign-in before anything else. */
  two_factor_setup_required: z.boolean().optional(),
});

const toPublicUser = (user: Pick<Viewer, 'id' | 'fname' | 'lname' | 'email' | 'role'> & Partial<Viewer>) => ({
  id: user.id,
  fname: user.fname,
  lname: user.lname,
  email: user.email,
  role: { name: user.role.name },
  ...(user.twoFactorEnabled === undefined ? {} : { two_factor_enabled: user.twoFactorEnabled }),
  ...(user.mustEnrolTwoFactor === undefined ? {} : { two_factor_setup_required: user.mustEnrolTwoFactor }),
});

const signInAnswer = z.object({
  token: z.string().optional(),
  user: publicUser.optional(),
  /** True when the password was right and a code is needed: send it with `challenge` to /api/login/two-factor. */
  two_factor_required: z.boolean().optional(),
  challenge: z.string().optional(),
});

export const clientInfo = (request: FastifyRequest): ClientInfo => ({
  userAgent: request.headers['user-agent'],
  ip: request.ip,
});

/** Answers that carry tokens, codes or personal details: never kept by a browser or proxy cache. */
const PRIVATE_ANSWERS = /^\/api\/(login|logout|me|account|password-reset|users|invitations)(\/|\?|$)/;

export function registerAuthRoutes(app: FastifyInstance): void {
  const { db, config, loginLimiter } = app.grain;

  app.addHook('onSend', async (request, reply) => {
    if (PRIVATE_ANSWERS.test(request.url)) reply.header('cache-control', 'no-store');
  });

  type Person = { id?: number; fname?: string; lname?: string; email: string };
  /** A sign-in attempt in the audit log: who it was for (the address typed, when it names nobody). */
  const auditSignIn = (request: FastifyRequest, person: Person, action: string, detail: string | null) =>
    writeAuditEntry(
      db,
      {
        userId: person.id ?? null,
        label: person.fname
          ? personLabel({ fname: person.fname, lname: person.lname ?? '', email: person.email })
          : person.email,
        ip: request.ip,
      },
      { action, detail },
    );
  /** The limiter's refusal (429) is logged too, then passed on. */
  const audited = <T>(attempt: Promise<T>, request: FastifyRequest, person: Person) =>
    attempt.catch(async (error: unknown) => {
      await auditSignIn(request, person, 'sign-in refused', 'too many attempts');
      throw error;
    });

  type SignedIn = { id: number; fname: string; lname: string; email: string; role: string; totp?: boolean };
  /** The session of a completed sign-in, answered as the original client reads it. */
  async function signedIn(request: FastifyRequest, user: SignedIn) {
    // Only someone who knows the password (and code) learns that the account is deactivated.
    if (!(await markSignedIn(db, user.id))) {
      await auditSignIn(request, user, 'sign-in refused', 'account deactivated');
      throw new HttpError(403, ACCOUNT_DEACTIVATED);
    }
    await auditSignIn(request, user, 'sign-in', user.totp ? 'with two-factor' : null);
    await loginLimiter.succeeded(user.email, request.ip);
    const token = await issueToken(db, user.id, config.tokenTtlHours, clientInfo(request));
    const isAdmin = user.role === 'admin';
    const publicData = toPublicUser({
      ...user,
      role: { name: user.role },
      twoFactorEnabled: Boolean(user.totp),
      mustEnrolTwoFactor: isAdmin && config.requireAdminTwoFactor && !user.totp,
    });
    // The original client reads token and user at the top level; the envelope carries them too.
    return { ...ok({ token, user: publicData }, 'Login successful'), token, user: publicData };
  }

  addRoute(app, {
    method: 'POST',
    url: '/api/login',
    summary:
      'Sign in with email and password; returns an opaque bearer token, or, for an account with two-factor sign-in, a challenge for /api/login/two-factor',
    tag: 'Auth',
    access: 'public',
    body: { schema: loginBody, encoding: 'json' },
    response: signInAnswer,
    alongside: { token: z.string().optional(), user: publicUser.optional() },
    failures: { 429: 'Too many failed attempts (with Retry-After)' },
    handler: async ({ request }) => {
      const parsed = loginBody.safeParse(request.body ?? {});
      if (!parsed.success) throw validationFailed(toFieldErrors(parsed.error));
      const email = normaliseEmail(parsed.data.email);
      const { attempts } = await audited(loginLimiter.begin(email, request.ip), request, { email });

      const user = await findUserForLogin(db, email);
      const valid = await verifyPassword(user?.password_hash, parsed.data.password);
      if (!user || !valid) {
        await auditSignIn(request, user ?? { email }, 'sign-in failed', user ? 'wrong password' : 'no such account');
        await setTimeout(failureDelayMs(attempts));
        throw new HttpError(401, 'Invalid email or password.');
      }
      if (user.totp_enabled_at) {
        // The attempt stays counted until the code is right too: the limiter sees wrong codes.
        const challenge = await issueChallenge(db, user.id);
        return ok({ two_factor_required: true, challenge }, 'Enter the 6-digit code from your authenticator app.');
      }
      return signedIn(request, user);
    },
  });

  addRoute(app, {
    method: 'POST',
    url: '/api/login/two-factor',
    summary: 'Second step of a sign-in with two-factor: the challenge and a code (or a recovery code) give the token',
    tag: 'Auth',
    access: 'public',
    body: { schema: twoFactorLoginBody, encoding: 'json' },
    response: signInAnswer,
    alongside: { token: z.string().optional(), user: publicUser.optional() },
    failures: {
      401: 'Wrong code, or the challenge expired or was used',
      429: 'Too many failed attempts (with Retry-After)',
    },
    handler: async ({ request }) => {
      const parsed = twoFactorLoginBody.safeParse(request.body ?? {});
      if (!parsed.success) throw validationFailed(toFieldErrors(parsed.error));
      const found = await findChallenge(db, parsed.data.challenge);
      if (!found) throw new HttpError(401, 'This sign-in has expired. Please sign in again.');
      const { attempts } = await audited(loginLimiter.begin(found.email, request.ip), request, found);
      const factor = await acceptSecondFactor(db, found.id, parsed.data, config.twoFactorKey);
      if (!factor) {
        await auditSignIn(request, found, 'sign-in failed', 'wrong code');
        await countWrongCode(db, found.challengeId);
        await setTimeout(failureDelayMs(attempts));
        throw new HttpError(401, 'The code is not valid. Please try again.');
      }
      if (!(await spendChallenge(db, found.challengeId)))
        throw new HttpError(401, 'This sign-in has expired. Please sign in again.');
      return signedIn(request, { ...found, totp: true });
    },
  });

  addRoute(app, {
    method: 'GET',
    url: '/api/me',
    summary: 'The signed-in user',
    tag: 'Auth',
    access: 'signed-in',
    response: publicUser,
    alongside: { user: publicUser },
    handler: async ({ viewer }) => {
      const user = toPublicUser(viewer as Viewer);
      return { ...ok(user), user };
    },
  });

  addRoute(app, {
    method: 'POST',
    url: '/api/logout',
    summary: 'Ends the session: the token stops working',
    tag: 'Auth',
    access: 'signed-in',
    response: z.null(),
    handler: async ({ viewer }) => {
      await revokeToken(db, (viewer as Viewer).token);
      await writeAuditEntry(db, currentActor(), { action: 'sign-out' });
      return ok(null, 'Logged out successfully');
    },
  });

  addRoute(app, {
    method: 'GET',
    url: '/api/testforadmin',
    summary: 'Answers 200 for administrators, 401 or 403 otherwise',
    tag: 'Auth',
    access: 'admin',
    response: z.object({ is_admin: z.literal(true), user: publicUser }),
    handler: async ({ viewer }) =>
      ok({ is_admin: true as const, user: toPublicUser(viewer as Viewer) }, 'You are an admin.'),
  });
}
