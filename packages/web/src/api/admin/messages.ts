import type { ContactMessage, ContactUnreadCount } from '@grain/contract/contact';
import type { Page } from '@grain/contract/envelope';
import { type QueryClient, queryOptions } from '@tanstack/react-query';
import { api } from '../client.ts';

export type { ContactMessage };

export const messageQueries = {
  all: () => ['admin', 'contact-messages'] as const,
  /** Newest first; `unreadOnly` keeps the unread ones. */
  list: (page: number, perPage: number, unreadOnly: boolean) =>
    queryOptions({
      queryKey: ['admin', 'contact-messages', 'list', { page, perPage, unreadOnly }],
      queryFn: ({ signal }) =>
        api<Page<ContactMessage>>(
          `/contact-messages?page=${page}&per_page=${perPage}${unreadOnly ? '&unread=1' : ''}`,
          { signal },
        ),
    }),
  unreadCount: () =>
    queryOptions({
      queryKey: ['admin', 'contact-messages', 'unread-count'],
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
  return queryClient.invalidateQueries({ queryKey: ['admin', 'contact-messages'] });
}
