import { z } from 'zod';
import { CONTACT_EMAIL_PATTERN, CONTACT_HONEYPOT_FIELD, contactLimits, contactTexts } from './contact-rules.ts';
import { messages } from './fields.ts';
import { normaliseText } from './text.ts';

export { CONTACT_EMAIL_PATTERN, CONTACT_HONEYPOT_FIELD, contactLimits, contactTexts };

const requiredText = (name: string, maxLength: number) =>
  z
    .string({ error: contactTexts.allFieldsRequired })
    .overwrite(normaliseText)
    .trim()
    // Aborts so that a blank email is reported as missing, not also as malformed.
    .min(1, { error: contactTexts.allFieldsRequired, abort: true })
    .max(maxLength, { error: messages.maxLength(name, maxLength) });

export const contactFormSchema = z.object({
  first_name: requiredText('first_name', contactLimits.name),
  last_name: requiredText('last_name', contactLimits.name),
  email: requiredText('email', contactLimits.email).regex(CONTACT_EMAIL_PATTERN, { error: contactTexts.invalidEmail }),
  message: requiredText('message', contactLimits.message),
  [CONTACT_HONEYPOT_FIELD]: z.string().optional().meta({ description: 'Leave empty: a spam trap hidden from people.' }),
});

export type ContactForm = z.output<typeof contactFormSchema>;

/**
 * The one message a failed contact form shows: missing fields first, then a malformed email,
 * then any other problem (a text too long).
 */
export function contactFormMessage(error: z.ZodError): string {
  const texts = error.issues.map((issue) => issue.message);
  for (const text of [contactTexts.allFieldsRequired, contactTexts.invalidEmail]) {
    if (texts.includes(text)) return text;
  }
  return texts[0] ?? contactTexts.allFieldsRequired;
}

/** True when the spam trap was filled in. */
export function isHoneypotFilled(body: Record<string, unknown>): boolean {
  const value = body[CONTACT_HONEYPOT_FIELD];
  return typeof value === 'string' && value.trim() !== '';
}

/** What the sender gets back once the message is taken. */
export const contactReceiptSchema = z.object({
  id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  message: z.string(),
  created_at: z.string(),
});
export type ContactReceipt = z.infer<typeof contactReceiptSchema>;

/** A stored message as administrators read it. */
export const contactMessageSchema = contactReceiptSchema.extend({
  is_read: z.boolean(),
  /** When the notification email went out; null while pending, failed or not configured. */
  notified_at: z.string().nullable(),
  /** Why the last notification attempt failed, if it did. */
  notify_error: z.string().nullable(),
  updated_at: z.string(),
});
export type ContactMessage = z.infer<typeof contactMessageSchema>;

/** The admin's message list: what `q` searches and what it may be sorted by (newest first by default). */
export const CONTACT_MESSAGE_SEARCH = ['first_name', 'last_name', 'email', 'message'] as const;
export const CONTACT_MESSAGE_SORTS = ['created_at', 'id', 'email', 'first_name', 'last_name', 'is_read'] as const;

export const contactUnreadCountSchema = z.object({ unread_count: z.number().int() });
export type ContactUnreadCount = z.infer<typeof contactUnreadCountSchema>;
