/**
 * The contact form's texts and rules (spec public §5) without zod, so the public pages that
 * carry the form can check it without downloading a schema library; the server's schema in
 * `contact.ts` is built from the same values.
 */
export const contactTexts = {
  allFieldsRequired: 'All fields are required',
  invalidEmail: 'Please enter a valid email address',
  sent: 'Thank you! Your message has been sent.',
} as const;

/** The hidden spam-trap field: people leave it empty, form-filling bots do not. */
export const CONTACT_HONEYPOT_FIELD = 'website';

export const contactLimits = { name: 100, email: 255, message: 5000 } as const;

/** "text, at sign, text, dot, text" (spec public §5). */
export const CONTACT_EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export type ContactFieldName = 'first_name' | 'last_name' | 'email' | 'message';

/** The fields a visitor fills in, in the form's order. */
export const CONTACT_FIELDS: readonly ContactFieldName[] = ['first_name', 'last_name', 'email', 'message'];

/**
 * Where the form posts without the app (`method="post"`): the contact page itself. The server
 * answers a refusal with that page, and a message taken with a 303 to CONTACT_SENT_URL.
 */
export const CONTACT_FORM_PATH = '/contact';

/** The contact form's section on its page: the confirmation scrolls to it. */
export const CONTACT_FORM_ANCHOR = 'contact-form';

/** The query flag of the confirmation the server redirects to once a posted message is taken. */
export const CONTACT_SENT_FLAG = 'sent';
export const CONTACT_SENT_URL = `${CONTACT_FORM_PATH}?${CONTACT_SENT_FLAG}=1#${CONTACT_FORM_ANCHOR}`;

/**
 * A posted form the server refused, as the contact page renders it: the one message (spec
 * public §5, or the rate limit's), the fields it concerns, and what the visitor typed, kept.
 */
export interface ContactFormRefusal {
  message: string;
  invalid: ContactFieldName[];
  values: Record<ContactFieldName, string>;
}
