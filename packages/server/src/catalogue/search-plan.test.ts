import { CompiledQuery } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, testDialect } from '../../test/harness.ts';
import { productListQuery, sortedBy } from './product-repository.ts';
import { FEW_MATCHES, ROWS_TO_COMPARE, type TextPlan, textCondition, textPlanFor } from './search-plan.ts';
import { containsPattern, trigramPhrase } from './search-text.ts';

/** Each plan of a search (search-plan.ts): when it is chosen, and the SQL it makes on this database. */
describe('the plans of a SQLite product search', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const firstPage = { limit: 12, offset: 0 };
  const text = { pattern: containsPattern('heirloom'), phrase: trigramPhrase('heirloom') };
  const conditionSql = (plan: TextPlan) =>
    t.app.grain.db
      .selectFrom('products')
      .select('id')
      .where(textCondition(t.app.grain.db, text, plan))
      .compile().sql;
  const queryPlan = async (plan: TextPlan) => {
    const { db } = t.app.grain;
    const query = productListQuery(db, { activeOnly: true, q: 'heirloom' }, sortedBy('name', 'asc'), firstPage, plan);
    const { sql, parameters } = query.compile();
    const rows = await db.executeQuery<{ detail: string }>(
      CompiledQuery.raw(`explain query plan ${sql}`, [...parameters]),
    );
    return rows.rows.map((row) => row.detail).join('\n');
  };

  describe('walk', () => {
    it('is chosen while the page lies within some 4,000 rows of the sort, however few match', () => {
      expect(textPlanFor(3, ROWS_TO_COMPARE / 4, firstPage)).toBe('walk');
      expect(textPlanFor(12, ROWS_TO_COMPARE, firstPage)).toBe('walk');
      expect(textPlanFor(5000, 100_000, { limit: 12, offset: 120 })).toBe('walk');
    });

    it('compares each row it walks with the LIKE alone, without the trigram index', async () => {
      expect(conditionSql('walk')).toMatch(/where "search_text" like \S+ escape '\\'$/);
      expect(conditionSql('walk')).not.toContain('products_search');
      if (testDialect === 'sqlite') expect(await queryPlan('walk')).not.toContain('VIRTUAL TABLE');
    });
  });

  describe('index', () => {
    it('is chosen for a long walk to few matches', () => {
      expect(textPlanFor(FEW_MATCHES, 1_000_000, firstPage)).toBe('index');
      expect(textPlanFor(0, 100_000, firstPage)).toBe('index');
      // One row past the walk's limit: (0 + 1) × 12,003 / 3 = 4,001 rows to walk.
      expect(textPlanFor(3, ROWS_TO_COMPARE * 3 + 3, { limit: 1, offset: 0 })).toBe('index');
    });

    it("reads the trigram index's matches by id, then keeps the exact LIKE", async () => {
      const sql = conditionSql('index');
      if (testDialect === 'postgres') {
        // PostgreSQL's trigram index serves the LIKE itself: every plan is the same query.
        expect(sql).toBe(conditionSql('walk'));
        return;
      }
      // SQLite's values are bound as +? (db/database.ts).
      expect(sql).toContain(
        'where "products"."id" in (select rowid from products_search where products_search match +?)',
      );
      expect(sql).toMatch(/and "search_text" like \+\? escape '\\'$/);
      expect(await queryPlan('index')).toMatch(/SCAN products_search VIRTUAL TABLE INDEX \d+:M/);
    });
  });

  describe('index-walk', () => {
    it('is chosen for a long walk to many matches', () => {
      expect(textPlanFor(FEW_MATCHES + 1, 1_000_000, firstPage)).toBe('index-walk');
      expect(textPlanFor(5000, 100_000, { limit: 12, offset: 1200 })).toBe('index-walk');
    });

    it("looks each walked row up among the trigram index's matches, its id hidden from the planner", async () => {
      const sql = conditionSql('index-walk');
      if (testDialect === 'postgres') {
        expect(sql).toBe(conditionSql('walk'));
        return;
      }
      expect(sql).toContain(
        'where +"products"."id" in (select rowid from products_search where products_search match +?)',
      );
      expect(sql).toMatch(/and "search_text" like \+\? escape '\\'$/);
      expect(await queryPlan('index-walk')).toMatch(/SCAN products_search VIRTUAL TABLE INDEX \d+:M/);
    });
  });

  it('searches by scanning, whatever the plan, for a query too short for trigrams', () => {
    const short = { pattern: containsPattern('ab'), phrase: trigramPhrase('ab') };
    const { db } = t.app.grain;
    for (const plan of ['walk', 'index', 'index-walk'] as const) {
      const sql = db
        .selectFrom('products')
        .select('id')
        .where(textCondition(db, short, plan))
        .compile().sql;
      expect(sql).not.toContain('products_search');
    }
  });
});
