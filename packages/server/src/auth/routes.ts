import { setTimeout } from 'node:timers/promises';
import { toFieldErrors } from '@grain/contract/fields';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ok } from '../http/envelope.ts';
import { HttpError, validationFailed } from '../http/errors.ts';
import { addRoute } from '../http/route.ts';
import type { Viewer } from '../http/viewer.ts';
import { failureDelayMs } from './login-limiter.ts';
import { verifyPassword } from './passwords.ts';
import { issueToken, revokeToken } from './tokens.ts';
import { findUserForLogin, normaliseEmail } from './users.ts';

export const loginBody = z.object({
  email: z
    .string({ error: 'The email field is required.' })
    .trim()
    .min(1, 'The email field is required.')
    .pipe(z.email({ error: 'The email field must be a valid email address.' })),
  password: z.string({ error: 'The password field is required.' }).min(1, 'The password field is required.'),
});

export const publicUser = z.object({
  id: z.number(),
  fname: z.string(),
  lname: z.string(),
  email: z.string(),
  role: z.object({ name: z.string() }),
});

const toPublicUser = (user: Pick<Viewer, 'id' | 'fname' | 'lname' | 'email' | 'role'>) => ({
  id: user.id,
  fname: user.fname,
  lname: user.lname,
  email: user.email,
  role: { name: user.role.name },
});

export function registerAuthRoutes(app: FastifyInstance): void {
  const { db, config, loginLimiter } = app.grain;

  addRoute(app, {
    method: 'POST',
    url: '/api/login',
    summary: 'Sign in with email and password; returns an opaque bearer token',
    tag: 'Auth',
    access: 'public',
    body: { schema: loginBody, encoding: 'json' },
    response: z.object({ token: z.string(), user: publicUser }),
    alongside: { token: z.string(), user: publicUser },
    handler: async ({ request }) => {
      const parsed = loginBody.safeParse(request.body ?? {});
      if (!parsed.success) throw validationFailed(toFieldErrors(parsed.error));
      const email = normaliseEmail(parsed.data.email);
      const { attempts } = await loginLimiter.begin(email, request.ip);

      const user = await findUserForLogin(db, email);
      const valid = await verifyPassword(user?.password_hash, parsed.data.password);
      if (!user || !valid) {
        await setTimeout(failureDelayMs(attempts));
        throw new HttpError(401, 'Invalid email or password.');
      }
      await loginLimiter.succeeded(email, request.ip);
      const token = await issueToken(db, user.id, config.tokenTtlHours);
      const publicData = toPublicUser({ ...user, role: { name: user.role } });
      // The original client reads token and user at the top level; the envelope carries them too.
      return { ...ok({ token, user: publicData }, 'Login successful'), token, user: publicData };
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
