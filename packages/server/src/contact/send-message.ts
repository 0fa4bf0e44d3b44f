import {
  type ContactReceipt,
  contactFormMessage,
  contactFormSchema,
  contactTexts,
  isHoneypotFilled,
} from '@grain/contract/contact';
import { CONTACT_FIELDS, type ContactFieldName, type ContactProduct } from '@grain/contract/contact-rules';
import type { FieldErrors } from '@grain/contract/envelope';
import { toFieldErrors } from '@grain/contract/fields';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { nowIso, toIsoTimestamp } from '../db/values.ts';
import { type ContactMessageRow, findEnquiryProduct, insertContactMessage } from './messages-repository.ts';
import { createContactSendLimiter, tooManyMessagesText } from './send-limiter.ts';

/**
 * What became of a message sent through the contact form, by the API or by a posted form. A
 * refusal names the product the message asked about, if the catalogue has it, for the page
 * that shows the form again.
 */
export type SendOutcome =
  | { kind: 'sent'; receipt: ContactReceipt; message: string }
  | {
      kind: 'refused';
      message: string;
      errors: FieldErrors;
      invalid: ContactFieldName[];
      product: ContactProduct | null;
    }
  | { kind: 'too-many'; message: string; secondsToWait: number; product: ContactProduct | null };

/** Sends one message: counts it against the sender's IP, checks it, stores it, emails the company. */
export type ContactSender = (body: Record<string, unknown>, request: FastifyRequest) => Promise<SendOutcome>;

const toReceipt = (row: ContactMessageRow): ContactReceipt => ({
  id: Number(row.id),
  first_name: row.first_name,
  last_name: row.last_name,
  email: row.email,
  message: row.message,
  product_id: row.product_id === null ? null : Number(row.product_id),
  product_name: row.product_name,
  created_at: toIsoTimestamp(row.created_at) ?? '',
});

const FIELD_NAMES = new Set<string>(CONTACT_FIELDS);

const productIdSchema = contactFormSchema.shape.product_id;

/** The product a post asks about (`product_id`), if it names one the catalogue shows. */
async function enquiryProductOf(db: Kysely<Database>, body: Record<string, unknown>) {
  const id = productIdSchema.safeParse(body.product_id).data;
  return id === undefined ? null : ((await findEnquiryProduct(db, id)) ?? null);
}

/**
 * The form's schema for one post: a `product_id` must name the product looked up for it, one
 * the public catalogue shows (422 on that field otherwise).
 */
const formSchemaFor = (product: ContactProduct | null) =>
  contactFormSchema.extend({
    product_id: productIdSchema.refine((id) => id === undefined || id === product?.id, {
      error: contactTexts.unknownProduct,
    }),
  });

/**
 * The contact form's rules, written once for both ways a message arrives (the app's JSON call
 * and the page's own form post): every attempt counts against the IP's rate limit, valid or
 * not; the contract's schema gives the spec's texts; a filled spam trap is answered as a
 * success and dropped; a message is stored before the company is emailed in the background.
 */
export function createContactSender(app: FastifyInstance): ContactSender {
  const { db, config, contactNotifier } = app.grain;
  const limiter = createContactSendLimiter(config.rateLimits.contactPerIp, app.grain.rateLimiter);

  return async (body, request) => {
    const secondsToWait = await limiter.consume(request.ip);
    const product = await enquiryProductOf(db, body);
    if (secondsToWait > 0) {
      return { kind: 'too-many', message: tooManyMessagesText(secondsToWait), secondsToWait, product };
    }
    const parsed = formSchemaFor(product).safeParse(body);
    if (!parsed.success) {
      const errors = toFieldErrors(parsed.error);
      const invalid = Object.keys(errors).filter((name): name is ContactFieldName => FIELD_NAMES.has(name));
      return { kind: 'refused', message: contactFormMessage(parsed.error), errors, invalid, product };
    }
    const { website: _trap, product_id: _product, ...form } = parsed.data;
    if (isHoneypotFilled(body)) {
      request.log.info({ ip: request.ip }, 'contact message dropped: spam trap filled');
      // The bot must believe it succeeded; id 0 names no stored message.
      const receipt = { id: 0, ...form, product_id: product?.id ?? null, product_name: product?.name ?? null };
      return { kind: 'sent', receipt: { ...receipt, created_at: nowIso() }, message: contactTexts.sent };
    }
    const row = await insertContactMessage(db, form, request.ip, product);
    contactNotifier.notifyInBackground(row);
    return { kind: 'sent', receipt: toReceipt(row), message: contactTexts.sent };
  };
}
