import { z } from 'zod';
import { CONTACT_EMAIL_PATTERN, CONTACT_HONEYPOT_FIELD, contactLimits, contactTexts } from './contact-rules.ts';
import { MAX_ID, messages } from './fields.ts';
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
  // The server checks that the catalogue shows the product (contact/send-message.ts).
  product_id: z
    .preprocess(
      (value) =>
        value === null || value === ''
          ? undefined
          : typeof value === 'string' && /^\d+$/.test(value)
            ? Number(value)
            : value,
      z
        .number({ error: contactTexts.unknownProduct })
        // One message, however the id is wrong (the server's check of the catalogue comes after).
        .int({ error: contactTexts.unknownProduct, abort: true })
        .min(1, { error: contactTexts.unknownProduct, abort: true })
        .max(MAX_ID, { error: contactTexts.unknownProduct, abort: true })
        .optional(),
    )
    .optional()
    .meta({
      description:
        'A product enquiry: the id of the catalogue product the message asks about (as a number or digits). Omit it, or leave it blank, for a general message.',
    }),
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
  /** The product a product enquiry asks about; null for a general message. */
  product_id: z.number().int().nullable(),
  /** That product's name when the message was sent. */
  product_name: z.string().nullable(),
  created_at: z.string(),
});
export type ContactReceipt = z.infer<typeof contactReceiptSchema>;

/**
 * Where a message stands in the inbox (issue 48). A message arrives `new`; `read`, `replied`,
 * `spam` and `archived` are the staff's. `is_read` follows it: false exactly while `new`, so
 * the unread count and `unread=1` are the new messages.
 */
export const CONTACT_MESSAGE_STATUSES = ['new', 'read', 'replied', 'spam', 'archived'] as const;
export type ContactMessageStatus = (typeof CONTACT_MESSAGE_STATUSES)[number];

/** Each status as the admin names it. */
export const contactStatusLabels: Readonly<Record<ContactMessageStatus, string>> = {
  new: 'New',
  read: 'Read',
  replied: 'Replied',
  spam: 'Spam',
  archived: 'Archived',
};

export const contactStatusSchema = z.enum(CONTACT_MESSAGE_STATUSES, {
  error: `The status must be one of: ${CONTACT_MESSAGE_STATUSES.join(', ')}.`,
});

/**
 * The subject of a message: the form has no subject field (spec public §4), so it is what the
 * message is about, a product or the company; a reply's subject is "Re: " and this.
 */
export const contactMessageSubject = (productName: string | null): string =>
  productName ? `Enquiry about ${productName}` : 'Your message';

/** A stored message as administrators read it. */
export const contactMessageSchema = contactReceiptSchema.extend({
  /** The product, while the catalogue still has it (its name stays in `product_name` when not). */
  product_id: z.number().int().nullable(),
  status: contactStatusSchema,
  /** False exactly while the status is `new`. */
  is_read: z.boolean(),
  /** What the message is about (see contactMessageSubject). */
  subject: z.string(),
  /** When the notification email went out; null while pending, failed or not configured. */
  notified_at: z.string().nullable(),
  /** Why the last notification attempt failed, if it did. */
  notify_error: z.string().nullable(),
  updated_at: z.string(),
});
export type ContactMessage = z.infer<typeof contactMessageSchema>;

/**
 * The admin's message list: what `q` searches (the product's name is the variable part of
 * the subject) and what it may be sorted by (newest first by default).
 */
export const CONTACT_MESSAGE_SEARCH = ['first_name', 'last_name', 'email', 'message', 'product_name'] as const;
export const CONTACT_MESSAGE_SORTS = ['created_at', 'id', 'email', 'first_name', 'last_name', 'is_read'] as const;

/**
 * The filters of the message list and of its CSV export, as the address and the API take them:
 * `q` the search, `status` one status, `product_id` the enquiries about one product, `from` and
 * `to` days (UTC, both included).
 */
export const CONTACT_MESSAGE_FILTERS = ['q', 'status', 'product_id', 'from', 'to'] as const;

export const contactUnreadCountSchema = z.object({ unread_count: z.number().int() });
export type ContactUnreadCount = z.infer<typeof contactUnreadCountSchema>;

/** The body that sets a message's status, and the one that sets it on several at once. */
export const contactStatusBodySchema = z.object({ status: contactStatusSchema });
export const MAX_BULK_MESSAGES = 100;
export const contactBulkStatusBodySchema = z.object({
  ids: z
    .array(z.number({ error: 'Each id must be a message id.' }).int().min(1).max(MAX_ID), {
      error: 'The ids must be a list of message ids.',
    })
    .min(1, { error: 'Choose at least one message.' })
    .max(MAX_BULK_MESSAGES, { error: `Choose at most ${MAX_BULK_MESSAGES} messages at once.` }),
  status: contactStatusSchema,
});
export const contactBulkStatusResultSchema = z.object({
  /** The messages of `ids` that exist, which now have the status. */
  updated: z.number().int(),
});

/** A staff note on a message: who wrote it, when, and what. */
export const contactNoteLimits = { text: 2000 } as const;
export const contactNoteSchema = z.object({
  id: z.number().int(),
  message_id: z.number().int(),
  /** The person, as they were named then ("Ada Admin <ada@example.com>"). */
  author: z.string(),
  author_id: z.number().int().nullable(),
  text: z.string(),
  created_at: z.string(),
});
export type ContactNote = z.infer<typeof contactNoteSchema>;

export const contactNoteBodySchema = z.object({
  text: z
    .string({ error: 'Write the note.' })
    .overwrite(normaliseText)
    .trim()
    .min(1, { error: 'Write the note.' })
    .max(contactNoteLimits.text, { error: messages.maxLength('note', contactNoteLimits.text) }),
});

/** A product that messages ask about, for the list's product filter, with how many do. */
export const contactEnquiryProductSchema = z.object({
  product_id: z.number().int(),
  product_name: z.string(),
  messages: z.number().int(),
});
export type ContactEnquiryProduct = z.infer<typeof contactEnquiryProductSchema>;
