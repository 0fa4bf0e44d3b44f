import { ADMIN_ROLE } from '@grain/contract/roles';
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
}

export const isAdmin = (user: AdminUser | null | undefined): boolean => user?.role?.name === ADMIN_ROLE;

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

export async function login(email: string, password: string): Promise<{ token: string; user: AdminUser }> {
  return api<{ token: string; user: AdminUser }>('/login', { method: 'POST', body: { email, password } });
}

export function fetchMe(): Promise<AdminUser> {
  return api<AdminUser>('/me');
}

/** Ends the session on the server; callers clear the local session whatever the answer. */
export async function logout(): Promise<void> {
  await api<null>('/logout', { method: 'POST', body: {} });
}
