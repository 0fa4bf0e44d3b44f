import { defaultSiteSettings, type SiteSettingsInput } from '@grain/contract/site-settings';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { filesIn, pngPart, storedFileExists } from '../../test/catalogue-fixtures.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { deleteMediaItemAt, noTraces, storedTraces } from '../../test/media.ts';
import { multipart } from '../../test/multipart.ts';
import { type StandInWebBuild, writeStandInWebBuild } from '../../test/web-build.ts';

const input = (overrides: Partial<SiteSettingsInput> = {}): SiteSettingsInput => {
  const { logo: _l, favicon: _f, share_image: _s, ...editable } = defaultSiteSettings;
  return { ...editable, ...overrides };
};

describe('site settings', () => {
  let t: TestApp;
  let build: StandInWebBuild;

  beforeAll(async () => {
    build = await writeStandInWebBuild({ page: '<p>page</p>' });
    t = await createTestApp({ webDistDir: build.dir });
  });
  afterAll(async () => {
    await t.close();
    await build.remove();
  });

  const put = (body: unknown) => t.asAdmin({ method: 'PUT', url: '/api/site-settings', payload: body as object });
  const policyOf = async (url = '/') =>
    String((await t.app.inject({ method: 'GET', url })).headers['content-security-policy']);

  it("answers today's texts before the owner edits anything", async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/site-settings' });
    expect(response.statusCode).toBe(200);
    const data = response.json().data;
    expect(data.site_name).toBe('Grain');
    expect(data.social_links.map((link: { network: string }) => link.network)).toEqual([
      'facebook',
      'instagram',
      'pinterest',
      'youtube',
    ]);
    expect(data.menu.map((entry: { label: string }) => entry.label)).toEqual([
      'Home',
      'Pages',
      'Project',
      'Products',
      'Blog',
      'Contact',
    ]);
    expect(data.analytics).toEqual({ provider: 'none' });
    expect(data.logo).toBeNull();
    // The admin's fields stay out of the public answer.
    expect(data.social_links_by_network).toBeUndefined();
  });

  it('refuses a save without an admin token', async () => {
    const response = await t.app.inject({ method: 'PUT', url: '/api/site-settings', payload: input() });
    expect(response.statusCode).toBe(401);
  });

  it('refuses invalid values field by field, and keeps the stored ones', async () => {
    const response = await put({
      ...input({ site_name: ' ', email: 'nope', phone: 'call me' }),
      social_links: { ...defaultSiteSettings.social_links, linkedin: 'javascript:alert(1)' },
      analytics: { provider: 'ga4', measurement_id: 'UA-1234-5' },
    });
    expect(response.statusCode).toBe(422);
    const { errors } = response.json();
    expect(Object.keys(errors)).toEqual(
      expect.arrayContaining(['site_name', 'email', 'phone', 'social_links.linkedin', 'analytics.measurement_id']),
    );
    expect((await t.app.inject({ method: 'GET', url: '/api/site-settings' })).json().data.site_name).toBe('Grain');
  });

  it.each([
    [{ provider: 'plausible', domain: 'not a domain' }, 'analytics.domain'],
    [{ provider: 'matomo', url: 'http://insecure.example.com/', site_id: '3' }, 'analytics.url'],
    [{ provider: 'matomo', url: 'https://matomo.example.com/', site_id: 'x1' }, 'analytics.site_id'],
    [{ provider: 'ga4', measurement_id: 'G-' }, 'analytics.measurement_id'],
  ])('refuses the analytics id %j', async (analytics, field) => {
    const response = await put(input({ analytics: analytics as SiteSettingsInput['analytics'] }));
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors)).toContain(field);
  });

  it('names each setting a partial save left out, and keeps the stored ones', async () => {
    const response = await put({ site_name: 'Half a save' });
    expect(response.statusCode).toBe(422);
    const { errors, message } = response.json();
    expect(errors.phone).toEqual(['The phone field is required.']);
    expect(errors.menu).toEqual(['The menu field is required.']);
    expect(message).toMatch(/^The [a-z_]+ field is required\./);
    expect((await t.app.inject({ method: 'GET', url: '/api/site-settings' })).json().data.site_name).toBe('Grain');
  });

  it('refuses a menu that leaves out an entry or hides every one', async () => {
    const menu = defaultSiteSettings.menu;
    expect((await put(input({ menu: menu.slice(1) }))).statusCode).toBe(422);
    const hidden = menu.map((entry) => ({ ...entry, visible: false }));
    expect((await put(input({ menu: hidden }))).statusCode).toBe(422);
  });

  it('saves the settings, answers them to everyone, and moves the content version on', async () => {
    const before = await t.app.grain.contentVersion.currentOrNull();
    const menu = [...defaultSiteSettings.menu].reverse().map((entry) => ({
      ...entry,
      label: entry.key === 'blog' ? 'Journal' : entry.label,
      visible: entry.key !== 'pages',
    }));
    const response = await put(
      input({
        site_name: 'Oak & Ash',
        phone: '+44 20 7946 0000',
        email: 'hello@oakandash.example',
        social_links: { ...defaultSiteSettings.social_links, facebook: '', x: 'https://x.com/oakandash' },
        menu,
        footer_text: 'Made in Sheffield.',
      }),
    );
    expect(response.statusCode).toBe(200);
    expect(await t.app.grain.contentVersion.currentOrNull()).not.toBe(before);
    const data = (await t.app.inject({ method: 'GET', url: '/api/site-settings' })).json().data;
    expect(data.site_name).toBe('Oak & Ash');
    expect(data.social_links).toEqual([
      { network: 'instagram', url: 'https://www.instagram.com/' },
      { network: 'pinterest', url: 'https://www.pinterest.com/' },
      { network: 'youtube', url: 'https://www.youtube.com/' },
      { network: 'x', url: 'https://x.com/oakandash' },
    ]);
    expect(data.menu[0]).toEqual({ key: 'contact', label: 'Contact', visible: true });
    expect(data.menu.find((entry: { key: string }) => entry.key === 'pages').visible).toBe(false);
    const admin = (await t.asAdmin({ method: 'GET', url: '/api/site-settings' })).json().data;
    expect(admin.social_links_by_network.facebook).toBe('');
    expect(admin.updated_at).toEqual(expect.any(String));
  });

  it('takes the logo as a multipart upload into site/, with its size, and replaces it; old logos stay in the library until deleted', async () => {
    const upload = async () =>
      t.asAdmin({
        method: 'PUT',
        url: '/api/site-settings',
        ...multipart({ settings: JSON.stringify(input()), logo: await pngPart('logo.png') }),
      });
    const first = await upload();
    expect(first.statusCode).toBe(200);
    const logo = first.json().data.logo;
    expect(logo.url).toMatch(/^\/storage\/site\/[\w-]+\.png$/);
    expect(logo.width).toBeGreaterThan(0);
    expect(logo.height).toBeGreaterThan(0);
    const second = (await upload()).json().data.logo;
    expect(second.url).not.toBe(logo.url);
    const [oldPath, newPath] = [logo.url.replace('/storage/', ''), second.url.replace('/storage/', '')];
    // The settings let go of the replaced logo: it stays, as a library item, beside the new one.
    expect(await storedTraces(t, oldPath)).toMatchObject({ file: true, original: true, item: true });
    expect(await filesIn(t, 'site')).toEqual([oldPath, newPath].sort());
    expect((await deleteMediaItemAt(t, oldPath)).statusCode).toBe(204);
    expect(await storedTraces(t, oldPath)).toEqual(noTraces);
    expect(await filesIn(t, 'site')).toEqual([newPath]);
    // The library will not delete the logo the settings show.
    const inUse = await deleteMediaItemAt(t, newPath);
    expect(inUse.statusCode).toBe(409);
    expect(inUse.json().errors.uses).toEqual(['Site settings']);
    const removed = await t.asAdmin({
      method: 'PUT',
      url: '/api/site-settings',
      ...multipart({ settings: JSON.stringify(input()), remove_logo: '1' }),
    });
    expect(removed.json().data.logo).toBeNull();
    expect(await storedFileExists(t, newPath)).toBe(true);
    expect((await deleteMediaItemAt(t, newPath)).statusCode).toBe(204);
    expect(await storedTraces(t, newPath)).toEqual(noTraces);
    expect(await filesIn(t, 'site')).toEqual([]);
  });

  it('refuses a logo that is not an image', async () => {
    const response = await t.asAdmin({
      method: 'PUT',
      url: '/api/site-settings',
      ...multipart({
        settings: JSON.stringify(input()),
        logo: { filename: 'logo.png', contentType: 'image/png', content: Buffer.from('not a picture') },
      }),
    });
    expect(response.statusCode).toBe(415);
  });

  describe("the page's CSP and analytics", () => {
    it('names no analytics host while none is chosen', async () => {
      await put(input({ analytics: { provider: 'none' } }));
      const policy = await policyOf();
      expect(policy).not.toMatch(/plausible|googletagmanager|google-analytics|matomo/);
      const page = await t.app.inject({ method: 'GET', url: '/' });
      expect(page.body).not.toContain('<script async');
    });

    it("widens it for Plausible's host only, and the page loads its script", async () => {
      await put(input({ analytics: { provider: 'plausible', domain: 'oakandash.example' } }));
      const page = await t.app.inject({ method: 'GET', url: '/' });
      const policy = String(page.headers['content-security-policy']);
      expect(policy).toMatch(/script-src 'self'[^;]* https:\/\/plausible\.io/);
      expect(policy).toMatch(/connect-src 'self' https:\/\/plausible\.io/);
      expect(policy).not.toMatch(/googletagmanager|matomo/);
      expect(page.body).toContain(
        '<script defer data-domain="oakandash.example" src="https://plausible.io/js/script.js"></script>',
      );
    });

    it("widens it for Matomo's own host and allows its snippet by hash", async () => {
      await put(input({ analytics: { provider: 'matomo', url: 'https://stats.oakandash.example', site_id: '7' } }));
      const page = await t.app.inject({ method: 'GET', url: '/' });
      const policy = String(page.headers['content-security-policy']);
      expect(policy).toMatch(/script-src [^;]*https:\/\/stats\.oakandash\.example [^;]*'sha256-/);
      expect(policy).toMatch(/connect-src 'self' https:\/\/stats\.oakandash\.example/);
      expect(policy).not.toMatch(/plausible|googletagmanager/);
      expect(page.body).toContain('src="https://stats.oakandash.example/matomo.js"');
      expect(page.body).toContain('_paq.push(["setSiteId","7"])');
    });

    it("widens it for Google's hosts with GA4, and the refreshed page follows the change", async () => {
      await put(input({ analytics: { provider: 'ga4', measurement_id: 'g-ab12cd34' } }));
      const page = await t.app.inject({ method: 'GET', url: '/' });
      const policy = String(page.headers['content-security-policy']);
      expect(policy).toMatch(/script-src [^;]*https:\/\/www\.googletagmanager\.com/);
      expect(policy).toMatch(/connect-src [^;]*https:\/\/\*\.google-analytics\.com/);
      expect(policy).not.toMatch(/plausible|matomo/);
      expect(page.body).toContain('https://www.googletagmanager.com/gtag/js?id=G-AB12CD34');
      await put(input({ analytics: { provider: 'none' } }));
      expect(await policyOf()).not.toMatch(/googletagmanager/);
    });
  });
});
