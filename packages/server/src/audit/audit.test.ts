import type { AuditEntry } from '@grain/contract/audit';
import { defaultSiteSettings } from '@grain/contract/site-settings';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pngPart } from '../../test/catalogue-fixtures.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { multipart } from '../../test/multipart.ts';
import { issueToken } from '../auth/tokens.ts';
import { upsertUser } from '../auth/users.ts';
import { routeCatalog } from '../http/route.ts';
import { deleteOldAuditEntries } from './audit-store.ts';

/** The audit log: what it records, with whom and which fields, and that it commits with the change. */
describe('the audit log', () => {
  let t: TestApp;
  let adminId: number;
  const ip = '203.0.113.9';

  beforeAll(async () => {
    t = await createTestApp();
    adminId = (
      await t.database.db
        .selectFrom('users')
        .select('id')
        .where('email', '=', 'admin@grain.test')
        .executeTakeFirstOrThrow()
    ).id;
  });
  afterAll(() => t.close());

  const entries = async (query = '') =>
    (await t.asAdmin({ method: 'GET', url: `/api/audit?per_page=100${query}` })).json().data.data as AuditEntry[];
  const latest = async (query = '') => (await entries(query))[0];
  const asAdminFrom = (options: Parameters<TestApp['asAdmin']>[0]) => t.asAdmin({ ...options, remoteAddress: ip });

  it('records a content create, update and delete with who, where, which record and which fields', async () => {
    const created = await asAdminFrom({
      method: 'POST',
      url: '/api/faqs',
      payload: { question: 'Do you oil the oak?', answer: 'Twice.' },
    });
    const id = created.json().data.id as number;
    expect(await latest(`&entity=faqs&entity_id=${id}`)).toMatchObject({
      action: 'create',
      user_id: adminId,
      actor: 'Ada Admin <admin@grain.test>',
      ip_address: ip,
      entity: 'faqs',
      entity_id: id,
      entity_label: 'Do you oil the oak?',
      fields: expect.arrayContaining(['question', 'answer']),
    });

    await asAdminFrom({ method: 'PUT', url: `/api/faqs/${id}`, payload: { answer: 'Three times.' } });
    expect(await latest(`&entity=faqs&entity_id=${id}`)).toMatchObject({ action: 'update', fields: ['answer'] });

    // A save that changes nothing is not an event.
    const before = (await entries(`&entity=faqs&entity_id=${id}`)).length;
    await asAdminFrom({ method: 'PUT', url: `/api/faqs/${id}`, payload: { answer: 'Three times.' } });
    expect(await entries(`&entity=faqs&entity_id=${id}`)).toHaveLength(before);

    await asAdminFrom({ method: 'DELETE', url: `/api/faqs/${id}` });
    expect(await latest(`&entity=faqs&entity_id=${id}`)).toMatchObject({
      action: 'delete',
      entity_label: 'Do you oil the oak?',
    });

    const [trashed] = (await t.asAdmin({ method: 'GET', url: '/api/editorial/trash' })).json().data.data;
    await asAdminFrom({ method: 'POST', url: `/api/editorial/trash/${trashed.id}/restore` });
    expect(await latest(`&entity=faqs&entity_id=${id}`)).toMatchObject({ action: 'restore' });
  });

  it('names a publish of a draft as such', async () => {
    const { id } = (
      await t.asAdmin({ method: 'POST', url: '/api/faqs', payload: { question: 'Walnut?', answer: 'Yes.' } })
    ).json().data;
    const draft = await t.asAdmin({
      method: 'PUT',
      url: `/api/editorial/faqs/records/${id}/draft`,
      payload: { answer: 'Yes, American walnut.' },
    });
    const draftId = draft.json().data.id;
    const published = await t.asAdmin({ method: 'POST', url: `/api/editorial/drafts/${draftId}/publish`, payload: {} });
    expect(published.statusCode).toBe(200);
    expect(await latest(`&entity=faqs&entity_id=${id}`)).toMatchObject({ action: 'publish', fields: ['answer'] });
  });

  it('records a picture uploaded into a draft, though the draft itself is not a live change', async () => {
    const { id } = (
      await t.asAdmin({ method: 'POST', url: '/api/banners', payload: { title: 'Oak and light' } })
    ).json().data;
    const saved = await asAdminFrom({
      method: 'PUT',
      url: `/api/editorial/banners/records/${id}/draft`,
      ...multipart({ headline_img: await pngPart('hero.png') }),
    });
    expect(saved.statusCode).toBe(200);
    expect(await latest(`&entity=banners&entity_id=${id}`)).toMatchObject({
      action: 'upload',
      ip_address: ip,
      detail: '1 file(s) into a draft',
    });
  });

  it('records sign-ins, failed ones with their reason, and sign-outs', async () => {
    const signIn = (email: string, password: string) =>
      t.app.inject({ method: 'POST', url: '/api/login', payload: { email, password }, remoteAddress: ip });
    await signIn('admin@grain.test', 'not the password');
    expect(await latest('&action=sign-in failed')).toMatchObject({
      user_id: adminId,
      detail: 'wrong password',
      ip_address: ip,
    });
    await signIn('nobody@grain.test', 'whatever');
    expect(await latest('&action=sign-in failed')).toMatchObject({
      user_id: null,
      actor: 'nobody@grain.test',
      detail: 'no such account',
    });
    const { token } = (await signIn('admin@grain.test', 'admin-password')).json();
    expect(await latest('&action=sign-in')).toMatchObject({ user_id: adminId, ip_address: ip });
    await t.app.inject({ method: 'POST', url: '/api/logout', headers: { authorization: `Bearer ${token}` } });
    expect(await latest(`&user_id=${adminId}`)).toMatchObject({ action: 'sign-out' });
  });

  it('records role changes and deactivations, from which role to which', async () => {
    const { id } = await upsertUser(t.database.db, {
      email: 'carver@grain.test',
      password: 'a long carving password',
      fname: 'Cara',
      lname: 'Carver',
      role: 'author',
    });
    await t.asAdmin({ method: 'PATCH', url: `/api/users/${id}`, payload: { role: 'editor', active: false } });
    const about = await entries(`&entity=users&entity_id=${id}`);
    expect(about.map((entry) => [entry.action, entry.detail])).toEqual([
      ['deactivated', null],
      ['role changed', 'author → editor'],
    ]);
  });

  it('records a site settings save with the settings that changed, and a CSV import with its counts', async () => {
    const { logo: _l, favicon: _f, share_image: _s, ...editable } = defaultSiteSettings;
    const saved = await asAdminFrom({
      method: 'PUT',
      url: '/api/site-settings',
      payload: { ...editable, site_name: 'Grain & Sons' },
    });
    expect(saved.statusCode).toBe(200);
    expect(await latest('&entity=site_settings')).toMatchObject({ action: 'update', fields: ['site_name'] });

    const csv = [
      'sku,name,category,price,sale_price,stock_quantity,is_active,is_featured,customized,sort_order,short_description,description,image,gallery,specifications,features',
      'AUD-1,Audited stool,Stools,120,,3,1,0,0,1,Short,Long,,,,',
    ].join('\n');
    const imported = await asAdminFrom({
      method: 'POST',
      url: '/api/products/import?create_categories=1',
      ...multipart({ file: { filename: 'products.csv', contentType: 'text/csv', content: Buffer.from(csv) } }),
    });
    expect(imported.json()).toMatchObject({ data: { created: 1 } });
    expect(await latest('&action=import')).toMatchObject({
      entity: 'products',
      ip_address: ip,
      detail: 'CSV: 1 created, 0 updated, 1 new categories',
    });
  });

  it('never lets a change happen without its entry', async () => {
    const count = async () =>
      Number((await sql<{ count: number }>`select count(*) as count from faqs`.execute(t.database.db)).rows[0].count);
    const before = await count();
    await sql`alter table audit_log rename to audit_log_away`.execute(t.database.db);
    try {
      const refused = await t.asAdmin({
        method: 'POST',
        url: '/api/faqs',
        payload: { question: 'Written without a trace?', answer: 'No.' },
      });
      expect(refused.statusCode).toBe(500);
      expect(refused.json()).toEqual({
        success: false,
        message: 'Something went wrong on our side. Please try again later.',
      });
    } finally {
      await sql`alter table audit_log_away rename to audit_log`.execute(t.database.db);
    }
    expect(await count()).toBe(before);
  });

  it('is append-only: no route changes an entry, and the database refuses an update', async () => {
    const routes = (routeCatalog.get(t.app) ?? []).filter((route) => route.url.startsWith('/api/audit'));
    expect(routes.map((route) => route.method)).toEqual(['GET', 'GET']);
    await expect(
      t.database.db.updateTable('audit_log').set({ action: 'tampered' }).where('id', '>', 0).execute(),
    ).rejects.toThrow(/audit log entries are never changed/);
  });

  it('filters by person, action, record and dates, and exports the same as CSV', async () => {
    const editor = await upsertUser(t.database.db, {
      email: 'filter@grain.test',
      password: 'a long filtering password',
      fname: 'Fil',
      lname: 'Ter',
      role: 'editor',
    });
    const token = await issueToken(t.database.db, editor.id, 1);
    await t.app.inject({
      method: 'POST',
      url: '/api/faqs',
      payload: { question: '=HYPERLINK("x")', answer: 'A formula-looking question.' },
      headers: { authorization: `Bearer ${token}` },
    });
    const mine = await entries(`&user_id=${editor.id}`);
    expect(mine.map((entry) => entry.action)).toEqual(['create']);
    const today = new Date().toISOString().slice(0, 10);
    expect(await entries(`&user_id=${editor.id}&from=${today}&to=${today}`)).toHaveLength(1);
    expect(await entries(`&user_id=${editor.id}&to=2000-01-01`)).toHaveLength(0);
    const bad = await t.asAdmin({ method: 'GET', url: '/api/audit?from=yesterday' });
    expect(bad.statusCode).toBe(422);

    const csv = await t.asAdmin({ method: 'GET', url: `/api/audit/export.csv?user_id=${editor.id}` });
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\n');
    expect(lines[0]).toBe('when,who,ip_address,action,record_type,record_id,record,fields,detail');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain('Fil Ter <filter@grain.test>');
    // A cell that starts like a formula is defused.
    expect(lines[1]).toContain(`"'=HYPERLINK(""x"")"`);
  });

  it('keeps entries for the retention period only', async () => {
    const total = async () => (await t.asAdmin({ method: 'GET', url: '/api/audit?per_page=1' })).json().data.total;
    const before = await total();
    expect(before).toBeGreaterThan(0);
    await deleteOldAuditEntries(t.database.db, 365, Date.now() + 364 * 86_400_000);
    expect(await total()).toBe(before);
    await deleteOldAuditEntries(t.database.db, 365, Date.now() + 366 * 86_400_000);
    expect(await total()).toBe(0);
  });
});
