import {
  type ContactReceipt,
  contactFormMessage,
  contactFormSchema,
  contactTexts,
  isHoneypotFilled,
} from '@grain/contract/contact';
import { CONTACT_FIELDS, type ContactFieldName } from '@grain/contract/contact-rules';
import type { FieldErrors } from '@grain/contract/envelope';
import { toFieldErrors } from '@grain/contract/fields';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { nowIso } from '../db/values.ts';
import { type ContactMessageRow, insertContactMessage, toContactMessage } from './messages-repository.ts';
import { createContactSendLimiter, tooManyMessagesText } from './send-limiter.ts';

/** What became of a message sent through the contact form, by the API or by a posted form. */
export type SendOutcome =
  | { kind: 'sent'; receipt: ContactReceipt; message: string }
  | { kind: 'refused'; message: string; errors: FieldErrors; invalid: ContactFieldName[] }
  | { kind: 'too-many'; message: string; secondsToWait: number };

/** Sends one message: counts it against the sender's IP, checks it, stores it, emails the company. */
export type ContactSender = (body: Record<string, unknown>, request: FastifyRequest) => Promise<SendOutcome>;

const toReceipt = (row: ContactMessageRow): ContactReceipt => {
  const { id, first_name, last_name, email, message, created_at } = toContactMessage(row);
  return { id, first_name, last_name, email, message, created_at };
};

const FIELD_NAMES = new Set<string>(CONTACT_FIELDS);

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
    if (secondsToWait > 0) return { kind: 'too-many', message: tooManyMessagesText(secondsToWait), secondsToWait };
    const parsed = contactFormSchema.safeParse(body);
    if (!parsed.success) {
      const errors = toFieldErrors(parsed.error);
      const invalid = Object.keys(errors).filter((name): name is ContactFieldName => FIELD_NAMES.has(name));
      return { kind: 'refused', message: contactFormMessage(parsed.error), errors, invalid };
    }
    const { website: _trap, ...form } = parsed.data;
    if (isHoneypotFilled(body)) {
      request.log.info({ ip: request.ip }, 'contact message dropped: spam trap filled');
      // The bot must believe it succeeded; id 0 names no stored message.
      return { kind: 'sent', receipt: { id: 0, ...form, created_at: nowIso() }, message: contactTexts.sent };
    }
    const row = await insertContactMessage(db, form, request.ip);
    contactNotifier.notifyInBackground(row);
    return { kind: 'sent', receipt: toReceipt(row), message: contactTexts.sent };
  };
}
