/**
 * The columns of the unique index a failed insert or update of `table` collided with, on either
 * database; null for any other error. SQLite says `UNIQUE constraint failed: categories.slug`, or
 * for an index on an expression, its name (`index 'categories_slug_unique'`, as migrations name
 * them: `{table}_{columns}_unique`); PostgreSQL gives code 23505 with
 * `Key (slug)=(oak) already exists.` (`Key (lower(slug))=…` for an expression), or at least the
 * index name and its table.
 */
export function uniqueViolationColumns(error: unknown, table?: string): string[] | null {
  if (typeof error !== 'object' || error === null) return null;
  const { code, message, detail, constraint } = error as Record<string, unknown>;
  if (code === 'SQLITE_CONSTRAINT_UNIQUE' && typeof message === 'string') {
    const index = message.match(/UNIQUE constraint failed: index '(\w+)'$/)?.[1];
    if (index) return table ? columnsOfIndex(index, table) : null;
    const columns = message.match(/UNIQUE constraint failed: (.+)$/)?.[1];
    return columns ? columns.split(',').map((column) => column.trim().replace(/^.*\./, '')) : null;
  }
  if (code !== '23505') return null;
  const keys = typeof detail === 'string' ? detail.match(/^Key \((.+?)\)=\(/)?.[1] : undefined;
  if (keys) return keys.split(',').map(columnOfKey);
  const indexTable = (error as Record<string, unknown>).table ?? table;
  if (typeof constraint === 'string' && typeof indexTable === 'string') return columnsOfIndex(constraint, indexTable);
  return null;
}

/** `categories_slug_unique` of `categories` → ['slug']. */
function columnsOfIndex(index: string, table: string): string[] | null {
  const columns = index.match(new RegExp(`^${table}_(.+)_unique$`))?.[1];
  return columns ? [columns] : null;
}

/** A key of PostgreSQL's detail: `slug`, `"slug"`, or an expression of it, `lower(slug)`, `lower((slug)::text)`. */
const columnOfKey = (key: string): string =>
  key.replace(/::\w+/g, '').replace(/[()"]/g, ' ').trim().split(/\s+/).at(-1) ?? key;
