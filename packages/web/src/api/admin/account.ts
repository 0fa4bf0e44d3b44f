import { queryOptions } from '@tanstack/react-query';
import { api } from '../client.ts';
import { adminQueries } from './admin-queries.ts';

export interface TwoFactorState {
  enabled: boolean;
  pending: boolean;
  recovery_codes_left: number;
}

export interface Enrolment {
  secret: string;
  otpauth_url: string;
  /** The QR code of `otpauth_url`, an SVG data URL. */
  qr_code: string;
}

export interface AccountSession {
  id: number;
  browser: string;
  ip_address: string | null;
  created_at: string | null;
  last_used_at: string | null;
  current: boolean;
}

export const accountQueries = {
  all: () => [...adminQueries.all(), 'account'] as const,
  twoFactor: () =>
    queryOptions({
      queryKey: [...accountQueries.all(), 'two-factor'],
      queryFn: ({ signal }) => api<TwoFactorState>('/account/two-factor', { signal }),
    }),
  sessions: () =>
    queryOptions({
      queryKey: [...accountQueries.all(), 'sessions'],
      queryFn: ({ signal }) => api<AccountSession[]>('/account/sessions', { signal }),
    }),
};

export const changePassword = (body: { current_password: string; password: string }) =>
  api<{ sessions_ended: number }>('/account/password', { method: 'POST', body });

export const startTwoFactor = (password: string) =>
  api<Enrolment>('/account/two-factor/setup', { method: 'POST', body: { password } });

export const confirmTwoFactor = (code: string) =>
  api<{ recovery_codes: string[] }>('/account/two-factor/confirm', { method: 'POST', body: { code } });

export const disableTwoFactor = (body: { password: string; code: string }) =>
  api<null>('/account/two-factor/disable', { method: 'POST', body });

export const endSession = (id: number) => api<null>(`/account/sessions/${id}`, { method: 'DELETE' });

export const endOtherSessions = () =>
  api<{ sessions_ended: number }>('/account/sessions/end-others', { method: 'POST', body: {} });
