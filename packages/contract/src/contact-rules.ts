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
