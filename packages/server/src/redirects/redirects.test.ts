import fs from 'node:fs/promises';
import path from 'node:path';
import type { AuditEntry } from '@grain/contract/audit';
import type { NotFoundEntry, Redirect } from '@grain/contract/redirects';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { hashSource, STAND_IN_SCRIPT, type StandInWebBuild, writeStandInWebBuild } from '../../test/web-build.ts';
import { issueToken } from '../auth/tokens.ts';
import { upsertUser } from '../auth/users.ts';
import { configFromEnv } from '../config.ts';
import { nowIso } from '../db/values.ts';
import { NotFoundLog } from './not-found-log.ts';
import { addNotFoundHits, deleteOldNotFoundEntries } from './redirect-store.ts';

/**
 * Redirects and the 404 log (issue 48, part 3) on a stand-in web build whose renderer answers
 * every page 200, except those under /gone (404), and counts its renders.
 */
const renders = () => (globalThis as { redirectTestRenders?: number }).redirectTestRenders ?? 0;

async function standInBuild(): Promise<StandInWebBuild> {
  const build = await writeStandInWebBuild({
    page: '',
    files: { 'assets/app-1a2b3c.js': 'console.log(1);', 'favicon.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>' },
  });
  const rendered = {
    kind: 'page',
    inlineSources: { 'script-src': hashSource(STAND_IN_SCRIPT), 'style-src': hashSource('main{}') },
    missingData: [],
  };
  await fs.writeFile(
    path.join(build.dir, 'server', 'entry-server.js'),
    [
      "export const PAGE_STATE_PREFIX = '/_state';",
      "const escape = (text) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;');",
      'export const createDocumentRenderer = async () => async ({ url }) => {',
      '  globalThis.redirectTestRenders = (globalThis.redirectTestRenders ?? 0) + 1;',
      "  const status = url.startsWith('/gone') ? 404 : 200;",
      `  return { ...${JSON.stringify(rendered)}, status, html: Buffer.from('<main>page ' + escape(url) + '</main>'), state: JSON.stringify({ url }) };`,
      '};',
      'export const clientOnlyPage = (template) => template;',
    ].join('\n'),
  );
  return build;
}

