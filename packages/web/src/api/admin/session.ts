import { ADMIN_ROLE, isStaffRole, mayActAs, type StaffRole } from '@grain/contract/roles';
import { queryOptions } from '@tanstack/react-query';
import { api, TOKEN_KEY } from '../client.ts';
import { adminQueries } from './admin-queries.ts';

/** The signed-in user as `/api/me` returns it (spec admin §3). */
export interface AdminUser {
  id: number;
  fname: string;
  lname: string;
  email: string;
  role: { name: string };
  two_factor_enabled?: boolean;
  /** An administrator who must set up two-factor sign-in before anything else (ADMIN_TWO_FACTOR=required). */
  two_factor_setup_required?: boolean;
}

/** What a sign-in answers: the session, or (two-factor) a challenge to send with a code. */
export type SignIn =
  | { token: string; user: AdminUser; two_factor_required?: undefined }
  | { two_factor_required: true; challenge: string; token?: undefined };

export const isAdmin = (user: AdminUser | null | undefined): boolean => user?.role?.name === ADMIN_ROLE;

/** Whether the user has a role of the admin area (author, editor or administrator). */
export const isStaff = (user: AdminUser | null | undefined): boolean => isStaffRole(user?.role?.name);

/** Whether the user may do what `role` may (the server checks it again on every call). */
export const userMay = (user: AdminUser | null | undefined, role: StaffRole): boolean =>
  mayActAs(user?.role?.name, role);

export const sessionQueries = {
  all: () => [...adminQueries.all(), 'session'] as const,
  /** Verifies the stored token by asking the server who it belongs to. */
  me: () =>
    queryOptions({
      queryKey: [...sessionQueries.all(), 'me'],
      queryFn: ({ signal }) => api<AdminUser>('/me', { signal }),
      retry: false,
      staleTime: Number.POSITIVE_INFINITY,
    }),
};

export function readToken(): string | null {
  const token = localStorage.getItem(TOKEN_KEY);
  return token?.trim() ? token : null;
}

export function storeToken(token: string): void {
  localStorage.setItem(TOKEN_KEY, token);
}

export function clearToken(): void {
  localStorage.removeItem(TOKEN_KEY);
}

export async function login(email: string, password: string): Promise<SignIn> {
  return api<SignIn>('/login', { method: 'POST', body: { email, password } });
}

/** The second step of a sign-in with two-factor: the challenge with a code or a recovery code. */
export async function loginWithCode(
  challenge: string,
  secondFactor: { code: string } | { recovery_code: string },
): Promise<{ token: string; user: AdminUser }> {
  return api<{ token: string; user: AdminUser }>('/login/two-factor', {
    method: 'POST',
    body: { challenge, ...secondFactor },
  });
}

export async function requestPasswordReset(email: string): Promise<void> {
  await api<null>('/password-reset', { method: 'POST', body: { email } });
}

export async function confirmPasswordReset(token: string, password: string): Promise<void> {
  await api<null>('/password-reset/confirm', { method: 'POST', body: { token, password } });
}

export function fetchMe(): Promise<AdminUser> {
  return api<AdminUser>('/me');
}

/** Ends the session on the server; callers clear the local session whatever the answer. */
export async function logout(): Promise<void> {
  await api<null>('/logout', { method: 'POST', body: {} });
}
