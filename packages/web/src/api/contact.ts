import type { ContactForm, ContactReceipt } from '@grain/contract/contact';
import { api } from './client.ts';

/** The contact form's body: the four fields, the (normally empty) `website` honeypot and a product enquiry's `product_id`. */
export type ContactMessageInput = ContactForm & { website: string };

/** Sends the contact form (`POST /api/contact/send`); resolves with the stored message. */
export function sendContactMessage(input: ContactMessageInput): Promise<ContactReceipt> {
  return api<ContactReceipt>('/contact/send', { method: 'POST', body: input });
}
