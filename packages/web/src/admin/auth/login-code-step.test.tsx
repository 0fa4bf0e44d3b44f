import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { adminUser, fail, mockApi, ok, renderWithProviders, withApiMocks } from '../../../test/admin.tsx';
import { LoginPage } from './login-page.tsx';
import { ForgotPasswordPage, ResetPasswordPage } from './password-reset-pages.tsx';

function renderAuth(path = '/admin/login') {
  return renderWithProviders(
    <Routes>
      <Route path="/admin/login" element={<LoginPage />} />
      <Route path="/admin/forgot-password" element={<ForgotPasswordPage />} />
      <Route path="/admin/reset-password" element={<ResetPasswordPage />} />
      <Route path="/admin/dashboard" element={<p>Dashboard page</p>} />
      <Route path="/admin/account" element={<p>Account page</p>} />
    </Routes>,
    { path },
  );
}

const challenge = () => ok({ two_factor_required: true, challenge: 'challenge-1' });
const session = (user = adminUser) => ok({ token: 'token-2', user }, { token: 'token-2', user });

async function signIn() {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Email Address'), 'ada@example.com');
  await user.type(screen.getByLabelText('Password'), 'a long passphrase');
  await user.click(screen.getByRole('button', { name: 'Login' }));
  return user;
}

describe('the code step of the sign-in', () => {
  withApiMocks();
  beforeEach(() => localStorage.clear());

  it('asks for the 6-digit code after the password, and sends it with the challenge', async () => {
    const sent: unknown[] = [];
    mockApi({
      'POST /api/login': challenge,
      'POST /api/login/two-factor': ({ body }) => {
        sent.push(body);
        return session();
      },
      'GET /api/me': () => ok(adminUser),
    });
    renderAuth();
    const user = await signIn();
    const field = await screen.findByLabelText('Enter the 6-digit code from your authenticator app');
    expect(field).toHaveAttribute('autocomplete', 'one-time-code');
    expect(localStorage.getItem('admin_token')).toBeNull();
    await user.type(field, '12a3456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Dashboard page')).toBeInTheDocument();
    expect(sent).toEqual([{ challenge: 'challenge-1', code: '123456' }]);
    expect(localStorage.getItem('admin_token')).toBe('token-2');
  });

  it('takes a recovery code instead', async () => {
    const sent: unknown[] = [];
    mockApi({
      'POST /api/login': challenge,
      'POST /api/login/two-factor': ({ body }) => {
        sent.push(body);
        return session();
      },
      'GET /api/me': () => ok(adminUser),
    });
    renderAuth();
    const user = await signIn();
    await user.click(await screen.findByRole('button', { name: 'Use a recovery code instead' }));
    await user.type(screen.getByLabelText('Enter one of your recovery codes'), 'abcde-fghjk');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Dashboard page')).toBeInTheDocument();
    expect(sent).toEqual([{ challenge: 'challenge-1', recovery_code: 'abcde-fghjk' }]);
  });

  it('shows a wrong code and lets the person try again', async () => {
    mockApi({
      'POST /api/login': challenge,
      'POST /api/login/two-factor': () => fail(401, 'The code is not valid. Please try again.'),
    });
    renderAuth();
    const user = await signIn();
    await user.type(await screen.findByLabelText(/6-digit code/), '000000');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The code is not valid. Please try again.');
    expect(screen.getByLabelText(/6-digit code/)).toBeInTheDocument();
  });

  it('goes back to the password when the sign-in expired', async () => {
    mockApi({
      'POST /api/login': challenge,
      'POST /api/login/two-factor': () => fail(401, 'This sign-in has expired. Please sign in again.'),
    });
    renderAuth();
    const user = await signIn();
    await user.type(await screen.findByLabelText(/6-digit code/), '000000');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This sign-in has expired.');
    expect(screen.getByRole('button', { name: 'Login' })).toBeInTheDocument();
  });

  it('sends an administrator who must enrol to the account screen', async () => {
    const mustEnrol = { ...adminUser, two_factor_setup_required: true };
    mockApi({ 'POST /api/login': () => session(mustEnrol), 'GET /api/me': () => ok(mustEnrol) });
    renderAuth();
    await signIn();
    expect(await screen.findByText('Account page')).toBeInTheDocument();
  });
});

describe('password reset pages', () => {
  withApiMocks();
  beforeEach(() => localStorage.clear());

  it('leads from "Forgot your password?" to a request that always answers the same', async () => {
    const sent: unknown[] = [];
    mockApi({
      'POST /api/password-reset': ({ body }) => {
        sent.push(body);
        return ok(null);
      },
    });
    renderAuth();
    const user = userEvent.setup();
    await user.click(screen.getByRole('link', { name: 'Forgot your password?' }));
    await user.type(await screen.findByLabelText('Email Address'), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByRole('status')).toHaveTextContent('If an account exists for that address');
    expect(sent).toEqual([{ email: 'ada@example.com' }]);
  });

  it('sets a new password with the token of the link, and shows the reason a weak one is refused', async () => {
    const sent: unknown[] = [];
    mockApi({
      'POST /api/password-reset/confirm': ({ body }) => {
        sent.push(body);
        const { password } = body as { password: string };
        return password === 'password1234'
          ? fail(422, 'This password is too easy to guess: This is a very common password.', {
              password: ['This password is too easy to guess: This is a very common password.'],
            })
          : ok(null);
      },
    });
    renderAuth('/admin/reset-password?token=tok-1');
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('New password'), 'password1234');
    await user.type(screen.getByLabelText('Repeat the new password'), 'password1234');
    await user.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This password is too easy to guess: This is a very common password.',
    );
    await user.clear(screen.getByLabelText('New password'));
    await user.clear(screen.getByLabelText('Repeat the new password'));
    await user.type(screen.getByLabelText('New password'), 'oak and walnut shelves');
    await user.type(screen.getByLabelText('Repeat the new password'), 'oak and walnut shelves');
    await user.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Your password has been reset.');
    expect(sent.at(-1)).toEqual({ token: 'tok-1', password: 'oak and walnut shelves' });
  });

  it('says so when the link has no token', () => {
    mockApi({});
    renderAuth('/admin/reset-password');
    expect(screen.getByRole('alert')).toHaveTextContent('This password reset link is not complete.');
    expect(screen.getByRole('button', { name: 'Set new password' })).toBeDisabled();
  });
});
