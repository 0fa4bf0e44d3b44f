import { toFieldErrors } from '@grain/contract/fields';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { writeAuditEntry } from '../db/audit-log.ts';
import { personLabel } from '../http/actor.ts';
import { ok } from '../http/envelope.ts';
import { HttpError, tooManyRequests, validationFailed } from '../http/errors.ts';
import { addRoute } from '../http/route.ts';
import { consumePoint, limiterKey, tryAgainIn } from '../limits/rate-limiter.ts';
import { findResetToken, issueResetToken, RESET_TOKEN_TTL_MS, resetPassword } from './password-reset.ts';
import { MAX_PASSWORD_LENGTH, passwordProblem } from './password-strength.ts';
import { findUserForLogin, normaliseEmail } from './users.ts';

export const resetRequestBody = z.object({
  email: z
    .string({ error: 'The email field is required.' })
    .trim()
    .min(1, 'The email field is required.')
    .max(254)
    .pipe(z.email({ error: 'The email field must be a valid email address.' })),
});
export const resetConfirmBody = z.object({
  token: z.string({ error: 'The token field is required.' }).min(1, 'The token field is required.').max(200),
  password: z
    .string({ error: 'The password field is required.' })
    .min(1, 'The password field is required.')
    .max(MAX_PASSWORD_LENGTH),
});

/** The same answer whether or not the address has an account. */
export const RESET_REQUESTED =
  'If an account exists for that address, we have sent it a link to reset the password. The link is valid for 30 minutes.';
export const RESET_LINK_INVALID = 'This password reset link is not valid or has expired. Please ask for a new one.';

const DEFAULT_PER_IP = { points: 10, durationSeconds: 3600 };
const DEFAULT_PER_EMAIL = { points: 3, durationSeconds: 3600 };

/** `PUBLIC_URL`, else the address the request came to (see README: set PUBLIC_URL in production). */
export function siteOrigin(request: FastifyRequest, publicUrl: string | undefined): string {
  return publicUrl ?? `${request.protocol}://${request.host}`;
}

export function registerPasswordResetRoutes(app: FastifyInstance): void {
  const { db, config, rateLimiter } = app.grain;
  const perIp = rateLimiter('password-reset-ip', config.rateLimits.passwordResetPerIp ?? DEFAULT_PER_IP);
  const perEmail = rateLimiter('password-reset-email', config.rateLimits.passwordResetPerEmail ?? DEFAULT_PER_EMAIL);
  let warnedHost = false;

  /** Sends the link, or, without SMTP_URL, writes it to the log for whoever runs the server. */
  async function deliver(request: FastifyRequest, email: string, link: string) {
    const minutes = RESET_TOKEN_TTL_MS / 60_000;
    const { mailer } = app.grain;
    if (!mailer) {
      request.log.warn({ email }, `password reset link (SMTP_URL is not set, so it is not emailed): ${link}`);
      return;
    }
    await mailer.send({
      to: email,
      subject: 'Reset your password',
      text: [
        'Someone (we hope you) asked to reset the password of your account on the Grain website.',
        '',
        `Open this link within ${minutes} minutes to choose a new password:`,
        link,
        '',
        'If you did not ask for this, ignore this email: your password stays as it is.',
      ].join('\n'),
    });
  }

  addRoute(app, {
    method: 'POST',
    url: '/api/password-reset',
    summary: 'Asks for a password reset link by email; answers the same whether or not the address has an account',
    tag: 'Auth',
    access: 'public',
    body: { schema: resetRequestBody, encoding: 'json' },
    response: z.null(),
    failures: { 429: 'Too many requests from this address or for this email (with Retry-After)' },
    handler: async ({ request }) => {
      const parsed = resetRequestBody.safeParse(request.body ?? {});
      if (!parsed.success) throw validationFailed(toFieldErrors(parsed.error));
      const email = normaliseEmail(parsed.data.email);
      const [address, account] = await Promise.all([
        consumePoint(perIp, request.ip),
        consumePoint(perEmail, limiterKey(email)),
      ]);
      if (!address.allowed || !account.allowed) {
        const seconds = Math.max(address.secondsToWait, account.secondsToWait);
        throw tooManyRequests(`Too many password reset requests. ${tryAgainIn(seconds)}`, seconds);
      }
      const user = await findUserForLogin(db, email);
      if (user) {
        const token = await issueResetToken(db, user.id);
        if (!config.publicUrl && !warnedHost) {
          warnedHost = true;
          request.log.warn('PUBLIC_URL is not set: password reset links use the address the request came to');
        }
        const link = `${siteOrigin(request, config.publicUrl)}/admin/reset-password?token=${encodeURIComponent(token)}`;
        // Not awaited: how long the mail server takes must not tell whether the address has an account.
        deliver(request, user.email, link).catch((error: unknown) =>
          request.log.error({ err: { message: (error as Error).message } }, 'password reset email failed'),
        );
      }
      return ok(null, RESET_REQUESTED);
    },
  });

  addRoute(app, {
    method: 'POST',
    url: '/api/password-reset/confirm',
    summary: 'Sets a new password with the token of a reset link; ends every session of the account',
    tag: 'Auth',
    access: 'public',
    body: { schema: resetConfirmBody, encoding: 'json' },
    response: z.null(),
    failures: { 400: 'The link is not valid, used or expired' },
    handler: async ({ request }) => {
      const parsed = resetConfirmBody.safeParse(request.body ?? {});
      if (!parsed.success) throw validationFailed(toFieldErrors(parsed.error));
      const reset = await findResetToken(db, parsed.data.token);
      if (!reset) throw new HttpError(400, RESET_LINK_INVALID);
      const problem = passwordProblem(parsed.data.password, [reset.email, reset.fname, reset.lname]);
      if (problem) throw validationFailed({ password: [problem] });
      if (!(await resetPassword(db, reset, parsed.data.password))) throw new HttpError(400, RESET_LINK_INVALID);
      await writeAuditEntry(
        db,
        { userId: reset.id, label: personLabel(reset), ip: request.ip },
        { action: 'password reset', detail: 'through an emailed link' },
      );
      return ok(null, 'Your password has been reset. You can now sign in with it.');
    },
  });
}
