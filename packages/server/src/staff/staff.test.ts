import { createHash } from 'node:crypto';
import { INVITATION_INVALID, LAST_ADMINISTRATOR, USER_EXISTS } from '@grain/contract/staff';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { issueToken } from '../auth/tokens.ts';
import { ACCOUNT_DEACTIVATED, upsertUser } from '../auth/users.ts';
import type { Mailer, MailMessage } from '../contact/mailer.ts';

const GOOD_PASSWORD = 'oak shavings under the workbench';

/** The users screen's API: invitations, roles, deactivation and the last administrator. */
describe('staff accounts', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ publicUrl: 'https://grain.example.com' });
  });
  afterAll(() => t.close());

  const as = (token: string, options: InjectOptions) =>
    t.app.inject({ ...options, headers: { ...options.headers, authorization: `Bearer ${token}` } });
  const invite = (email: string, role = 'editor') =>
    t.asAdmin({ method: 'POST', url: '/api/users/invitations', payload: { email, role } });
  const tokenOfLink = (link: string) => new URL(link).searchParams.get('token') ?? '';
  const accept = (token: string, password = GOOD_PASSWORD, fname = 'Eddie') =>
    t.app.inject({
      method: 'POST',
      url: '/api/invitations/accept',
      payload: { token, fname, lname: 'Editor', password },
    });
  const signIn = (email: string, password = GOOD_PASSWORD) =>
    t.app.inject({ method: 'POST', url: '/api/login', payload: { email, password } });
  /** Every account straight from the database, as it stands whoever may still sign in. */
  const userList = () =>
    t.database.db
      .selectFrom('users')
      .innerJoin('roles', 'roles.id', 'users.role_id')
      .select(['users.id', 'users.email', 'users.role_id', 'roles.name as role'])
      .select((eb) => eb('users.deactivated_at', 'is', null).as('active'))
      .execute()
      .then((rows) => rows.map((row) => ({ ...row, active: Boolean(row.active) })));
  const userByEmail = async (email: string) =>
    ((await t.asAdmin({ method: 'GET', url: '/api/users' })).json().data as Array<Record<string, unknown>>).find(
      (user) => user.email === email,
    );

  describe('an invitation', () => {
    it('gives a single-use link to pass on without SMTP, kept only as a hash', async () => {
      const response = await invite('Eddie@Example.com', 'editor');
      expect(response.statusCode).toBe(201);
      const body = response.json();
      expect(body.message).toBe('The invitation was not emailed: copy the link and send it yourself.');
      expect(body.data.emailed).toBe(false);
      expect(body.data.link).toMatch(/^https:\/\/grain\.example\.com\/admin\/accept-invitation\?token=[\w-]{43}$/);
      expect(body.data.invitation).toMatchObject({
        email: 'eddie@example.com',
        role: 'editor',
        invited_by: 'Ada Admin',
      });
      const hours = (Date.parse(body.data.invitation.expires_at) - Date.now()) / 3_600_000;
      expect(hours).toBeGreaterThan(47.9);
      expect(hours).toBeLessThanOrEqual(48);

      const token = tokenOfLink(body.data.link);
      const stored = await t.database.db.selectFrom('user_invitations').select('token_hash').execute();
      expect(stored.map((row) => row.token_hash)).toContain(createHash('sha256').update(token).digest('hex'));
      expect(JSON.stringify(stored)).not.toContain(token);

      const preview = await t.app.inject({ method: 'GET', url: `/api/invitations/${token}` });
      expect(preview.json().data).toEqual({ email: 'eddie@example.com', role: 'editor' });

      const weak = await accept(token, 'password1234');
      expect(weak.statusCode).toBe(422);
      expect(weak.json().errors.password[0]).toMatch(/^This password is too easy to guess: /);

      const accepted = await accept(token);
      expect(accepted.statusCode).toBe(201);
      expect(accepted.json().message).toBe('Your account is ready. Sign in with your email and new password.');
      const again = await accept(token, GOOD_PASSWORD, 'Someone else');
      expect(again.statusCode).toBe(400);
      expect(again.json().message).toBe(INVITATION_INVALID);
      expect((await t.app.inject({ method: 'GET', url: `/api/invitations/${token}` })).statusCode).toBe(400);

      const login = await signIn('eddie@example.com');
      expect(login.statusCode).toBe(200);
      expect(login.json().user.role).toEqual({ name: 'editor' });
      expect(await userByEmail('eddie@example.com')).toMatchObject({
        fname: 'Eddie',
        role: 'editor',
        active: true,
        last_login_at: expect.any(String),
      });
      expect((await t.asAdmin({ method: 'GET', url: '/api/users/invitations' })).json().data).toEqual([]);
    });

    it('is refused for an address that already has an account', async () => {
      const response = await invite('admin@grain.test');
      expect(response.statusCode).toBe(422);
      expect(response.json().errors).toEqual({ email: [USER_EXISTS] });
    });

    it('answers an unknown, an expired and a withdrawn link alike', async () => {
      const unknown = await accept('made-up-token');
      const late = tokenOfLink((await invite('late@example.com')).json().data.link);
      await t.database.db
        .updateTable('user_invitations')
        .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
        .where('email', '=', 'late@example.com')
        .execute();
      const expired = await accept(late);
      const withdrawnResponse = (await invite('gone@example.com')).json().data;
      const removed = await t.asAdmin({
        method: 'DELETE',
        url: `/api/users/invitations/${withdrawnResponse.invitation.id}`,
      });
      expect(removed.json().message).toBe('The invitation was withdrawn.');
      const withdrawn = await accept(tokenOfLink(withdrawnResponse.link));
      for (const response of [unknown, expired, withdrawn]) {
        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual({ success: false, message: INVITATION_INVALID });
      }
      expect(await userByEmail('late@example.com')).toBeUndefined();
    });

    it('a second invitation to an address replaces the first', async () => {
      const first = tokenOfLink((await invite('twice@example.com', 'author')).json().data.link);
      const second = tokenOfLink((await invite('twice@example.com', 'editor')).json().data.link);
      expect((await accept(first)).statusCode).toBe(400);
      expect((await accept(second, GOOD_PASSWORD, 'Twice')).statusCode).toBe(201);
      expect(await userByEmail('twice@example.com')).toMatchObject({ role: 'editor' });
    });

    it('is emailed when SMTP is set, and the answer then holds no link', async () => {
      const sent: MailMessage[] = [];
      const mailer: Mailer = { send: async (message) => void sent.push(message), close() {} };
      t.app.grain.mailer = mailer;
      try {
        const response = await invite('mailed@example.com', 'author');
        expect(response.json().data).toMatchObject({ emailed: true, link: null });
        expect(response.json().message).toBe('The invitation was emailed to mailed@example.com.');
        expect(sent).toHaveLength(1);
        expect(sent[0].to).toBe('mailed@example.com');
        expect(sent[0].text).toContain('Ada Admin invites you to the admin area of the Grain website as author.');
        const link = /https:\S+/.exec(sent[0].text)?.[0] ?? '';
        expect((await accept(tokenOfLink(link), GOOD_PASSWORD, 'Mailed')).statusCode).toBe(201);
      } finally {
        t.app.grain.mailer = null;
      }
    });
  });

  describe('roles and deactivation', () => {
    async function member(email: string, role: 'author' | 'editor' | 'admin') {
      const { id } = await upsertUser(t.database.db, { email, password: GOOD_PASSWORD, fname: 'M', lname: role, role });
      return { id, token: await issueToken(t.database.db, id, 1) };
    }

    it('a new role applies to the next request of a signed-in user', async () => {
      const { id, token } = await member('demoted@example.com', 'editor');
      const write = { method: 'POST' as const, url: '/api/faqs', payload: { question: 'Q?', answer: 'A.' } };
      expect((await as(token, write)).statusCode).toBe(201);
      const changed = await t.asAdmin({ method: 'PATCH', url: `/api/users/${id}`, payload: { role: 'author' } });
      expect(changed.json()).toMatchObject({ message: 'The role was changed.', data: { role: 'author' } });
      const refused = await as(token, write);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toBe('This action requires an editor or an administrator.');
    });

    it('a deactivated account is signed out everywhere and cannot sign in until reactivated', async () => {
      const { id, token } = await member('leaving@example.com', 'editor');
      const off = await t.asAdmin({ method: 'PATCH', url: `/api/users/${id}`, payload: { active: false } });
      expect(off.json()).toMatchObject({
        message: 'The account was deactivated and signed out everywhere.',
        data: { active: false },
      });
      expect((await as(token, { method: 'GET', url: '/api/me' })).statusCode).toBe(401);
      const refused = await signIn('leaving@example.com');
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toBe(ACCOUNT_DEACTIVATED);
      // A wrong password says nothing about the account.
      expect((await signIn('leaving@example.com', 'not the password')).json().message).toBe(
        'Invalid email or password.',
      );

      const on = await t.asAdmin({ method: 'PATCH', url: `/api/users/${id}`, payload: { active: true } });
      expect(on.json().message).toBe('The account was reactivated.');
      expect((await signIn('leaving@example.com')).statusCode).toBe(200);
    });

    it('never leaves the site without an active administrator', async () => {
      const admins = await t.database.db
        .selectFrom('users')
        .innerJoin('roles', 'roles.id', 'users.role_id')
        .select('users.id')
        .where('roles.name', '=', 'admin')
        .execute();
      expect(admins).toHaveLength(1);
      const only = admins[0].id;
      for (const payload of [{ role: 'editor' }, { active: false }, { role: 'author', active: true }]) {
        const response = await t.asAdmin({ method: 'PATCH', url: `/api/users/${only}`, payload });
        expect(response.statusCode).toBe(409);
        expect(response.json().message).toBe(LAST_ADMINISTRATOR);
      }
      expect(await userByEmail('admin@grain.test')).toMatchObject({ role: 'admin', active: true });
    });

    it('two administrators demoting each other at once leave one of them', async () => {
      const first = await member('first-admin@example.com', 'admin');
      const second = await member('second-admin@example.com', 'admin');
      // The harness's administrator steps down first, so only these two are left.
      const harnessAdmin = (await userByEmail('admin@grain.test'))?.id as number;
      expect(
        (await as(first.token, { method: 'PATCH', url: `/api/users/${harnessAdmin}`, payload: { role: 'editor' } }))
          .statusCode,
      ).toBe(200);
      const answers = await Promise.all([
        as(first.token, { method: 'PATCH', url: `/api/users/${second.id}`, payload: { role: 'editor' } }),
        as(second.token, { method: 'PATCH', url: `/api/users/${first.id}`, payload: { role: 'editor' } }),
      ]);
      const statuses = answers.map((answer) => answer.statusCode).sort();
      // The loser is refused either as the last administrator or because it is no longer one.
      expect(statuses[0]).toBe(200);
      expect([403, 409]).toContain(statuses[1]);
      const admins = (await userList()).filter((user) => user.role === 'admin' && user.active);
      expect(admins.map((user) => user.email)).toHaveLength(1);
      await t.database.db
        .updateTable('users')
        .set({ role_id: (await userList()).find((user) => user.role === 'admin')!.role_id })
        .where('id', '=', harnessAdmin)
        .execute();
    });

    it('`npm run create-admin` reactivates a deactivated administrator (recovery)', async () => {
      const { id } = await member('recover@example.com', 'admin');
      await t.asAdmin({ method: 'PATCH', url: `/api/users/${id}`, payload: { active: false } });
      expect(await userByEmail('recover@example.com')).toMatchObject({ active: false });
      await upsertUser(t.database.db, {
        email: 'recover@example.com',
        password: 'a brand new recovery password',
        fname: 'M',
        lname: 'admin',
        role: 'admin',
      });
      expect(await userByEmail('recover@example.com')).toMatchObject({ active: true, role: 'admin' });
    });

    it('refuses a role that does not exist and an empty change, changing nothing', async () => {
      const { id } = await member('steady@example.com', 'author');
      const unknownRole = await t.asAdmin({ method: 'PATCH', url: `/api/users/${id}`, payload: { role: 'owner' } });
      expect(unknownRole.statusCode).toBe(422);
      expect(unknownRole.json().errors.role).toEqual(['The role must be Administrator, Editor or Author.']);
      const nothing = await t.asAdmin({ method: 'PATCH', url: `/api/users/${id}`, payload: {} });
      expect(nothing.statusCode).toBe(422);
      expect(await userByEmail('steady@example.com')).toMatchObject({ role: 'author', active: true });
      expect(
        (await t.asAdmin({ method: 'PATCH', url: '/api/users/99999', payload: { role: 'author' } })).statusCode,
      ).toBe(404);
    });
  });
});
