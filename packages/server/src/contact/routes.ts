import {
  contactFormSchema,
  contactMessageSchema,
  contactReceiptSchema,
  contactUnreadCountSchema,
} from '@grain/contract/contact';
import { toFieldErrors } from '@grain/contract/fields';
import { pageOffset } from '@grain/contract/paging';
import { pageSchema } from '@grain/contract/responses';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { writeAuditEntry } from '../db/audit-log.ts';
import { requestedOrdering } from '../db/list-queries.ts';
import { currentActor } from '../http/actor.ts';
import { ok, page } from '../http/envelope.ts';
import { HttpError, notFound, tooManyRequests, validationFailed } from '../http/errors.ts';
import { idParams, optionalBoolean } from '../http/params.ts';
import { addRoute } from '../http/route.ts';
import { changeStatus, registerInboxRoutes } from './inbox-routes.ts';
import { filterOf, listQuery } from './message-filters.ts';
import {
  countContactMessages,
  deleteContactMessage,
  findContactMessage,
  listContactMessages,
  MESSAGES_ENTITY,
  messageLabel,
  statusWhenRead,
  toContactMessage,
} from './messages-repository.ts';
import { type ContactSender, createContactSender } from './send-message.ts';

const PUBLIC_TAG = 'Contact';
const ADMIN_TAG = 'Contact messages';

const readBody = z.object({ is_read: optionalBoolean('is_read') });

const asRecord = (body: unknown): Record<string, unknown> =>
  body !== null && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : {};

/**
 * The contact form's send call and the admin's message calls. Answers the sender of messages,
 * which the page's own form post (form-route.ts) shares: one rate limit, one set of rules.
 */
export function registerContactRoutes(app: FastifyInstance): ContactSender {
  const send = createContactSender(app);
  registerSendRoute(app, send);
  registerAdminRoutes(app);
  return send;
}

function registerSendRoute(app: FastifyInstance, send: ContactSender): void {
  addRoute(app, {
    method: 'POST',
    url: '/api/contact/send',
    summary: 'Send a message through the contact form; the company is emailed when SMTP is set up',
    tag: PUBLIC_TAG,
    access: 'public',
    body: { schema: contactFormSchema, encoding: 'json' },
    response: contactReceiptSchema,
    successStatus: 201,
    handler: async ({ request, reply }) => {
      const outcome = await send(asRecord(request.body), request);
      switch (outcome.kind) {
        case 'too-many':
          reply.header('retry-after', String(outcome.secondsToWait));
          throw tooManyRequests(outcome.message);
        // Spec public §5: the envelope carries the single text the form shows; `errors` has each field's.
        case 'refused':
          throw new HttpError(422, outcome.message, outcome.errors);
        case 'sent':
          return ok(outcome.receipt, outcome.message);
      }
    },
  });
}

function registerAdminRoutes(app: FastifyInstance): void {
  const { db } = app.grain;
  const base = '/api/contact-messages';

  const findOr404 = async (id: number) => {
    const row = await findContactMessage(db, id);
    if (!row) throw notFound('Contact message');
    return row;
  };

  addRoute(app, {
    method: 'GET',
    url: base,
    summary:
      'Contact messages, newest first unless `sort` says otherwise; `q` searches the names, email, message and product; `status`, `unread=1` (status new), `product_id`, `from` and `to` (UTC days) filter',
    tag: ADMIN_TAG,
    access: 'editor',
    query: listQuery,
    response: pageSchema(contactMessageSchema),
    handler: async ({ query }) => {
      const filter = filterOf(query);
      const window = {
        ordering: requestedOrdering(query.sort, query.order),
        limit: query.per_page,
        offset: pageOffset(query.page, query.per_page),
      };
      const [rows, total] = await Promise.all([
        listContactMessages(db, { ...filter, ...window }),
        countContactMessages(db, filter),
      ]);
      return ok(page(rows.map(toContactMessage), total, query.page, query.per_page));
    },
  });

  addRoute(app, {
    method: 'GET',
    url: `${base}/unread-count`,
    summary: 'How many contact messages are unread (status new)',
    tag: ADMIN_TAG,
    access: 'editor',
    response: contactUnreadCountSchema,
    handler: async () => ok({ unread_count: await countContactMessages(db, { unreadOnly: true }) }),
  });

  registerInboxRoutes(app, { base, tag: ADMIN_TAG, findOr404 });

  addRoute(app, {
    method: 'GET',
    url: `${base}/:id`,
    summary: 'One contact message',
    tag: ADMIN_TAG,
    access: 'editor',
    params: idParams,
    response: contactMessageSchema,
    handler: async ({ params }) => ok(toContactMessage(await findOr404(params.id))),
  });

  for (const method of ['PATCH', 'PUT', 'POST'] as const) {
    addRoute(app, {
      method,
      url: `${base}/:id/read`,
      summary:
        'Mark a contact message read (a new one becomes `read`, another status stays), or unread with `is_read: false` (status `new`)',
      tag: ADMIN_TAG,
      access: 'editor',
      params: idParams,
      body: { schema: readBody, encoding: 'json' },
      response: contactMessageSchema,
      handler: async ({ request, params }) => {
        await findOr404(params.id);
        const parsed = readBody.safeParse(asRecord(request.body));
        if (!parsed.success) throw validationFailed(toFieldErrors(parsed.error));
        const isRead = parsed.data.is_read ?? true;
        await changeStatus(db, [params.id], statusWhenRead(isRead));
        const row = await findOr404(params.id);
        return ok(toContactMessage(row), isRead ? 'Message marked as read' : 'Message marked as unread');
      },
    });
  }

  addRoute(app, {
    method: 'DELETE',
    url: `${base}/:id`,
    summary: 'Delete a contact message, with its notes',
    tag: ADMIN_TAG,
    access: 'editor',
    params: idParams,
    response: z.null(),
    handler: async ({ params }) => {
      const row = await findOr404(params.id);
      await db.transaction().execute(async (trx) => {
        await deleteContactMessage(trx, params.id);
        await writeAuditEntry(trx, currentActor(), {
          action: 'delete',
          entity: MESSAGES_ENTITY,
          entityId: params.id,
          entityLabel: messageLabel(row),
        });
      });
      return ok(null, 'Message deleted successfully');
    },
  });
}
