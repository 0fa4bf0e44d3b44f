/**
 * The columns of the unique index a failed insert or update collided with, on either database;
 * null for any other error. SQLite says `UNIQUE constraint failed: categories.slug`; PostgreSQL
 * gives code 23505 with `Key (slug)=(oak) already exists.`, or at least the index name
 * (`categories_slug_unique`, as migrations name them) and its table.
 */
export function uniqueViolationColumns(error: unknown): string[] | null {
  if (typeof error !== 'object' || error === null) return null;
  const { code, message, detail, constraint, table } = error as Record<string, unknown>;
  if (code === 'SQLITE_CONSTRAINT_UNIQUE' && typeof message === 'string') {
    const columns = message.match(/UNIQUE constraint failed: (.+)$/)?.[1];
    return columns ? columns.split(',').map((column) => column.trim().replace(/^.*\./, '')) : null;
  }
  if (code !== '23505') return null;
  const keys = typeof detail === 'string' ? detail.match(/^Key \((.+?)\)=/)?.[1] : undefined;
  if (keys) return keys.split(',').map((column) => column.trim().replace(/^"|"$/g, ''));
  if (typeof constraint === 'string' && typeof table === 'string') {
    const columns = constraint.match(new RegExp(`^${table}_(.+)_unique$`))?.[1];
    if (columns) return [columns];
  }
  return null;
}
