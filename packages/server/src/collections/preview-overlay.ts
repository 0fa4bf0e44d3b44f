import type { Fields } from '@grain/contract/fields';
import { searchableFields } from '@grain/contract/list-query';
import { foldForSearch } from '@grain/contract/text';
import type { Ordering } from '../db/list-queries.ts';
import { nowIso, toBoolean } from '../db/values.ts';
import type { PreviewDraft } from '../http/preview-request.ts';
import { storedValues } from './values.ts';

/*
 * A draft shown over the published rows, for preview pages only (the one place both content and
 * catalogue reads go through): a draft of a live record replaces that record's values where it
 * is listed (or drops it where it no longer belongs, e.g. made inactive), a new record's draft is
 * added to the lists it would belong to, in their order. Rows stay in their stored form, so the
 * routes present them as any other.
 */

type Row = Record<string, unknown>;

/**
 * The id a new record's draft is shown under: above any id a table reaches in practice and still
 * a valid id in addresses (MAX_ID), so its own page answers in the preview.
 */
const NEW_RECORD_ID_BASE = 2_000_000_000;

/** The id the draft's record has in a preview: its live record's, or one made from the draft's. */
export const previewIdOf = (draft: PreviewDraft): number => draft.recordId ?? NEW_RECORD_ID_BASE + draft.id;

/** How a list's rows are compared and found: the draft, and whether a row belongs to the list. */
export interface ListOverlay {
  draft: PreviewDraft;
  /** The draft's row as the list reads rows (over the live row, when the record is live). */
  row: (live: Row | undefined) => Row | Promise<Row>;
  /** Whether a row belongs to the list (its criteria). */
  matches: (row: Row) => boolean;
  ordering: Ordering;
  /** The live record's row when the list does not hold it (it may belong once the draft applies). */
  loadLive: (id: number) => Promise<Row | undefined>;
  /** Columns that may be null, which sort last (as the lists' SQL does). */
  nullable?: ReadonlySet<string>;
  /** Sort keys that are no column, computed from a row as the list's SQL computes them. */
  derived?: Readonly<Record<string, (row: Row) => unknown>>;
}

/** The draft's values in stored form over `live` (only the fields the draft holds replace it). */
export function draftValues(fields: Fields, draft: PreviewDraft, live: Row | undefined): Row {
  const held = Object.keys(fields).filter((name) => name in draft.data);
  const stored = storedValues(fields, draft.data);
  if (!live) {
    const at = nowIso();
    return { ...stored, id: previewIdOf(draft), created_at: at, updated_at: at };
  }
  return { ...live, ...Object.fromEntries(held.map((name) => [name, stored[name]])) };
}

/** The published rows of a list (in its order) with the draft applied. */
export async function overlaid(rows: Row[], overlay: ListOverlay): Promise<Row[]> {
  const id = previewIdOf(overlay.draft);
  const at = rows.findIndex((row) => Number(row.id) === id);
  const live = at >= 0 ? rows[at] : overlay.draft.recordId === null ? undefined : await overlay.loadLive(id);
  // A draft of a record since deleted shows nothing.
  if (overlay.draft.recordId !== null && !live) return rows;
  const others = at >= 0 ? rows.filter((_, index) => index !== at) : rows;
  const row = await overlay.row(live);
  if (!overlay.matches(row)) return others;
  const before = others.findIndex((other) => compareRows(row, other, overlay) < 0);
  return before < 0 ? [...others, row] : [...others.slice(0, before), row, ...others.slice(before)];
}

/** A list's page with the draft applied, and its new total. */
export async function overlaidPage(rows: Row[], overlay: ListOverlay, window: { limit?: number; offset?: number }) {
  const all = await overlaid(rows, overlay);
  const offset = window.offset ?? 0;
  return {
    rows: window.limit === undefined ? all.slice(offset) : all.slice(offset, offset + window.limit),
    total: all.length,
  };
}

const comparable = (value: unknown): unknown => (value instanceof Date ? value.toISOString() : value);

function compareValues(a: unknown, b: unknown): number {
  const x = comparable(a);
  const y = comparable(b);
  if (typeof x === 'number' || typeof y === 'number' || typeof x === 'bigint' || typeof y === 'bigint') {
    return Number(x) - Number(y);
  }
  const left = String(x);
  const right = String(y);
  return left < right ? -1 : left > right ? 1 : 0;
}

