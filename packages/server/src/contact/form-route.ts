import {
  CONTACT_FIELDS,
  CONTACT_FORM_PATH,
  CONTACT_SENT_URL,
  type ContactFieldName,
} from '@grain/contract/contact-rules';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { SitePages } from '../http/site-pages.ts';
import type { ContactSender } from './send-message.ts';

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
      const outcome = await send(body, request);
      if (outcome.kind === 'sent') return reply.redirect(CONTACT_SENT_URL, 303);
      if (outcome.kind === 'too-many') reply.header('retry-after', String(outcome.secondsToWait));
      return pages.sendFormPage(request, reply, {
        url: CONTACT_FORM_PATH,
        status: outcome.kind === 'too-many' ? 429 : 422,
        contactForm: {
          message: outcome.message,
          invalid: outcome.kind === 'refused' ? outcome.invalid : [],
          values: valuesOf(body),
        },
      });
    });
  });
}
