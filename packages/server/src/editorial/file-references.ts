import { productFields } from '@grain/contract/catalogue';
import { contentTypes } from '@grain/contract/content-types';
import { type Fields, isFileField } from '@grain/contract/fields';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema.ts';

/** The live tables and their file columns (content types and products), plus the gallery. */
function fileColumns(): Array<{ table: string; column: string }> {
  const ofFields = (table: string, fields: Fields) =>
    Object.entries(fields)
      .filter(([, field]) => isFileField(field))
      .map(([column]) => ({ table, column }));
  return [
    ...contentTypes.flatMap((def) => ofFields(def.table, def.fields)),
    ...ofFields('products', productFields),
    { table: 'product_images', column: 'path' },
  ];
}

/** `path` as it appears inside a JSON document, for LIKE (its % and _ taken literally). */
const jsonLikePattern = (path: string) => `%${JSON.stringify(path).replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/**
 * Whether stored file `path` is still used: by a live record, or inside the data of any draft,
 * revision or trash entry. A file goes only when the last of them lets go of it.
 */
export async function isStillReferenced(db: Kysely<Database>, path: string): Promise<boolean> {
  const anyDb = db as unknown as Kysely<Record<string, Record<string, unknown>>>;
  for (const { table, column } of fileColumns()) {
    const row = await anyDb.selectFrom(table).select('id').where(column, '=', path).limit(1).executeTakeFirst();
    if (row) return true;
  }
  const pattern = jsonLikePattern(path);
  for (const table of ['record_drafts', 'record_revisions', 'record_trash'] as const) {
    const row = await db
      .selectFrom(table)
      .select('id')
      .where(sql<boolean>`${sql.ref('data')} like ${pattern} escape '\\'`)
      .limit(1)
      .executeTakeFirst();
    if (row) return true;
  }
  return false;
}