function compareRows(a: Row, b: Row, { ordering, nullable, derived = {} }: Omit<ListOverlay, 'draft'>): number {
  for (const [column, direction] of ordering) {
    const keyOf = (row: Row) => (Object.hasOwn(derived, column) ? derived[column](row) : row[column]) ?? null;
    const x = keyOf(a);
    const y = keyOf(b);
    if (x === null || y === null) {
      if (x === y) continue;
      // Nulls last whatever the direction where the SQL says so; else as the smallest value.
      const nullFirst = x === null ? -1 : 1;
      if (nullable?.has(column)) return -nullFirst;
      return direction === 'asc' ? nullFirst : -nullFirst;
    }
    const order = compareValues(x, y);
    if (order !== 0) return direction === 'asc' ? order : -order;
  }
  return 0;
}

/** Whether folded `text` contains the folded query. */
export const containsFolded = (text: unknown, query: string): boolean =>
  typeof text === 'string' && foldForSearch(text).includes(foldForSearch(query.trim()));

/** What narrows a content list (collections/read.ts's ListCriteria), as a test of one row. */
export function contentMatcher(
  fields: Fields,
  criteria: { active?: boolean; filters?: Record<string, number>; search?: string },
  hasActiveFlag: boolean,
) {
  const searched = searchableFields(fields);
  return (row: Row): boolean => {
    if (hasActiveFlag && criteria.active !== undefined && toBoolean(row.is_active) !== criteria.active) return false;
    for (const [column, value] of Object.entries(criteria.filters ?? {})) {
      if (Number(row[column]) !== value) return false;
    }
    const search = criteria.search;
    if (search && !searched.some((name) => containsFolded(row[name], search))) return false;
    return true;
  };
}

/** A product filter (catalogue/product-repository.ts's ProductFilter), as a test of one row. */
export interface ProductMatch {
  activeOnly: boolean;
  is_featured?: boolean;
  customized?: boolean | null;
  category_id?: number | null;
  price_min?: number | null;
  price_max?: number | null;
  q?: string | null;
  name?: string | null;
  sku?: string | null;
}

const given = <T>(value: T | null | undefined): value is T => value !== null && value !== undefined && value !== '';

export function productMatcher(criteria: ProductMatch) {
  return (row: Row): boolean => {
    if (criteria.activeOnly && !toBoolean(row.is_active)) return false;
    if (criteria.is_featured !== undefined && toBoolean(row.is_featured) !== criteria.is_featured) return false;
    if (given(criteria.customized) && toBoolean(row.customized) !== criteria.customized) return false;
    if (given(criteria.category_id) && Number(row.category_id) !== Number(criteria.category_id)) return false;
    const price = row.price === null || row.price === undefined ? null : Number(row.price);
    const priceRange = given(criteria.price_min) || given(criteria.price_max);
    // Visitors see no price of a product priced on request: no price range of theirs finds it.
    if (priceRange && criteria.activeOnly && toBoolean(row.price_on_request)) return false;
    if (given(criteria.price_min) && (price === null || price < Number(criteria.price_min))) return false;
    if (given(criteria.price_max) && (price === null || price > Number(criteria.price_max))) return false;
    const text = [row.name, row.sku, row.short_description, String(row.description ?? '').replace(/<[^>]*>/g, ' ')]
      .map((part) => (typeof part === 'string' ? part : ''))
      .join('\n');
    if (given(criteria.q) && !containsFolded(text, criteria.q)) return false;
    if (given(criteria.name) && !containsFolded(row.name, criteria.name)) return false;
    if (given(criteria.sku) && !containsFolded(row.sku, criteria.sku)) return false;
    return true;
  };
}

const PRODUCT_CHILDREN = { gallery: 'gallery_json', specifications: 'specifications_json', features: 'features_json' };

/**
 * A product draft's row as the catalogue reads products: its values over the live row, its
 * gallery, specifications and features as the row's JSON columns, and its category's name.
 */
export async function productDraftRow(
  fields: Fields,
  draft: PreviewDraft,
  live: Row | undefined,
  categoryName: (id: number) => Promise<string | null>,
): Promise<Row> {
  const row = draftValues(fields, draft, live);
  for (const [name, column] of Object.entries(PRODUCT_CHILDREN)) {
    const value = draft.data[name];
    if (Array.isArray(value)) row[column] = JSON.stringify(value);
    else if (typeof row[column] !== 'string') row[column] = '[]';
  }
  const categoryId = Number(row.category_id);
  row.category_name = Number.isInteger(categoryId) && categoryId > 0 ? await categoryName(categoryId) : null;
  return row;
}
