import { mayActAs, type StaffRole } from '@grain/contract/roles';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { issueToken } from '../auth/tokens.ts';
import { upsertUser } from '../auth/users.ts';
import { nowIso } from '../db/values.ts';
import { isStaffAccess, ROLE_REFUSALS, type RouteDefinition, routeCatalog } from '../http/route.ts';

/**
 * Every API route × every kind of caller: a visitor without a token, an expired token, the token
 * of a deactivated account, a signed-in account without an admin role (`staff`), and an author,
 * an editor and an administrator. A route a caller may not use answers 401 or 403 with its exact
 * message; one it may use answers anything else (404 for the ids that name nothing, 422 for the
 * empty bodies). The routes come from the app's own list, so a new route is covered the day it
 * is added.
 */
type Caller = 'no token' | 'expired token' | 'deactivated account' | 'staff' | StaffRole;
const CALLERS: Caller[] = ['no token', 'expired token', 'deactivated account', 'staff', 'author', 'editor', 'admin'];
const signedOut = new Set<Caller>(['no token', 'expired token', 'deactivated account']);

/** What the caller is answered by the route: 'allowed' or the refusal's status and message. */
function expected(route: RouteDefinition, caller: Caller): 'allowed' | { status: number; message: string } {
  if (route.access === 'public') return 'allowed';
  if (signedOut.has(caller)) return { status: 401, message: 'Unauthenticated.' };
  if (!isStaffAccess(route.access)) return 'allowed';
  return mayActAs(caller, route.access) ? 'allowed' : { status: 403, message: ROLE_REFUSALS[route.access] };
}

/** The route's URL with ids that name nothing and a token that opens nothing. */
const concreteUrl = (url: string) => url.replace(/:token\b/, 'no-such-token').replace(/:[A-Za-z]+/g, '987654');

describe('who may call each route', () => {
  let t: TestApp;
  const users = new Map<Caller, number>();

  /** A fresh token for each request: a route such as logout ends the session it is called with. */
  async function tokenOf(caller: Caller): Promise<string | undefined> {
    if (caller === 'no token') return undefined;
    if (caller === 'expired token') return issueToken(t.database.db, users.get('editor')!, -1);
    return issueToken(t.database.db, users.get(caller)!, 1);
  }

  beforeAll(async () => {
    t = await createTestApp();
    for (const role of ['author', 'editor', 'admin', 'staff'] as const) {
      const { id } = await upsertUser(t.database.db, {
        email: `${role}-access@grain.test`,
        password: `${role}-password-long`,
        fname: role,
        lname: 'Access',
        role,
      });
      users.set(role, id);
    }
    const { id } = await upsertUser(t.database.db, {
      email: 'gone@grain.test',
      password: 'gone-password-long',
      fname: 'Gone',
      lname: 'Access',
      role: 'admin',
    });
    await t.database.db.updateTable('users').set({ deactivated_at: nowIso() }).where('id', '=', id).execute();
    users.set('deactivated account', id);
  });
  afterAll(() => t.close());

  it('covers the whole API, every access level included', () => {
    const routes = routeCatalog.get(t.app) ?? [];
    expect(routes.length).toBeGreaterThan(150);
    const levels = new Set(routes.map((route) => route.access));
    expect([...levels].sort()).toEqual(['admin', 'author', 'editor', 'public', 'signed-in']);
  });

  it('answers each caller as its role allows, on every route', async () => {
    const routes = routeCatalog.get(t.app) ?? [];
    const wrong: string[] = [];
    for (const route of routes) {
      for (const caller of CALLERS) {
        const token = await tokenOf(caller);
        const withBody = route.method !== 'GET' && route.method !== 'DELETE';
        const response = await t.app.inject({
          method: route.method,
          url: concreteUrl(route.url),
          headers: token ? { authorization: `Bearer ${token}` } : {},
          ...(withBody ? { payload: {} } : {}),
        });
        const want = expected(route, caller);
        const label = `${route.method} ${route.url} (${route.access}) as ${caller}: ${response.statusCode}`;
        if (want === 'allowed') {
          if (response.statusCode === 401 || response.statusCode === 403 || response.statusCode >= 500)
            wrong.push(`${label}, expected to be let through: ${response.body.slice(0, 120)}`);
        } else if (response.statusCode !== want.status || response.json().message !== want.message) {
          wrong.push(`${label}, expected ${want.status} "${want.message}": ${response.body.slice(0, 120)}`);
        }
      }
    }
    expect(wrong).toEqual([]);
  }, 240_000);

  it('gives authors the draft routes and keeps publishing, deleting, messages, users and settings from them', () => {
    const routes = routeCatalog.get(t.app) ?? [];
    const accessOf = (method: string, url: string) =>
      routes.find((route) => route.method === method && route.url === url)?.access;
    expect(accessOf('PUT', '/api/editorial/services/records/:id/draft')).toBe('author');
    expect(accessOf('POST', '/api/editorial/services/drafts')).toBe('author');
    expect(accessOf('POST', '/api/editorial/revisions/:revisionId/restore')).toBe('author');
    expect(accessOf('POST', '/api/editorial/drafts/:draftId/publish')).toBe('editor');
    expect(accessOf('PUT', '/api/services/:id')).toBe('editor');
    expect(accessOf('DELETE', '/api/services/:id')).toBe('editor');
    expect(accessOf('GET', '/api/contact-messages')).toBe('editor');
    expect(accessOf('POST', '/api/editorial/trash/:id/restore')).toBe('editor');
    expect(accessOf('GET', '/api/users')).toBe('admin');
    expect(accessOf('PUT', '/api/site-settings')).toBe('admin');
  });
});
