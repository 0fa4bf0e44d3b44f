import type { ContentTypeDef } from '@grain/contract/content-types';
import type { Kysely } from 'kysely';
import { childrenOfRow, findProduct } from '../catalogue/product-repository.ts';
import { saveProduct } from '../catalogue/product-write.ts';
import type { ProductCollection } from '../catalogue/products.ts';
import type { Collection } from '../collections/define.ts';
import type { CollectionHooks } from '../collections/hooks.ts';
import { collectionRepository } from '../collections/read.ts';
import { saveRecord, type WriteContext } from '../collections/write.ts';
import { contentCollection } from '../content/routes.ts';
import type { Database } from '../db/schema.ts';
import type { RequestInput } from '../storage/uploads.ts';

/**
 * A collection as the editorial features see it: content types and products alike, named by
 * their API path (in URLs and answers) and by their table (in the editorial tables).
 */
export interface EditorialCollection {
  path: string;
  collection: Collection;
  hasActiveFlag: boolean;
  /** Whether record `id` is live. */
  exists(db: Kysely<Database>, id: number): Promise<boolean>;
  /** Sets is_active false through the collection's write path (cache and content version move on). */
  unpublish(context: WriteContext, id: number): Promise<void>;
}

/** A body of field values as a JSON request would carry it, without files. */
const jsonInput = (fields: Record<string, unknown>): RequestInput => ({
  fields,
  files: {},
  cleanup: async () => undefined,
});

const gone = (label: string) => new Error(`The ${label.toLowerCase()} no longer exists.`);

function contentEntry(def: ContentTypeDef, hooks: CollectionHooks = {}): EditorialCollection {
  const collection = contentCollection(def, hooks);
  return {
    path: def.path,
    collection,
    hasActiveFlag: def.hasActiveFlag,
    exists: async (db, id) => (await collectionRepository(db, def).find(id, { activeOnly: false })) !== undefined,
    async unpublish(context, id) {
      const row = await collectionRepository(context.db, def).find(id, { activeOnly: false });
      if (!row) throw gone(collection.label);
      await saveRecord(context, collection, jsonInput({ is_active: false }), row);
    },
  };
}

function productEntry(products: ProductCollection): EditorialCollection {
  return {
    path: 'products',
    collection: products,
    hasActiveFlag: 'is_active' in products.fields,
    exists: async (db, id) => (await findProduct(db, id, { activeOnly: false, products })) !== undefined,
    async unpublish(context, id) {
      const row = await findProduct(context.db, id, { activeOnly: false, products });
      if (!row) throw gone(products.label);
      await saveProduct(context, products, jsonInput({ is_active: false }), { row, children: childrenOfRow(row) });
    },
  };
}

/** Every collection of the app, found by API path or by table. */
export class EditorialCollections {
  readonly all: EditorialCollection[];

  constructor(defs: readonly ContentTypeDef[], hooks: Record<string, CollectionHooks>, products: ProductCollection) {
    this.all = [...defs.map((def) => contentEntry(def, hooks[def.path])), productEntry(products)];
  }

  byPath(path: string): EditorialCollection | undefined {
    return this.all.find((entry) => entry.path === path);
  }

  byTable(table: string): EditorialCollection | undefined {
    return this.all.find((entry) => entry.collection.table === table);
  }
}
