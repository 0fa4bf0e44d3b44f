import { describe, expect, it } from 'vitest';
import { uniqueViolationColumns } from './unique-violations.ts';

// The shapes of the drivers' errors (better-sqlite3's SqliteError, pg's DatabaseError); the real
// collisions are tested through the API on both databases (content/write-races.test.ts).
describe('uniqueViolationColumns', () => {
  it("reads SQLite's message", () => {
    const error = Object.assign(new Error('UNIQUE constraint failed: categories.slug'), {
      code: 'SQLITE_CONSTRAINT_UNIQUE',
    });
    expect(uniqueViolationColumns(error)).toEqual(['slug']);
    const twoColumns = Object.assign(new Error('UNIQUE constraint failed: parts.product_id, parts.position'), {
      code: 'SQLITE_CONSTRAINT_UNIQUE',
    });
    expect(uniqueViolationColumns(twoColumns)).toEqual(['product_id', 'position']);
  });

  it("reads SQLite's index name for an index on an expression (a slug's, on lower(slug))", () => {
    const error = Object.assign(new Error("UNIQUE constraint failed: index 'blog_categories_slug_unique'"), {
      code: 'SQLITE_CONSTRAINT_UNIQUE',
    });
    expect(uniqueViolationColumns(error, 'blog_categories')).toEqual(['slug']);
    expect(uniqueViolationColumns(error, 'categories')).toBeNull();
    expect(uniqueViolationColumns(error)).toBeNull();
  });

  it("reads PostgreSQL's detail, else its index name", () => {
    const base = { code: '23505', table: 'products', constraint: 'products_sku_unique' };
    expect(uniqueViolationColumns({ ...base, detail: 'Key (sku)=(TBL-001) already exists.' })).toEqual(['sku']);
    expect(uniqueViolationColumns({ ...base, detail: 'Key (lower(slug))=(race-x) already exists.' })).toEqual(['slug']);
    expect(uniqueViolationColumns({ ...base, detail: 'Key (lower((slug)::text))=(x) already exists.' })).toEqual([
      'slug',
    ]);
    expect(uniqueViolationColumns({ ...base, detail: undefined })).toEqual(['sku']);
    expect(
      uniqueViolationColumns({ ...base, constraint: 'blog_categories_slug_unique', table: 'blog_categories' }),
    ).toEqual(['slug']);
  });

  it('is null for every other error', () => {
    expect(uniqueViolationColumns(new Error('boom'))).toBeNull();
    expect(
      uniqueViolationColumns({ code: 'SQLITE_CONSTRAINT_FOREIGNKEY', message: 'FOREIGN KEY constraint failed' }),
    ).toBeNull();
    expect(uniqueViolationColumns({ code: '23503', detail: 'Key (category_id)=(9) is not present.' })).toBeNull();
    expect(uniqueViolationColumns({ code: '23505' })).toBeNull();
    expect(uniqueViolationColumns(null)).toBeNull();
    expect(uniqueViolationColumns('UNIQUE constraint failed: categories.slug')).toBeNull();
  });
});
