import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { adminUser, callsTo, fail, mockApi, ok, renderWithProviders, withApiMocks } from '../../../test/admin.tsx';
import { AdminUserContext } from '../auth/use-admin-session.tsx';
import { AccountPage } from './account-page.tsx';

const sessions = [
  {
    id: 7,
    browser: 'Firefox on Windows',
    ip_address: '192.0.2.1',
    created_at: '2026-11-28T10:00:00.000Z',
    last_used_at: '2026-11-28T11:00:00.000Z',
    current: true,
  },
  {
    id: 8,
    browser: 'Safari on iOS',
    ip_address: '192.0.2.2',
    created_at: '2026-11-27T10:00:00.000Z',
    last_used_at: '2026-11-27T11:00:00.000Z',
    current: false,
  },
];

function renderAccount(user: typeof adminUser & { two_factor_setup_required?: boolean } = adminUser) {
  return renderWithProviders(
    <AdminUserContext.Provider value={user}>
      <AccountPage />
    </AdminUserContext.Provider>,
    { path: '/admin/account' },
  );
}

describe('AccountPage', () => {
  withApiMocks();

  it('lists the sessions, marks this one, and ends another or all others', async () => {
    let listed = sessions;
    const fetch = mockApi({
      'GET /api/account/two-factor': () => ok({ enabled: false, pending: false, recovery_codes_left: 0 }),
      'GET /api/account/sessions': () => ok(listed),
      'DELETE /api/account/sessions/8': () => {
        listed = sessions.slice(0, 1);
        return ok(null);
      },
      'POST /api/account/sessions/end-others': () => ok({ sessions_ended: 0 }),
    });
    renderAccount();
    const table = await screen.findByRole('table');
    const rows = within(table).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('Firefox on Windows');
    expect(rows[1]).toHaveTextContent('192.0.2.1');
    expect(within(rows[1]).getByText('This session')).toBeInTheDocument();
    expect(within(rows[1]).queryByRole('button')).toBeNull();
    const user = userEvent.setup();
    await user.click(within(rows[2]).getByRole('button', { name: /^End session: Safari on iOS/ }));
    await screen.findByRole('button', { name: 'End all other sessions' });
    expect(await screen.findAllByRole('row')).toHaveLength(2);
    expect(callsTo(fetch, 'DELETE', '/account/sessions/8')).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'End all other sessions' })).toBeDisabled();
  });

  it('changes the password and shows the strength reason the server gives', async () => {
    const sent: unknown[] = [];
    mockApi({
      'GET /api/account/two-factor': () => ok({ enabled: false, pending: false, recovery_codes_left: 0 }),
      'GET /api/account/sessions': () => ok(sessions),
      'POST /api/account/password': ({ body }) => {
        sent.push(body);
        return (body as { password: string }).password === 'qwertyuiop12'
          ? fail(422, 'weak', {
              password: ['This password is too easy to guess: Straight rows of keys are easy to guess.'],
            })
          : ok({ sessions_ended: 1 });
      },
    });
    renderAccount();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Current password'), 'old password');
    await user.type(screen.getByLabelText('New password'), 'qwertyuiop12');
    await user.type(screen.getByLabelText('Repeat the new password'), 'qwertyuiop12');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(
      await screen.findByText('This password is too easy to guess: Straight rows of keys are easy to guess.'),
    ).toBeInTheDocument();
    await user.clear(screen.getByLabelText('New password'));
    await user.clear(screen.getByLabelText('Repeat the new password'));
    await user.type(screen.getByLabelText('New password'), 'maple joinery lasts ages');
    await user.type(screen.getByLabelText('Repeat the new password'), 'maple joinery lasts ages');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText(/Your password has been changed/)).toBeInTheDocument();
    expect(sent.at(-1)).toEqual({ current_password: 'old password', password: 'maple joinery lasts ages' });
  });

  it('enrols two-factor: QR code and key, a code to confirm, then the recovery codes once', async () => {
    const codes = Array.from({ length: 10 }, (_, i) => `abcde-fgh${String(i).padStart(2, '0')}`);
    let enabled = false;
    mockApi({
      'GET /api/account/two-factor': () => ok({ enabled, pending: false, recovery_codes_left: enabled ? 10 : 0 }),
      'GET /api/account/sessions': () => ok(sessions),
      'GET /api/me': () => ok(adminUser),
      'POST /api/account/two-factor/setup': () =>
        ok({
          secret: 'JBSWY3DPEHPK3PXP',
          otpauth_url: 'otpauth://totp/x',
          qr_code: 'data:image/svg+xml;base64,PHN2Zy8+',
        }),
      'POST /api/account/two-factor/confirm': ({ body }) => {
        if ((body as { code: string }).code !== '123456')
          return fail(422, 'bad', { code: ['The code is not valid. Please try again.'] });
        enabled = true;
        return ok({ recovery_codes: codes });
      },
    });
    renderAccount({ ...adminUser, two_factor_setup_required: true });
    expect(screen.getByText(/Administrators must use two-factor sign-in/)).toBeInTheDocument();
    const user = userEvent.setup();
    const section = await screen.findByRole('region', { name: 'Two-factor sign-in' });
    await user.type(within(section).getByLabelText('Password'), 'a long passphrase');
    await user.click(within(section).getByRole('button', { name: 'Set up two-factor sign-in' }));
    expect(await within(section).findByRole('img', { name: /QR code/ })).toHaveAttribute(
      'src',
      'data:image/svg+xml;base64,PHN2Zy8+',
    );
    expect(within(section).getByText('JBSWY3DPEHPK3PXP')).toBeInTheDocument();
    const field = within(section).getByLabelText('Enter the 6-digit code from your authenticator app');
    await user.type(field, '000000');
    await user.click(within(section).getByRole('button', { name: 'Turn on two-factor sign-in' }));
    expect(await within(section).findByText('The code is not valid. Please try again.')).toBeInTheDocument();
    await user.clear(field);
    await user.type(field, '123456');
    await user.click(within(section).getByRole('button', { name: 'Turn on two-factor sign-in' }));
    const list = await within(section).findByRole('list', { name: 'Recovery codes' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(codes);
    expect(within(section).getByRole('button', { name: 'Copy' })).toBeInTheDocument();
    expect(within(section).getByRole('button', { name: 'Download' })).toBeInTheDocument();
    await user.click(within(section).getByRole('button', { name: 'I have saved them' }));
    expect(await within(section).findByText(/Recovery codes left: 10/)).toBeInTheDocument();
    expect(within(section).queryByRole('list', { name: 'Recovery codes' })).toBeNull();
  });

  it('turns two-factor off with the password and a code', async () => {
    const sent: unknown[] = [];
    let enabled = true;
    mockApi({
      'GET /api/account/two-factor': () => ok({ enabled, pending: false, recovery_codes_left: 9 }),
      'GET /api/account/sessions': () => ok(sessions),
      'GET /api/me': () => ok(adminUser),
      'POST /api/account/two-factor/disable': ({ body }) => {
        sent.push(body);
        enabled = false;
        return ok(null);
      },
    });
    renderAccount();
    const user = userEvent.setup();
    const section = await screen.findByRole('region', { name: 'Two-factor sign-in' });
    await within(section).findByText(/Recovery codes left: 9/);
    await user.type(within(section).getByLabelText('Password'), 'a long passphrase');
    await user.type(within(section).getByLabelText('Code from your authenticator app'), '654321');
    await user.click(within(section).getByRole('button', { name: 'Turn off two-factor sign-in' }));
    expect(await within(section).findByRole('button', { name: 'Set up two-factor sign-in' })).toBeInTheDocument();
    expect(sent).toEqual([{ password: 'a long passphrase', code: '654321' }]);
  });
});