describe('redirects and the 404 log', () => {
  let build: StandInWebBuild;
  let t: TestApp;
  let editorToken: string;

  beforeAll(async () => {
    build = await standInBuild();
    t = await createTestApp({ webDistDir: build.dir });
    const editor = await upsertUser(t.database.db, {
      email: 'editor-redirects@grain.test',
      password: 'an editor password',
      fname: 'Eddie',
      lname: 'Editor',
      role: 'editor',
    });
    editorToken = await issueToken(t.database.db, editor.id, 1);
  });
  afterAll(async () => {
    await t.close();
    await build.remove();
  });

  const asEditor = (options: InjectOptions) =>
    t.app.inject({ ...options, headers: { ...options.headers, authorization: `Bearer ${editorToken}` } });
  const create = (payload: Record<string, unknown>) => asEditor({ method: 'POST', url: '/api/redirects', payload });
  const created = async (payload: Record<string, unknown>) => {
    const response = await create(payload);
    expect(response.statusCode, response.body).toBe(201);
    return response.json().data as Redirect;
  };
  const visit = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });
  const notFoundLog = async () =>
    (await asEditor({ method: 'GET', url: '/api/redirects/not-found?per_page=100' })).json().data
      .data as NotFoundEntry[];
  const auditOf = async (id: number) =>
    (await t.asAdmin({ method: 'GET', url: `/api/audit?entity=redirects&entity_id=${id}` })).json().data
      .data as AuditEntry[];

  describe('the API', () => {
    it('creates, lists, reads, replaces and deletes a redirect, audited, for editors', async () => {
      const redirect = await created({ from: '/old-workshop/', to: '/about', status: 302 });
      expect(redirect).toMatchObject({ from: '/old-workshop', to: '/about', status: 302 });

      const list = (await asEditor({ method: 'GET', url: '/api/redirects?q=WORKSHOP' })).json().data;
      expect(list.data.map((each: Redirect) => each.from)).toEqual(['/old-workshop']);
      expect((await asEditor({ method: 'GET', url: `/api/redirects/${redirect.id}` })).json().data).toEqual(redirect);

      const replaced = await asEditor({
        method: 'PUT',
        url: `/api/redirects/${redirect.id}`,
        payload: { from: '/old-workshop', to: 'https://example.com/workshop' },
      });
      expect(replaced.statusCode).toBe(200);
      expect(replaced.json().data).toMatchObject({ to: 'https://example.com/workshop', status: 301 });

      const removed = await asEditor({ method: 'DELETE', url: `/api/redirects/${redirect.id}` });
      expect(removed.statusCode).toBe(200);
      expect((await asEditor({ method: 'GET', url: `/api/redirects/${redirect.id}` })).statusCode).toBe(404);

      expect((await auditOf(redirect.id)).map((entry) => [entry.action, entry.actor, entry.fields])).toEqual([
        ['delete', 'Eddie Editor <editor-redirects@grain.test>', []],
        ['update', 'Eddie Editor <editor-redirects@grain.test>', ['to', 'status']],
        ['create', 'Eddie Editor <editor-redirects@grain.test>', ['from', 'to', 'status']],
      ]);
      expect((await auditOf(redirect.id))[2].entity_label).toBe('/old-workshop → /about');
    });

    it('keeps redirects from authors and visitors', async () => {
      expect((await t.app.inject({ method: 'GET', url: '/api/redirects' })).statusCode).toBe(401);
      expect(
        (await t.app.inject({ method: 'POST', url: '/api/redirects', payload: { from: '/a', to: '/b' } })).statusCode,
      ).toBe(401);
    });

    it.each([
      [{ from: '', to: '/b' }, 'from', 'The from path is required.'],
      [{ from: 'old-page', to: '/b' }, 'from', 'The from path must start with /, like /old-page.'],
      [
        { from: '//evil.example/x', to: '/b' },
        'from',
        'The from path is a path of this site, like /old-page, not an address.',
      ],
      [
        { from: '/old?page=2', to: '/b' },
        'from',
        'The from path cannot carry a query string (?) or a fragment (#): a redirect matches the path alone and passes the query string on.',
      ],
      [{ from: '/old page', to: '/b' }, 'from', 'The from path cannot contain spaces.'],
      [{ from: `/${'x'.repeat(300)}`, to: '/b' }, 'from', 'The from path may be at most 300 characters.'],
      [{ from: '/api', to: '/b' }, 'from', "Paths under /api are the API's and cannot be redirected."],
      [{ from: '/api/products/', to: '/b' }, 'from', "Paths under /api are the API's and cannot be redirected."],
      [{ from: '/admin/blogs', to: '/b' }, 'from', "Paths under /admin are the admin area's and cannot be redirected."],
      [
        { from: '/storage/blogs/a.jpg', to: '/b' },
        'from',
        "Paths under /storage are the uploaded files' and cannot be redirected.",
      ],
      [
        { from: '/assets/app.js', to: '/b' },
        'from',
        "Paths under /assets are the site's built files' and cannot be redirected.",
      ],
      [
        { from: '/_state/blog', to: '/b' },
        'from',
        "Paths under /_state are the pages' state and cannot be redirected.",
      ],
      [{ from: '/robots.txt', to: '/b' }, 'from', '/robots.txt is served by the site itself and cannot be redirected.'],
      [{ from: '/a', to: '' }, 'to', 'The target is required.'],
      [
        { from: '/a', to: 'example.com/b' },
        'to',
        'The target must be a path of this site (starting with /) or a full http:// or https:// address.',
      ],
      [
        { from: '/a', to: 'javascript:alert(1)' },
        'to',
        'The target must be a path of this site (starting with /) or a full http:// or https:// address.',
      ],
      [
        { from: '/a', to: '//evil.example/b' },
        'to',
        'The target must be a path of this site (starting with /) or a full http:// or https:// address.',
      ],
      [
        { from: '/a', to: '/\\evil.example/b' },
        'to',
        'The target must be a path of this site (starting with /) or a full http:// or https:// address.',
      ],
      [{ from: '/a', to: '/a/' }, 'to', 'The target is the from path itself: the redirect would loop.'],
      [{ from: '/a', to: '/a?x=1#top' }, 'to', 'The target is the from path itself: the redirect would loop.'],
      [{ from: '/a', to: 'http://localhost/a' }, 'to', 'The target is the from path itself: the redirect would loop.'],
      [{ from: '/a', to: '/b', status: 307 }, 'status', 'The status must be 301 (permanent) or 302 (temporary).'],
    ])('refuses %j with 422 and the message on %s', async (payload, field, message) => {
      const response = await create(payload);
      expect(response.statusCode).toBe(422);
      expect(response.json().errors[field]).toEqual([message]);
    });

    it('refuses a from that is taken, loops and chains of two hops, naming the other redirect', async () => {
      await created({ from: '/chain-a', to: '/chain-b' });

      const duplicate = await create({ from: '/chain-a/', to: '/elsewhere' });
      expect(duplicate.statusCode).toBe(422);
      expect(duplicate.json().errors.from).toEqual(['/chain-a is redirected already: edit that redirect instead.']);

      const loop = await create({ from: '/chain-b', to: '/chain-a' });
      expect(loop.statusCode).toBe(422);
      expect(loop.json().errors).toEqual({
        to: ['This would make a loop with the redirect /chain-a → /chain-b: a visitor would go round for ever.'],
      });

      // The target of the new one is the source of another: two hops.
      const onward = await create({ from: '/chain-0', to: '/chain-a' });
      expect(onward.statusCode).toBe(422);
      expect(onward.json().errors).toEqual({
        to: [
          'The target is redirected itself (/chain-a → /chain-b): point this redirect at /chain-b, so that visitors take one hop.',
        ],
      });

      // The source of the new one is the target of another: two hops too.
      const leading = await create({ from: '/chain-b', to: '/chain-c' });
      expect(leading.statusCode).toBe(422);
      expect(leading.json().errors).toEqual({
        from: [
          'The redirect /chain-a → /chain-b leads to this path: visitors would be redirected twice. Point that redirect at the new target instead.',
        ],
      });

      // A replacement is checked the same way, and does not count against itself.
      const other = await created({ from: '/chain-x', to: '/chain-y' });
      const chained = await asEditor({
        method: 'PUT',
        url: `/api/redirects/${other.id}`,
        payload: { from: '/chain-x', to: '/chain-a' },
      });
      expect(chained.statusCode).toBe(422);
      const same = await asEditor({
        method: 'PUT',
        url: `/api/redirects/${other.id}`,
        payload: { from: '/chain-x', to: '/chain-y', status: 302 },
      });
      expect(same.statusCode).toBe(200);
    });
  });

  describe('the page route', () => {
    it('answers a redirected path with its status and Location before rendering, the query string kept', async () => {
      await created({ from: '/summer-sale', to: '/products?category=3', status: 302 });
      await created({ from: '/about-us', to: '/about#team' });
      await created({ from: '/shop', to: 'https://shop.example.com/oak?ref=grain' });

      const before = renders();
      const sale = await visit('/summer-sale/?utm_source=mail&utm_medium=news');
      expect(sale.statusCode).toBe(302);
      expect(sale.headers.location).toBe('/products?category=3&utm_source=mail&utm_medium=news');
      expect(sale.headers['cache-control']).toBe('no-store');

      const about = await visit('/about-us?from=footer');
      expect(about.statusCode).toBe(301);
      expect(about.headers.location).toBe('/about?from=footer#team');
      expect(about.headers['cache-control']).toBe('public, max-age=3600');

      expect((await visit('/shop')).headers.location).toBe('https://shop.example.com/oak?ref=grain');
      const head = await t.app.inject({ method: 'HEAD', url: '/shop?x=1' });
      expect(head.statusCode).toBe(301);
      expect(head.headers.location).toBe('https://shop.example.com/oak?ref=grain&x=1');
      expect(renders()).toBe(before);

      // Letter case counts; a path under it is another path.
      expect((await visit('/Summer-Sale')).statusCode).toBe(200);
      expect((await visit('/summer-sale/more')).statusCode).toBe(200);
    });

    it('lets a redirect win over a page at the same path, cached or not', async () => {
      const page = await visit('/team');
      expect(page.statusCode).toBe(200);
      expect((await visit('/team')).statusCode).toBe(200);
      await created({ from: '/team', to: '/about' });
      const redirected = await visit('/team');
      expect(redirected.statusCode).toBe(301);
      expect(redirected.headers.location).toBe('/about');
    });

    it('matches a path with escapes as it reads', async () => {
      await created({ from: '/blog/café-tables', to: '/blog' });
      const response = await visit('/blog/caf%C3%A9-tables');
      expect(response.statusCode).toBe(301);
      expect(response.headers.location).toBe('/blog');
      const encodedTarget = await created({ from: '/menu', to: '/blog/ébéniste' });
      expect(encodedTarget.to).toBe('/blog/ébéniste');
      expect((await visit('/menu')).headers.location).toBe('/blog/%C3%A9b%C3%A9niste');
    });

    it('follows a change at once, without a restart: a new target, a delete, another instance’s write', async () => {
      const redirect = await created({ from: '/moving', to: '/first' });
      expect((await visit('/moving')).headers.location).toBe('/first');
      await asEditor({
        method: 'PUT',
        url: `/api/redirects/${redirect.id}`,
        payload: { from: '/moving', to: '/second' },
      });
      expect((await visit('/moving')).headers.location).toBe('/second');
      await asEditor({ method: 'DELETE', url: `/api/redirects/${redirect.id}` });
      expect((await visit('/moving')).statusCode).toBe(200);

      // Written by another instance: this one reads it once the content version moves on.
      await t.database.db
        .insertInto('redirects')
        .values({
          from_path: '/elsewhere',
          to_url: '/third',
          to_path: '/third',
          status: 301,
          created_at: nowIso(),
          updated_at: nowIso(),
        })
        .execute();
      await t.app.grain.contentVersion.bump();
      expect((await visit('/elsewhere')).headers.location).toBe('/third');
    });

    it('never redirects the API, the admin, stored files, built files or page state, whatever the table holds', async () => {
      const now = nowIso();
      const forced = [
        '/api/faqs',
        '/admin',
        '/admin/blogs',
        '/storage/a.txt',
        '/assets/app-1a2b3c.js',
        '/favicon.svg',
        '/_state/about',
      ];
      await t.database.db
        .insertInto('redirects')
        .values(
          forced.map((from) => ({
            from_path: from,
            to_url: '/about',
            to_path: '/about',
            status: 301,
            created_at: now,
            updated_at: now,
          })),
        )
        .execute();
      await t.app.grain.contentVersion.bump();
      for (const url of forced) {
        const response = await visit(url);
        expect(response.headers.location, url).toBeUndefined();
        expect(response.statusCode, url).not.toBe(301);
      }
      expect((await visit('/api/faqs')).json().success).toBe(true);
      expect((await visit('/favicon.svg')).body).toContain('<svg');
      await t.database.db.deleteFrom('redirects').where('from_path', 'in', forced).execute();
    });

    it('refuses a search holding a control character with 422', async () => {
      const response = await asEditor({ method: 'GET', url: '/api/redirects?q=%00' });
      expect(response.statusCode).toBe(422);
      expect(response.json().errors.q).toEqual(['The q field must not contain control characters.']);
    });

    it('tells the app where a page address is redirected, as the page route answers it', async () => {
      await created({ from: '/winter-sale', to: '/products?category=2#grid', status: 302 });
      await created({ from: '/old-shop', to: 'https://shop.example.com/?ref=grain' });
      const match = async (url: string) => {
        const response = await visit(`/api/redirects/match?url=${encodeURIComponent(url)}`);
        expect(response.statusCode, response.body).toBe(200);
        return response.json().data;
      };
      expect(await match('/winter-sale/?utm_source=mail')).toEqual({
        location: '/products?category=2&utm_source=mail#grid',
        status: 302,
      });
      expect(await match('/old-shop')).toEqual({ location: 'https://shop.example.com/?ref=grain', status: 301 });
      expect((await visit('/old-shop?x=1')).headers.location).toBe('https://shop.example.com/?ref=grain&x=1');
      expect(await match('/old-shop?x=1')).toEqual({
        location: 'https://shop.example.com/?ref=grain&x=1',
        status: 301,
      });
      expect(await match('/about')).toBeNull();

      const refused = await visit('/api/redirects/match?url=https%3A%2F%2Fevil.example');
      expect(refused.statusCode).toBe(422);
      expect(refused.json().errors.url).toEqual(['Must be a path of this site']);
      expect((await visit('/api/redirects/match')).statusCode).toBe(422);
    });
  });

  describe('the 404 log', () => {
    it('counts the 404s of pages per path, with the last referrer and first and last seen', async () => {
      const started = nowIso();
      await visit('/gone/oak-chair', { referer: 'https://search.example/?q=oak+chair' });
      await visit('/gone/oak-chair/');
      await visit('/gone/oak-chair?utm=1', { referer: 'https://blog.example/post' });
      await visit('/gone/walnut');
      // Not pages, or not logged: the API, built files, page state, paths over 300 characters.
      await visit('/api/nothing-here');
      await visit('/assets/missing.js');
      await visit('/_state/gone/state-only');
      await visit(`/gone/${'x'.repeat(300)}`);
      // A page that is found is not logged.
      await visit('/about');

      const entries = await notFoundLog();
      expect(entries.map((entry) => [entry.path, entry.hits, entry.referrer])).toEqual([
        ['/gone/oak-chair', 3, 'https://blog.example/post'],
        ['/gone/walnut', 1, null],
      ]);
      const [chair] = entries;
      expect(chair.first_seen >= started).toBe(true);
      expect(chair.last_seen >= chair.first_seen).toBe(true);

      // Later hits add up to the same row.
      await visit('/gone/walnut');
      await visit('/gone/walnut');
      await visit('/gone/walnut', { referer: `https://long.example/${'r'.repeat(600)}` });
      const walnut = (await notFoundLog()).find((entry) => entry.path === '/gone/walnut');
      expect(walnut?.hits).toBe(4);
      expect(walnut?.referrer).toHaveLength(500);
      expect((await notFoundLog())[0].path).toBe('/gone/walnut');
    });

    it('turns a path into a redirect, which takes it off the log, and lets an editor dismiss one', async () => {
      await visit('/gone/old-table');
      await visit('/gone/dismiss-me');
      const entry = (await notFoundLog()).find((each) => each.path === '/gone/old-table');
      expect(entry).toBeDefined();
      await created({ from: entry!.path, to: '/products' });
      expect((await notFoundLog()).map((each) => each.path)).not.toContain('/gone/old-table');
      expect((await visit('/gone/old-table')).headers.location).toBe('/products');

      const dismissed = (await notFoundLog()).find((each) => each.path === '/gone/dismiss-me')!;
      expect((await asEditor({ method: 'DELETE', url: `/api/redirects/not-found/${dismissed.id}` })).statusCode).toBe(
        200,
      );
      expect((await notFoundLog()).map((each) => each.path)).not.toContain('/gone/dismiss-me');
      expect((await asEditor({ method: 'DELETE', url: `/api/redirects/not-found/${dismissed.id}` })).statusCode).toBe(
        404,
      );
    });

    it('pages the log by hits, most first', async () => {
      const base = Date.parse('2030-01-01T00:00:00.000Z');
      await addNotFoundHits(
        t.database.db,
        Array.from({ length: 5 }, (_, index) => ({
          path: `/paged/${index}`,
          hits: 1000 + index,
          first_seen: new Date(base).toISOString(),
          last_seen: new Date(base).toISOString(),
          referrer: null,
        })),
      );
      const first = (await asEditor({ method: 'GET', url: '/api/redirects/not-found?per_page=2' })).json().data;
      const second = (await asEditor({ method: 'GET', url: '/api/redirects/not-found?per_page=2&page=2' })).json().data;
      expect(first.data.map((entry: NotFoundEntry) => entry.path)).toEqual(['/paged/4', '/paged/3']);
      expect(second.data.map((entry: NotFoundEntry) => entry.path)).toEqual(['/paged/2', '/paged/1']);
      expect(first.total).toBeGreaterThanOrEqual(5);
      await t.database.db.deleteFrom('not_found_log').where('path', 'like', '/paged/%').execute();
    });

    it('counts in memory and writes each path once with its count, first and last seen', async () => {
      const log = new NotFoundLog(t.database.db, t.app.log);
      log.record('/batched', null, '2031-01-01T00:00:00.000Z');
      log.record('/batched', 'https://a.example/', '2031-01-01T00:00:05.000Z');
      log.record('/batched', null, '2031-01-01T00:00:09.000Z');
      await log.flush();
      log.record('/batched', null, '2031-01-02T00:00:00.000Z');
      await log.flush();
      const row = await t.database.db
        .selectFrom('not_found_log')
        .selectAll()
        .where('path', '=', '/batched')
        .executeTakeFirstOrThrow();
      expect(Number(row.hits)).toBe(4);
      expect(new Date(row.first_seen).toISOString()).toBe('2031-01-01T00:00:00.000Z');
      expect(new Date(row.last_seen).toISOString()).toBe('2031-01-02T00:00:00.000Z');
      expect(row.referrer).toBe('https://a.example/');

      // A storm of made-up paths is bounded: new paths wait at most 1,000 at a time.
      const storm = new NotFoundLog(t.database.db, t.app.log);
      for (let index = 0; index < 1500; index += 1) storm.record(`/storm/${index}`, null);
      storm.record('/storm/0', null);
      await storm.flush();
      const stormRows = await t.database.db
        .selectFrom('not_found_log')
        .select(['path', 'hits'])
        .where('path', 'like', '/storm/%')
        .execute();
      expect(stormRows).toHaveLength(1000);
      expect(Number(stormRows.find((each) => each.path === '/storm/0')?.hits)).toBe(2);
      await t.database.db.deleteFrom('not_found_log').where('path', 'like', '/storm/%').execute();
    });

    it('forgets paths not seen for NOT_FOUND_LOG_DAYS (90 by default)', async () => {
      expect(configFromEnv({}).notFoundLogDays).toBe(90);
      expect(configFromEnv({ NOT_FOUND_LOG_DAYS: '30' }).notFoundLogDays).toBe(30);
      const day = 86_400_000;
      const now = Date.parse('2032-06-01T00:00:00.000Z');
      const at = (daysAgo: number) => new Date(now - daysAgo * day).toISOString();
      await addNotFoundHits(t.database.db, [
        { path: '/prune/old', hits: 50, first_seen: at(200), last_seen: at(91), referrer: null },
        { path: '/prune/recent', hits: 1, first_seen: at(200), last_seen: at(89), referrer: null },
      ]);
      await deleteOldNotFoundEntries(t.database.db, 90, now);
      const left = await t.database.db
        .selectFrom('not_found_log')
        .select('path')
        .where('path', 'like', '/prune/%')
        .execute();
      expect(left.map((row) => row.path)).toEqual(['/prune/recent']);
    });
  });

  it('writes the hits counted so far as the server stops', async () => {
    const other = await createTestApp({ webDistDir: build.dir });
    try {
      expect((await other.app.inject({ method: 'GET', url: '/gone/at-shutdown' })).statusCode).toBe(404);
      const before = await other.database.db.selectFrom('not_found_log').selectAll().execute();
      expect(before).toEqual([]);
      await other.app.close();
      const after = await other.database.db.selectFrom('not_found_log').select(['path', 'hits']).execute();
      expect(after.map((row) => [row.path, Number(row.hits)])).toEqual([['/gone/at-shutdown', 1]]);
    } finally {
      // Closes the app (already closed: nothing to do) and drops its database.
      await other.close();
    }
  });
});
