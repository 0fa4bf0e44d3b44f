import type { ContactMessage, ContactUnreadCount } from '@grain/contract/contact';
import type { Page } from '@grain/contract/envelope';
import { type QueryClient, queryOptions } from '@tanstack/react-query';
import { api } from '../client.ts';
import { adminQueries } from './admin-queries.ts';
import { type AdminListQuery, listQueryParams } from './collection.ts';

export type { ContactMessage };

export const messageQueries = {
  all: () => [...adminQueries.all(), 'contact-messages'] as const,
  /** Newest first unless sorted; filters `q` (sender, email, text) and `unread=1`. */
  list: (query: AdminListQuery) =>
    queryOptions({
      queryKey: [...messageQueries.all(), 'list', query],
      queryFn: ({ signal }) => api<Page<ContactMessage>>(`/contact-messages?${listQueryParams(query)}`, { signal }),
    }),
  unreadCount: () =>
    queryOptions({
      queryKey: [...messageQueries.all(), 'unread-count'],
      queryFn: ({ signal }) => api<ContactUnreadCount>('/contact-messages/unread-count', { signal }),
      refetchInterval: 60_000,
      staleTime: 30_000,
    }),
};

export function setMessageRead(id: number, isRead: boolean): Promise<ContactMessage> {
  return api<ContactMessage>(`/contact-messages/${id}/read`, {
    method: 'PATCH',
    body: isRead ? {} : { is_read: false },
  });
}

export function deleteMessage(id: number): Promise<null> {
  return api<null>(`/contact-messages/${id}`, { method: 'DELETE' });
}

export function invalidateMessages(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: messageQueries.all() });
}
