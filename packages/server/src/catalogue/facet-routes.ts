import {
  facetMappingSchema,
  facetMappingUpdateSchema,
  facetValueMappingSchema,
  productFacetsSchema,
} from '@grain/contract/product-facets-schema';
import { productSearchQuerySchema } from '@grain/contract/product-search-schema';
import type { FastifyInstance } from 'fastify';
import { writeAuditEntry } from '../db/audit-log.ts';
import { currentActor } from '../http/actor.ts';
import { ok } from '../http/envelope.ts';
import { notFound } from '../http/errors.ts';
import { idParams } from '../http/params.ts';
import { addRoute, parseOr422 } from '../http/route.ts';
import { FacetKeyUsage, productFacets } from './facet-counts.ts';
import { listFacetMapping, updateFacetMapping } from './facet-mapping.ts';

const tag = 'products';

/**
 * The facets of a search (public, cached like the lists) and the admin's mapping of them. Every
 * mapping write is checked for an administrator, audited in its transaction, and moves the
 * content version on (the route wrapper), so cached lists and pages show it at once.
 */
export function registerFacetRoutes(app: FastifyInstance): void {
  const { db, contentVersion } = app.grain;
  const keyUsage = new FacetKeyUsage();

  addRoute(app, {
    method: 'GET',
    url: '/api/products/facets',
    summary: 'Facets of a product search: keys of the specification lines, values and product counts',
    tag,
    access: 'public',
    query: productSearchQuerySchema,
    response: productFacetsSchema,
    handler: async ({ viewer, query }) => {
      const { facets, ...criteria } = query;
      const usage = await keyUsage.of(db, await contentVersion.currentOrNull());
      return ok(await productFacets(db, { ...criteria, activeOnly: !viewer?.isStaff }, facets, usage));
    },
  });

  addRoute(app, {
    method: 'GET',
    url: '/api/facets',
    summary: 'Admin: the facet keys and values found in specification lines, with their mapping',
    tag,
    access: 'admin',
    response: facetMappingSchema,
    handler: async () => ok(await listFacetMapping(db)),
  });

  // A key's answer is its own fields, as a value's (its values are the list's).
  const saved = facetValueMappingSchema.omit({ products: true });
  for (const [path, table, label] of [
    ['keys', 'facet_keys', 'key'],
    ['values', 'facet_values', 'value'],
  ] as const) {
    addRoute(app, {
      method: 'PUT',
      url: `/api/facets/${path}/:id`,
      summary: `Admin: rename, order, hide or merge a facet ${label}`,
      tag,
      access: 'admin',
      params: idParams,
      body: { schema: facetMappingUpdateSchema, encoding: 'json' },
      response: saved,
      failures: { 422: 'A label too long, a position out of range, or a merge into itself, another key or a loop' },
      handler: async ({ params, request }) => {
        const changes = parseOr422(facetMappingUpdateSchema, request.body ?? {});
        const changed = await db.transaction().execute(async (trx) => {
          const result = await updateFacetMapping(trx, table, params.id, changes);
          if (!result) throw notFound(`Facet ${label}`);
          await writeAuditEntry(trx, currentActor(), {
            action: 'update',
            entity: table,
            entityId: params.id,
            entityLabel: result.name,
            fields: result.fields,
          });
          return trx
            .selectFrom(table)
            .select(['id', 'slug', 'name', 'label', 'position', 'hidden', 'merge_into_id'])
            .where('id', '=', params.id)
            .executeTakeFirstOrThrow();
        });
        return ok(
          { ...changed, hidden: changed.hidden === true || changed.hidden === 1 },
          `The facet ${label} was saved.`,
        );
      },
    });
  }
}
