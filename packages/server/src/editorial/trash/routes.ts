import { restoredSchema, trashEntrySchema } from '@grain/contract/editorial-trash';
import { pageOffset } from '@grain/contract/paging';
import { pageSchema } from '@grain/contract/responses';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ok, page } from '../../http/envelope.ts';
import { validationFailed } from '../../http/errors.ts';
import { idParams, pagingQuery } from '../../http/params.ts';
import { addRoute } from '../../http/route.ts';
import type { EditorialCollections } from '../collections.ts';
import { purgeTrashEntry, restoreFromTrash } from './trash-store.ts';

const tag = 'editorial';
const PER_PAGE = 20;

const listQuery = pagingQuery(PER_PAGE).extend({ collection: z.string().optional() });

/** The trash of every collection: list, restore, purge now (expired entries go by the runner). */
export function registerTrashRoutes(app: FastifyInstance, collections: EditorialCollections): void {
  const context = app.grain;

  addRoute(app, {
    method: 'GET',
    url: '/api/editorial/trash',
    summary: 'Deleted records, newest first',
    tag,
    access: 'editor',
    query: listQuery,
    response: pageSchema(trashEntrySchema),
    handler: async ({ query }) => {
      let table: string | undefined;
      if (query.collection) {
        table = collections.byPath(query.collection)?.collection.table;
        if (!table) throw validationFailed({ collection: ['There is no such collection.'] });
      }
      let base = context.db.selectFrom('record_trash');
      if (table) base = base.where('record_trash.collection', '=', table);
      const [rows, total] = await Promise.all([
        base
          .leftJoin('users', 'users.id', 'record_trash.deleted_by')
          .select([
            'record_trash.id',
            'record_trash.collection',
            'record_trash.record_id',
            'record_trash.label',
            'record_trash.created_at',
            'record_trash.purge_after',
            'users.fname',
            'users.lname',
          ])
          .orderBy('record_trash.created_at', 'desc')
          .orderBy('record_trash.id', 'desc')
          .limit(query.per_page)
          .offset(pageOffset(query.page, query.per_page))
          .execute(),
        base.select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow(),
      ]);
      const entries = rows.map((row) => {
        const entry = collections.byTable(row.collection);
        return {
          id: row.id,
          collection: entry?.path ?? row.collection,
          collection_label: entry?.collection.label ?? row.collection,
          record_id: row.record_id,
          label: row.label,
          deleted_by_name: row.fname === null ? null : `${row.fname} ${row.lname}`,
          deleted_at: row.created_at,
          purge_after: row.purge_after,
        };
      });
      return ok(page(entries, Number(total.count), query.page, query.per_page));
    },
  });

  addRoute(app, {
    method: 'POST',
    url: '/api/editorial/trash/:id/restore',
    summary: 'Put a deleted record back, with its id',
    tag,
    access: 'editor',
    params: idParams,
    response: restoredSchema,
    contentVersion: 'handler',
    handler: async ({ params }) => {
      const restored = await restoreFromTrash(context, collections, params.id);
      return ok({ collection: restored.path, record_id: restored.record_id }, 'Restored successfully');
    },
  });

  addRoute(app, {
    method: 'DELETE',
    url: '/api/editorial/trash/:id',
    summary: 'Delete a record in the trash for good, with its files unless still used',
    tag,
    access: 'editor',
    params: idParams,
    response: z.null(),
    contentVersion: 'handler',
    handler: async ({ params }) => {
      await purgeTrashEntry(context, collections, params.id);
      return ok(null, 'Deleted for good');
    },
  });
}
