import {
  contactBulkStatusBodySchema,
  contactBulkStatusResultSchema,
  contactEnquiryProductSchema,
  contactMessageSchema,
  contactNoteBodySchema,
  contactNoteSchema,
  contactStatusBodySchema,
  contactStatusLabels,
} from '@grain/contract/contact';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { writeAuditEntry } from '../db/audit-log.ts';
import type { Database } from '../db/schema.ts';
import { currentActor } from '../http/actor.ts';
import { csvStream } from '../http/csv.ts';
import { ok } from '../http/envelope.ts';
import { idParams } from '../http/params.ts';
import { addRoute, parseOr422 } from '../http/route.ts';
import { exportQuery, filterOf } from './message-filters.ts';
import {
  contactMessagesOf,
  enquiryProducts,
  type ListedMessageRow,
  MESSAGES_ENTITY,
  messageLabel,
  setContactMessageStatus,
  toContactMessage,
} from './messages-repository.ts';
import { insertContactNote, listContactNotes } from './notes-repository.ts';

/**
 * Gives the messages of `ids` a status (see setContactMessageStatus), with one audit entry per
 * message whose status changed, in one transaction. The entries name the message by its id and
 * product, never its sender (see deleteOldContactMessages). Answers how many messages exist.
 */
export function changeStatus(
  db: Kysely<Database>,
  ids: readonly number[],
  status: Parameters<typeof setContactMessageStatus>[2],
): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const { found, changes } = await setContactMessageStatus(trx, ids, status);
    const actor = currentActor();
    for (const change of changes) {
      await writeAuditEntry(trx, actor, {
        action: 'status changed',
        entity: MESSAGES_ENTITY,
        entityId: change.id,
        entityLabel: change.label,
        fields: ['status'],
        detail: `${change.from} → ${change.to}`,
      });
    }
    return found;
  });
}

const CSV_COLUMNS = [
  'id',
  'received',
  'status',
  'first_name',
  'last_name',
  'email',
  'subject',
  'product_id',
  'product',
  'message',
];

/**
 * The inbox's calls beside the spec's (issue 48): status, in bulk too, notes, the CSV export
 * of the list's filters and the products messages ask about. Editors and administrators.
 */
export function registerInboxRoutes(
  app: FastifyInstance,
  { base, tag, findOr404 }: { base: string; tag: string; findOr404: (id: number) => Promise<ListedMessageRow> },
): void {
  const { db } = app.grain;

  addRoute(app, {
    method: 'PATCH',
    url: `${base}/:id/status`,
    summary: 'Set the status of a contact message: new, read, replied, spam or archived',
    tag,
    access: 'editor',
    params: idParams,
    body: { schema: contactStatusBodySchema, encoding: 'json' },
    response: contactMessageSchema,
    handler: async ({ request, params }) => {
      await findOr404(params.id);
      const { status } = parseOr422(contactStatusBodySchema, request.body ?? {});
      await changeStatus(db, [params.id], status);
      const row = await findOr404(params.id);
      return ok(toContactMessage(row), `Message marked as ${contactStatusLabels[status].toLowerCase()}`);
    },
  });

  addRoute(app, {
    method: 'POST',
    url: `${base}/bulk-status`,
    summary: 'Set the status of several contact messages at once (up to 100); ids that name no message are skipped',
    tag,
    access: 'editor',
    body: { schema: contactBulkStatusBodySchema, encoding: 'json' },
    response: contactBulkStatusResultSchema,
    handler: async ({ request }) => {
      const { ids, status } = parseOr422(contactBulkStatusBodySchema, request.body ?? {});
      const found = await changeStatus(db, [...new Set(ids)], status);
      const label = contactStatusLabels[status].toLowerCase();
      return ok({ updated: found }, `${found} ${found === 1 ? 'message' : 'messages'} marked as ${label}`);
    },
  });

  addRoute(app, {
    method: 'GET',
    url: `${base}/:id/notes`,
    summary: "The staff's notes on a contact message, oldest first",
    tag,
    access: 'editor',
    params: idParams,
    response: z.array(contactNoteSchema),
    handler: async ({ params }) => {
      await findOr404(params.id);
      return ok(await listContactNotes(db, params.id));
    },
  });

  addRoute(app, {
    method: 'POST',
    url: `${base}/:id/notes`,
    summary: 'Add a note to a contact message (up to 2,000 characters), in the name of the person signed in',
    tag,
    access: 'editor',
    params: idParams,
    body: { schema: contactNoteBodySchema, encoding: 'json' },
    response: contactNoteSchema,
    successStatus: 201,
    handler: async ({ request, params }) => {
      const message = await findOr404(params.id);
      const { text } = parseOr422(contactNoteBodySchema, request.body ?? {});
      const actor = currentActor();
      const note = await db.transaction().execute(async (trx) => {
        const added = await insertContactNote(trx, params.id, actor, text);
        // The note's text stays out of the log: it may name the sender.
        await writeAuditEntry(trx, actor, {
          action: 'note added',
          entity: MESSAGES_ENTITY,
          entityId: params.id,
          entityLabel: messageLabel(message),
          detail: `note ${added.id}`,
        });
        return added;
      });
      return ok(note, 'Note added');
    },
  });

  addRoute(app, {
    method: 'GET',
    url: `${base}/products`,
    summary: 'The products contact messages ask about, by name, with how many do (the product filter)',
    tag,
    access: 'editor',
    response: z.array(contactEnquiryProductSchema),
    handler: async () => ok(await enquiryProducts(db)),
  });

  addRoute(app, {
    method: 'GET',
    url: `${base}/export.csv`,
    summary: 'The contact messages of the same filters as the list, newest first, as CSV',
    tag,
    access: 'editor',
    query: exportQuery,
    response: z.string(),
    handler: async ({ query, reply }) => {
      const filter = filterOf(query);
      async function* lines() {
        yield CSV_COLUMNS;
        for await (const row of contactMessagesOf(db, filter)) {
          const message = toContactMessage(row);
          yield [
            message.id,
            message.created_at,
            message.status,
            message.first_name,
            message.last_name,
            message.email,
            message.subject,
            message.product_id ?? '',
            message.product_name ?? '',
            message.message,
          ];
        }
      }
      const date = new Date().toISOString().slice(0, 10);
      reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="messages-${date}.csv"`)
        .header('cache-control', 'no-store');
      return reply.send(csvStream(lines()));
    },
  });
}
