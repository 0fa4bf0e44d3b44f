import {
  CONTACT_FIELDS,
  CONTACT_FORM_PATH,
  CONTACT_SENT_URL,
  type ContactFieldName,
} from '@grain/contract/contact-rules';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { databaseFault } from '../db/faults.ts';
import type { SitePages } from '../http/site-pages.ts';
import type { ContactSender, SendOutcome } from './send-message.ts';

/** A form post is a few kilobytes at most: 3 × 100 + 255 + 5,000 characters, percent-encoded. */
const FORM_BODY_LIMIT = 64 * 1024;

export const CROSS_SITE_TEXT = 'This form can only be sent from the pages of this site.';

/** The origin a browser named for the post: its Origin header, or else its Referer's. */
function postedFrom(request: FastifyRequest): string | null {
  const { origin, referer } = request.headers;
  if (origin && origin !== 'null') return origin;
  if (!referer) return null;
  try {
    return new URL(referer).origin;
  } catch {
    return null;
  }
}

const valuesOf = (body: Record<string, unknown>) =>
  Object.fromEntries(
    CONTACT_FIELDS.map((name) => [name, typeof body[name] === 'string' ? (body[name] as string) : '']),
  ) as Record<ContactFieldName, string>;

type FormOutcome = SendOutcome | { kind: 'fault'; status: number; message: string; secondsToWait: number };

/**
 * The sender's outcome, or the database's fault when it is away or full: the page then answers
 * with the fault's message and the visitor's values, as for a refusal, instead of the API's
 * JSON error, so a visitor without the app loses nothing they typed.
 */
async function sendOrFault(
  send: ContactSender,
  body: Record<string, unknown>,
  request: FastifyRequest,
): Promise<FormOutcome> {
  try {
    return await send(body, request);
  } catch (error) {
    const fault = databaseFault(error);
    if (!fault) throw error;
    request.log.warn({ err: error }, 'contact form post not stored: the database failed');
    return { kind: 'fault', status: fault.status, message: fault.message, secondsToWait: fault.retryAfter ?? 5 };
  }
}

/**
 * The contact form without the app (spec public §5): the page's form posts here as
 * application/x-www-form-urlencoded, and the same sender as the API's applies the same rules,
 * spam trap and rate limit. A message taken answers 303 to the confirmation (Post/Redirect/Get);
 * a refusal answers the contact page itself with the error and the visitor's values, so nothing
 * typed travels in a URL. Posts from other sites' pages are refused: browsers name the page's
 * origin on every post (the pages' referrer policy keeps it), and a forged post cannot.
 */
export async function registerContactFormRoute(
  app: FastifyInstance,
  send: ContactSender,
  pages: SitePages,
): Promise<void> {
  await app.register(async (scope) => {
    // Only this route reads form bodies; the API stays JSON and multipart.
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
    );
    scope.post(CONTACT_FORM_PATH, async (request, reply) => {
      if (postedFrom(request) !== pages.origin(request)) {
        return reply
          .code(403)
          .type('text/plain; charset=utf-8')
          .header('cache-control', 'no-store')
          .send(CROSS_SITE_TEXT);
      }
      const body =
        request.body !== null && typeof request.body === 'object' ? (request.body as Record<string, unknown>) : {};
      const outcome = await sendOrFault(send, body, request);
      if (outcome.kind === 'sent') return reply.redirect(CONTACT_SENT_URL, 303);
      if (outcome.kind !== 'refused') reply.header('retry-after', String(outcome.secondsToWait));
      return pages.sendFormPage(request, reply, {
        url: CONTACT_FORM_PATH,
        status: outcome.kind === 'fault' ? outcome.status : outcome.kind === 'too-many' ? 429 : 422,
        contactForm: {
          message: outcome.message,
          invalid: outcome.kind === 'refused' ? outcome.invalid : [],
          values: valuesOf(body),
          // A product enquiry stays one: the page names the product again and posts its id.
          product: outcome.kind === 'fault' ? null : outcome.product,
        },
      });
    });
  });
}
