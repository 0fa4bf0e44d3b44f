import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ok } from './envelope.ts';
import { installErrorHandler } from './error-handler.ts';
import { addRoute } from './route.ts';
import { setViewerResolver, type Viewer } from './viewer.ts';

const admin: Viewer = {
  id: 1,
  fname: 'Ada',
  lname: 'Admin',
  email: 'ada@grain.test',
  role: { name: 'admin' },
  isAdmin: true,
  isStaff: true,
  token: 'admin-token',
  sessionId: 1,
  twoFactorEnabled: false,
};

describe('the route wrapper and the viewer resolver', () => {
  let app: FastifyInstance;
  afterEach(() => app.close());

  const adminRoute = (target: FastifyInstance) =>
    addRoute(target, {
      method: 'GET',
      url: '/api/secret',
      summary: 'Secret',
      tag: 'Test',
      access: 'admin',
      response: z.object({ email: z.string() }),
      handler: async ({ viewer }) => ok({ email: viewer?.email }),
    });

  it('asks the resolver set on the root, also for routes of a plugin context', async () => {
    app = Fastify();
    installErrorHandler(app);
    setViewerResolver(app, async (request) => (request.headers.authorization === 'Bearer admin-token' ? admin : null));
    await app.register(async (child) => adminRoute(child));

    const allowed = await app.inject({ url: '/api/secret', headers: { authorization: 'Bearer admin-token' } });
    expect(allowed.json()).toEqual({ success: true, data: { email: 'ada@grain.test' } });
    const refused = await app.inject({ url: '/api/secret' });
    expect(refused.statusCode).toBe(401);
  });

  it('treats every request as a visitor when no resolver is set', async () => {
    app = Fastify();
    installErrorHandler(app);
    adminRoute(app);
    const response = await app.inject({ url: '/api/secret', headers: { authorization: 'Bearer admin-token' } });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ success: false, message: 'Unauthenticated.' });
  });
});
