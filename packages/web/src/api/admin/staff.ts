import type { StaffRole } from '@grain/contract/roles';
import {
  type Invitation,
  invitationPreviewSchema,
  invitationSchema,
  invitationSentSchema,
  type StaffUser,
  staffUserSchema,
} from '@grain/contract/staff';
import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../client.ts';
import { adminQueries } from './admin-queries.ts';

/** The users screen (administrators): accounts and invitations (issue 46). */
const key = () => [...adminQueries.all(), 'staff'] as const;

export const staffQueries = {
  all: key,
  users: () =>
    queryOptions({
      queryKey: [...key(), 'users'],
      queryFn: async ({ signal }) => z.array(staffUserSchema).parse(await api('/users', { signal })),
    }),
  invitations: () =>
    queryOptions({
      queryKey: [...key(), 'invitations'],
      queryFn: async ({ signal }) => z.array(invitationSchema).parse(await api('/users/invitations', { signal })),
    }),
};

export const inviteStaff = async (email: string, role: StaffRole) =>
  invitationSentSchema.parse(await api('/users/invitations', { method: 'POST', body: { email, role } }));

export const withdrawInvitation = (id: number) => api<null>(`/users/invitations/${id}`, { method: 'DELETE' });

export const changeStaff = async (id: number, change: { role?: StaffRole; active?: boolean }) =>
  staffUserSchema.parse(await api(`/users/${id}`, { method: 'PATCH', body: change }));

export const endSessionsOf = (id: number) =>
  api<{ sessions_ended: number }>(`/users/${id}/sessions/end`, { method: 'POST', body: {} });

/** The invitation link's page (public). */
export const readInvitation = async (token: string) =>
  invitationPreviewSchema.parse(await api(`/invitations/${encodeURIComponent(token)}`));

export const acceptInvitation = (body: { token: string; fname: string; lname: string; password: string }) =>
  api<{ email: string }>('/invitations/accept', { method: 'POST', body });

export type { Invitation, StaffUser };
