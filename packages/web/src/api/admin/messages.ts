import type {
  ContactEnquiryProduct,
  ContactMessage,
  ContactMessageStatus,
  ContactNote,
  ContactUnreadCount,
} from '@grain/contract/contact';
import type { Page } from '@grain/contract/envelope';
import { type QueryClient, queryOptions } from '@tanstack/react-query';
import { api } from '../client.ts';
import { adminQueries } from './admin-queries.ts';
import { type AdminListQuery, listQueryParams } from './collection.ts';
import { downloadCsv } from './product-csv.ts';

export type { ContactEnquiryProduct, ContactMessage, ContactMessageStatus, ContactNote };

export const messageQueries = {
  all: () => [...adminQueries.all(), 'contact-messages'] as const,
  /**
   * Newest first unless sorted; filters `q` (sender, email, text, product), `status`,
   * `product_id`, `from` and `to` (days), and the spec's `unread=1`.
   */
  list: (query: AdminListQuery) =>
    queryOptions({
      queryKey: [...messageQueries.all(), 'list', query],
      queryFn: ({ signal }) => api<Page<ContactMessage>>(`/contact-messages?${listQueryParams(query)}`, { signal }),
    }),
  detail: (id: number) =>
    queryOptions({
      queryKey: [...messageQueries.all(), 'detail', id],
      queryFn: ({ signal }) => api<ContactMessage>(`/contact-messages/${id}`, { signal }),
    }),
  notes: (id: number) =>
    queryOptions({
      queryKey: [...messageQueries.all(), 'notes', id],
      queryFn: ({ signal }) => api<ContactNote[]>(`/contact-messages/${id}/notes`, { signal }),
    }),
  /** The products messages ask about (the product filter). */
  products: () =>
    queryOptions({
      queryKey: [...messageQueries.all(), 'products'],
      queryFn: ({ signal }) => api<ContactEnquiryProduct[]>('/contact-messages/products', { signal }),
      staleTime: 60_000,
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

export function setMessageStatus(id: number, status: ContactMessageStatus): Promise<ContactMessage> {
  return api<ContactMessage>(`/contact-messages/${id}/status`, { method: 'PATCH', body: { status } });
}

/** One call for the messages chosen; answers how many of them exist (and now have the status). */
export function setMessagesStatus(ids: number[], status: ContactMessageStatus): Promise<{ updated: number }> {
  return api<{ updated: number }>('/contact-messages/bulk-status', { method: 'POST', body: { ids, status } });
}

export function addMessageNote(id: number, text: string): Promise<ContactNote> {
  return api<ContactNote>(`/contact-messages/${id}/notes`, { method: 'POST', body: { text } });
}

export function deleteMessage(id: number): Promise<null> {
  return api<null>(`/contact-messages/${id}`, { method: 'DELETE' });
}

export function invalidateMessages(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: messageQueries.all() });
}

/** The CSV of the messages of these filters (the list's, from its address), with the admin's token. */
export const downloadMessagesCsv = (filters: Record<string, string>) => {
  const query = new URLSearchParams(Object.entries(filters).filter(([, value]) => value.trim()));
  return downloadCsv(`/contact-messages/export.csv?${query}`, 'messages.csv');
};
