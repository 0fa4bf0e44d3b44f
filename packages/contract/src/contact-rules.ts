/**
 * The contact form's texts and rules (spec public §5) without zod, so the public pages that
 * carry the form can check it without downloading a schema library; the server's schema in
 * `contact.ts` is built from the same values.
 */
export const contactTexts = {
  allFieldsRequired: 'All fields are required',
  invalidEmail: 'Please enter a valid email address',
  sent: 'Thank you! Your message has been sent.',
  /** A product enquiry whose product the public catalogue does not have (any more). */
  unknownProduct: 'The product you are asking about is not in our catalogue.',
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
 * A product enquiry (issue 48): the product page links to the contact page with the product's
 * id in this parameter (`/contact?product=12`, a plain link that needs no script); the page
 * names the product and its form carries the id in the hidden field CONTACT_PRODUCT_FIELD.
 */
export const CONTACT_PRODUCT_PARAM = 'product';
export const CONTACT_PRODUCT_FIELD = 'product_id';

/** The contact page about a product: where a product page's "Ask about this product" leads. */
export const productEnquiryPath = (productId: number) => `${CONTACT_FORM_PATH}?${CONTACT_PRODUCT_PARAM}=${productId}`;

/** The product id a contact page's address names (`?product=12`), or null: digits only, no sign or zero. */
export function enquiryProductId(search: URLSearchParams): number | null {
  const value = search.get(CONTACT_PRODUCT_PARAM) ?? '';
  return /^[1-9][0-9]{0,9}$/.test(value) && Number(value) <= 2_147_483_647 ? Number(value) : null;
}

/** The product a message asks about, as the contact page names it ("About: {name}"). */
export interface ContactProduct {
  id: number;
  name: string;
}

/**
 * A posted form the server refused, as the contact page renders it: the one message (spec
 * public §5, or the rate limit's), the fields it concerns, and what the visitor typed, kept,
 * with the product it asked about (a product enquiry), which the page names again.
 */
export interface ContactFormRefusal {
  message: string;
  invalid: ContactFieldName[];
  values: Record<ContactFieldName, string>;
  product?: ContactProduct | null;
}
