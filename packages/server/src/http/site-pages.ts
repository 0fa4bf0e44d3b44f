import type { ContactFormRefusal } from '@grain/contract/contact-rules';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * What the rest of the server may ask of the server-rendered pages (pages/web-app.ts gives it):
 * the contact form's post (contact/form-route.ts) answers a refusal with the page itself.
 */
export interface SitePages {
  /** The site's origin as this request sees it (PUBLIC_URL, or the request's own). */
  origin(request: FastifyRequest): string;
  /** Answers with the page at `url` rendered with the refused form, never cached. */
  sendFormPage(
    request: FastifyRequest,
    reply: FastifyReply,
    page: { url: string; status: number; contactForm: ContactFormRefusal },
  ): Promise<FastifyReply>;
}
