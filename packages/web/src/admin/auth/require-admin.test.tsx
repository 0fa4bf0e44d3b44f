import { screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { adminUser, fail, mockApi, ok, pending, renderWithProviders } from '../../../test/admin.tsx';
import { api } from '../../api/client.ts';
import { RequireAdmin } from './require-admin.tsx';

function renderGuard() {
  return renderWithProviders(
    <Routes>
      <Route path="/admin/login" element={<p>Login page</p>} />
      <Route
        path="/admin/*"
        element={
          <RequireAdmin>
            <p>Admin content</p>
          </RequireAdmin>
        }
      />
    </Routes>,
    { path: '/admin/dashboard' },
  );
}

describe('RequireAdmin', () => {
  beforeEach(() => {
    localStorage.clear();
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('shows the checking state while the token is verified', async () => {
    localStorage.setItem('admin_token', 'token-1');
    mockApi({ 'GET /api/me': () => pending() });
    renderGuard();
    expect(await screen.findByRole('status')).toHaveTextContent('Checking your session...');
    expect(screen.queryByText('Admin content')).not.toBeInTheDocument();
  });

  it('redirects to the login page without asking the server when no token is stored', async () => {
    const fetch = mockApi({});
    renderGuard();
    expect(await screen.findByText('Login page')).toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('keeps an administrator who must set up two-factor sign-in on the account screen', async () => {
    localStorage.setItem('admin_token', 'token-1');
    mockApi({ 'GET /api/me': () => ok({ ...adminUser, two_factor_setup_required: true }) });
    const { router } = renderGuard();
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/account'));
    expect(await screen.findByText('Admin content')).toBeInTheDocument();
  });

  it('lets an admin in after verifying the token through /api/me', async () => {
    localStorage.setItem('admin_token', 'token-1');
    const fetch = mockApi({ 'GET /api/me': () => ok(adminUser) });
    renderGuard();
    expect(await screen.findByText('Admin content')).toBeInTheDocument();
    const [url, init] = fetch.mock.calls[0];
    expect(url).toBe('/api/me');
    expect((init?.headers as Record<string, string> | undefined)?.Authorization).toBe('Bearer token-1');
    expect(localStorage.getItem('admin_token')).toBe('token-1');
  });

  it('checks the session again on the next screen, and signs a revoked one out', async () => {
    localStorage.setItem('admin_token', 'token-1');
    let revoked = false;
    mockApi({ 'GET /api/me': () => (revoked ? fail(401, 'Unauthenticated.') : ok(adminUser)) });
    const { router } = renderGuard();
    expect(await screen.findByText('Admin content')).toBeInTheDocument();
    revoked = true;
    await router.navigate('/admin/banners');
    expect(await screen.findByText('Login page')).toBeInTheDocument();
    expect(localStorage.getItem('admin_token')).toBeNull();
  });

  it.each(['author', 'editor'])('lets an %s in: every role of the admin area may use it', async (role) => {
    localStorage.setItem('admin_token', 'token-1');
    mockApi({ 'GET /api/me': () => ok({ ...adminUser, role: { name: role } }) });
    renderGuard();
    expect(await screen.findByText('Admin content')).toBeInTheDocument();
    expect(localStorage.getItem('admin_token')).toBe('token-1');
  });

  it('removes the token and redirects when the user has another role', async () => {
    localStorage.setItem('admin_token', 'token-1');
    mockApi({ 'GET /api/me': () => ok({ ...adminUser, role: { name: 'staff' } }) });
    renderGuard();
    expect(await screen.findByText('Login page')).toBeInTheDocument();
    expect(localStorage.getItem('admin_token')).toBeNull();
  });

  it('removes the token and redirects when the check fails', async () => {
    localStorage.setItem('admin_token', 'token-1');
    mockApi({ 'GET /api/me': () => fail(500, 'Internal server error') });
    renderGuard();
    expect(await screen.findByText('Login page')).toBeInTheDocument();
    expect(localStorage.getItem('admin_token')).toBeNull();
  });

  it('removes the token and redirects when the token is expired', async () => {
    localStorage.setItem('admin_token', 'token-1');
    mockApi({ 'GET /api/me': () => fail(401, 'Unauthenticated.') });
    renderGuard();
    expect(await screen.findByText('Login page')).toBeInTheDocument();
    expect(localStorage.getItem('admin_token')).toBeNull();
  });

  it('ends the session when a later admin call answers 401', async () => {
    localStorage.setItem('admin_token', 'token-1');
    mockApi({ 'GET /api/me': () => ok(adminUser), 'GET /api/banners': () => fail(401, 'Unauthenticated.') });
    renderGuard();
    expect(await screen.findByText('Admin content')).toBeInTheDocument();
    await expect(api('/banners')).rejects.toThrow('Unauthenticated.');
    expect(await screen.findByText('Login page')).toBeInTheDocument();
    await waitFor(() => expect(localStorage.getItem('admin_token')).toBeNull());
  });
});
