import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { adminUser, callsTo, fail, mockApi, ok, renderScreen, withApiMocks } from '../../../test/admin.tsx';

const people = [
  {
    id: 1,
    fname: 'Ada',
    lname: 'Wood',
    email: 'ada@example.com',
    role: 'admin',
    two_factor_enabled: true,
    active: true,
    last_login_at: '2026-11-28T09:30:00.000Z',
    created_at: '2026-01-01T00:00:00.000Z',
  },
  {
    id: 2,
    fname: 'Ed',
    lname: 'Itor',
    email: 'ed@example.com',
    role: 'editor',
    two_factor_enabled: false,
    active: false,
    last_login_at: null,
    created_at: '2026-02-01T00:00:00.000Z',
  },
];
const settings = ok({ trash_days: 30, revisions_kept: 50, time_zone: 'Europe/London' });

describe('the users screen', () => {
  withApiMocks();

  it('lists each account with its role, two-factor, state and last sign-in', async () => {
    mockApi({
      'GET /api/users': () => ok(people),
      'GET /api/users/invitations': () => ok([]),
      'GET /api/editorial/settings': () => settings,
    });
    renderScreen('/admin/users', '/admin/users', adminUser);
    const ada = await screen.findByRole('row', { name: /Ada Wood/ });
    expect(within(ada).getByLabelText('Role of Ada Wood')).toHaveValue('admin');
    expect(ada).toHaveTextContent('(you)');
    expect(ada).toHaveTextContent('28 Nov 2026');
    const ed = screen.getByRole('row', { name: /Ed Itor/ });
    expect(ed).toHaveTextContent('Deactivated');
    expect(ed).toHaveTextContent('Never');
    expect(within(ed).getByRole('button', { name: 'Reactivate Ed Itor' })).toBeInTheDocument();
  });

  it('shows the server’s refusal when the last administrator would lose the role', async () => {
    const user = userEvent.setup();
    const message = 'There must always be at least one active administrator: make another user an administrator first.';
    mockApi({
      'GET /api/users': () => ok(people),
      'GET /api/users/invitations': () => ok([]),
      'GET /api/editorial/settings': () => settings,
      'PATCH /api/users/1': () => fail(409, message),
    });
    renderScreen('/admin/users', '/admin/users', adminUser);
    await user.selectOptions(await screen.findByLabelText('Role of Ada Wood'), 'editor');
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
  });

  it('ends every session of another user after a confirmation', async () => {
    const user = userEvent.setup();
    const others = [people[0], { ...people[1], active: true }];
    const api = mockApi({
      'GET /api/users': () => ok(others),
      'GET /api/users/invitations': () => ok([]),
      'GET /api/editorial/settings': () => settings,
      'POST /api/users/2/sessions/end': () => ok({ sessions_ended: 2 }),
    });
    renderScreen('/admin/users', '/admin/users', adminUser);
    const ed = await screen.findByRole('row', { name: /Ed Itor/ });
    // Your own sessions are ended under Your account, not here.
    expect(
      within(screen.getByRole('row', { name: /Ada Wood/ })).queryByRole('button', { name: /Sign out/ }),
    ).toBeNull();
    await user.click(within(ed).getByRole('button', { name: 'Sign out everywhere Ed Itor' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sign out everywhere' });
    await user.click(within(dialog).getByRole('button', { name: 'Sign out everywhere' }));
    expect(await screen.findByText('Every session of Ed Itor has ended.')).toBeInTheDocument();
    expect(callsTo(api, 'POST', '/users/2/sessions/end')).toHaveLength(1);
  });

  it('invites by email and, without SMTP, shows the link to pass on', async () => {
    const user = userEvent.setup();
    const link = 'https://grain.example.com/admin/accept-invitation?token=abc';
    const api = mockApi({
      'GET /api/users': () => ok(people),
      'GET /api/users/invitations': () => ok([]),
      'GET /api/editorial/settings': () => settings,
      'POST /api/users/invitations': () =>
        ok({
          invitation: {
            id: 9,
            email: 'new@example.com',
            role: 'author',
            invited_by: 'Ada Wood',
            expires_at: '2026-11-30T10:00:00.000Z',
            created_at: '2026-11-28T10:00:00.000Z',
          },
          emailed: false,
          link,
        }),
    });
    renderScreen('/admin/users', '/admin/users', adminUser);
    await user.type(await screen.findByLabelText('Email'), 'new@example.com');
    await user.selectOptions(screen.getByLabelText('Role'), 'author');
    await user.click(screen.getByRole('button', { name: 'Invite' }));
    expect(await screen.findByText(link)).toBeInTheDocument();
    expect(screen.getByText(/copy this link and send it to them yourself/)).toBeInTheDocument();
    await waitFor(() => expect(callsTo(api, 'POST', '/users/invitations')).toHaveLength(1));
    const body = api.mock.calls.find(([, init]) => init?.method === 'POST')?.[1]?.body;
    expect(body).toBe(JSON.stringify({ email: 'new@example.com', role: 'author' }));
  });

  it('names a refused address at its field', async () => {
    const user = userEvent.setup();
    mockApi({
      'GET /api/users': () => ok(people),
      'GET /api/users/invitations': () => ok([]),
      'GET /api/editorial/settings': () => settings,
      'POST /api/users/invitations': () =>
        fail(422, 'A user with this email address already exists.', {
          email: ['A user with this email address already exists.'],
        }),
    });
    renderScreen('/admin/users', '/admin/users', adminUser);
    await user.type(await screen.findByLabelText('Email'), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Invite' }));
    expect(await screen.findByText('A user with this email address already exists.')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
  });
});
