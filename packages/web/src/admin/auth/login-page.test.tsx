import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { adminUser, fail, mockApi, ok, pending, renderWithProviders } from '../../../test/admin.tsx';
import { LoginPage } from './login-page.tsx';

function renderLogin() {
  return renderWithProviders(
    <Routes>
      <Route path="/admin/login" element={<LoginPage />} />
      <Route path="/admin/dashboard" element={<p>Dashboard page</p>} />
    </Routes>,
    { path: '/admin/login' },
  );
}

async function fillAndSubmit(email = 'ada@example.com', password = 'secret') {
  const user = userEvent.setup();
  if (email) await user.type(screen.getByLabelText('Email Address'), email);
  if (password) await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Login' }));
}

const loginOk = () => ok({ token: 'token-1', user: adminUser }, { token: 'token-1', user: adminUser });

describe('LoginPage', () => {
  beforeEach(() => {
    localStorage.clear();
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('has an email input of type email and a password input', () => {
    mockApi({});
    renderLogin();
    expect(screen.getByLabelText('Email Address')).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
  });

  it('asks for both fields before calling the server', async () => {
    const fetch = mockApi({});
    renderLogin();
    await fillAndSubmit('ada@example.com', '');
    expect(screen.getByRole('alert')).toHaveTextContent('Please fill in all fields');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('shows "Logging in..." on a disabled button while the request runs', async () => {
    mockApi({ 'POST /api/login': () => pending() });
    renderLogin();
    await fillAndSubmit();
    const button = screen.getByRole('button', { name: 'Logging in...' });
    expect(button).toBeDisabled();
  });

  it("shows the server's message when the sign-in is refused", async () => {
    mockApi({ 'POST /api/login': () => fail(401, 'Invalid email or password.') });
    renderLogin();
    await fillAndSubmit();
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email or password.');
    expect(screen.getByRole('button', { name: 'Login' })).toBeEnabled();
  });

  it('shows "Login failed" when the server cannot be reached', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    renderLogin();
    await fillAndSubmit();
    expect(await screen.findByRole('alert')).toHaveTextContent('Login failed');
  });

  it('refuses other roles and removes their token', async () => {
    mockApi({ 'POST /api/login': loginOk, 'GET /api/me': () => ok({ ...adminUser, role: { name: 'staff' } }) });
    renderLogin();
    await fillAndSubmit();
    expect(await screen.findByRole('alert')).toHaveTextContent('Access denied. Admin privileges required.');
    expect(localStorage.getItem('admin_token')).toBeNull();
  });

  it('sends a visitor with a stored token on to the dashboard, without showing the form first', () => {
    mockApi({});
    localStorage.setItem('admin_token', 'token-0');
    const added = new MutationObserver(() => {});
    added.observe(document.body, { childList: true, subtree: true });
    renderLogin();
    const shown = added.takeRecords().flatMap((record) => Array.from(record.addedNodes, (node) => node.textContent));
    added.disconnect();
    expect(screen.getByText('Dashboard page')).toBeInTheDocument();
    expect(shown.join(' ')).not.toContain('Admin Login');
  });

  it('stores the token, verifies it and goes to the dashboard for an admin', async () => {
    const fetch = mockApi({ 'POST /api/login': loginOk, 'GET /api/me': () => ok(adminUser) });
    renderLogin();
    await fillAndSubmit();
    expect(await screen.findByText('Dashboard page')).toBeInTheDocument();
    expect(localStorage.getItem('admin_token')).toBe('token-1');
    expect(fetch.mock.calls.map(([url]) => url)).toEqual(['/api/login', '/api/me']);
  });
});
