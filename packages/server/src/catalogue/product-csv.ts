import { Readable } from 'node:stream';
import {
  MAX_PRODUCT_IMAGES,
  type Product,
  type ProductSpecification,
  productListsSchema,
  productMessages,
  productRuleErrors,
  specificationLine,
} from '@grain/contract/catalogue';
import type { FieldErrors } from '@grain/contract/envelope';
import { toFieldErrors } from '@grain/contract/fields';
import { deriveSlug } from '@grain/contract/slug';
import { parse } from 'csv-parse';
import { stringify } from 'csv-stringify';
import type { Kysely } from 'kysely';
import { checkFileReference, checkRecord, mergeRecord, parseRecord } from '../collections/values.ts';
import type { WriteContext } from '../collections/write.ts';
import { writeAuditEntry } from '../db/audit-log.ts';
import type { Database } from '../db/schema.ts';
import { nowIso } from '../db/values.ts';
import { currentActor } from '../http/actor.ts';
import { presentProducts } from './product-records.ts';
import {
  childrenOfRow,
  findProduct,
  insertProduct,
  listProducts,
  type ProductValues,
  type StoredProductRow,
  updateProduct,
} from './product-repository.ts';
import type { StoredProduct } from './product-write.ts';
import { galleryField, type ProductCollection } from './products.ts';

/*
 * The catalogue as CSV (issue 50 §3): one product a row, its category by name, its pictures as
 * storage paths or URLs, its gallery, specifications and features as `|`-separated lines. The
 * export streams page by page; the import checks every row as the product API does (the same
 * contract schema and the same write-path checks) and writes in one transaction.
 */

/** The columns, in the export's order; an import needs only sku and the columns it changes. */
export const CSV_COLUMNS = [
  'sku',
  'name',
  'category',
  'price',
  'sale_price',
  'stock_quantity',
  'price_on_request',
  'sale_starts_at',
  'sale_ends_at',
  'made_to_order',
  'lead_time_weeks',
  'is_active',
  'is_featured',
  'customized',
  'sort_order',
  'short_description',
  'description',
  'image',
  'gallery',
  'specifications',
  'features',
] as const;
type CsvColumn = (typeof CSV_COLUMNS)[number];
type CsvRow = Partial<Record<CsvColumn, string>>;

const LIST_SEPARATOR = '|';
const EXPORT_BATCH = 500;
/** The largest file an import takes. */
export const MAX_IMPORT_BYTES = 20 * 1024 * 1024;
/** The most rows an import takes (a bound on the memory one import holds). */
export const MAX_IMPORT_ROWS = 50_000;

const joinLines = (lines: string[]) => lines.map((line) => line.replaceAll(LIST_SEPARATOR, '/')).join(LIST_SEPARATOR);
const splitLines = (cell: string) =>
  cell
    .split(LIST_SEPARATOR)
    .map((line) => line.trim())
    .filter(Boolean);

const boolCell = (value: boolean) => (value ? '1' : '0');
const numberCell = (value: number | null) => (value === null || value === undefined ? '' : String(value));

function csvRecord(product: Product): string[] {
  const cells: Record<CsvColumn, string> = {
    sku: product.sku,
    name: product.name,
    category: product.category?.name ?? '',
    price: numberCell(product.price),
    sale_price: numberCell(product.sale_price),
    stock_quantity: numberCell(product.stock_quantity),
    price_on_request: boolCell(product.price_on_request),
    sale_starts_at: product.sale_starts_at ?? '',
    sale_ends_at: product.sale_ends_at ?? '',
    made_to_order: boolCell(product.made_to_order),
    lead_time_weeks: numberCell(product.lead_time_weeks),
    is_active: boolCell(product.is_active),
    is_featured: boolCell(product.is_featured),
    customized: boolCell(product.customized),
    sort_order: numberCell(product.sort_order),
    short_description: product.short_description ?? '',
    description: product.description ?? '',
    image: product.image ?? '',
    gallery: joinLines(product.gallery),
    specifications: joinLines(product.specifications.map(specificationLine)),
    features: joinLines(product.features),
  };
  return CSV_COLUMNS.map((column) => cells[column]);
}

/**
 * Every product as CSV, read 500 at a time by id: the whole file never sits in memory, however
 * many products there are.
 */
export function exportProductsCsv(db: Kysely<Database>, products: ProductCollection): Readable {
  async function* records() {
    yield [...CSV_COLUMNS];
    for (let offset = 0; ; offset += EXPORT_BATCH) {
      const rows = (await listProducts(db, { activeOnly: false }, [['id', 'asc']], {
        limit: EXPORT_BATCH,
        offset,
        // biome-ignore lint/suspicious/noExplicitAny: the full read answers stored rows.
      })) as any as StoredProductRow[];
      if (rows.length === 0) return;
      for (const product of await presentProducts(db, products, rows, '')) yield csvRecord(product);
      if (rows.length < EXPORT_BATCH) return;
    }
  }
  // A byte-order mark, so that spreadsheet programs read the file as UTF-8.
  return Readable.from(records()).pipe(stringify({ bom: true }));
}

// ---------------------------------------------------------------------------------------------
// Import

export type ImportMode = 'all' | 'valid';

export interface ImportOptions {
  dryRun: boolean;
  mode: ImportMode;
  createCategories: boolean;
}

export interface RowError {
  /** The row's line in the file (the header is line 1). */
  line: number;
  sku: string;
  field: string;
  message: string;
}

export interface ImportReport {
  dry_run: boolean;
  mode: ImportMode;
  rows: number;
  valid_rows: number;
  invalid_rows: number;
  /** Rows written (none on a dry run, or when mode=all found an invalid row). */
  created: number;
  updated: number;
  /** Categories named in the file that do not exist yet: created, or (dry run) to be. */
  new_categories: string[];
  errors: RowError[];
}

interface ParsedRow {
  line: number;
  cells: CsvRow;
}

/** Reads the CSV rows with their line numbers; a malformed file or header is one error. */
export async function readCsvRows(
  source: NodeJS.ReadableStream,
): Promise<{ rows: ParsedRow[]; columns: CsvColumn[] } | { failure: string }> {
  const parser = parse({
    bom: true,
    columns: (header: string[]) => header.map((name) => name.trim().toLowerCase()),
    skip_empty_lines: true,
    relax_column_count: true,
    trim: false,
    info: true,
    max_record_size: 1024 * 1024,
  });
  const rows: ParsedRow[] = [];
  let previousEnd = 1;
  let columns: string[] = [];
  try {
    source.pipe(parser);
    for await (const { record, info } of parser as AsyncIterable<{
      record: Record<string, string>;
      info: { lines: number; columns: Array<{ name: string }> | boolean };
    }>) {
      if (rows.length === 0 && Array.isArray(info.columns)) columns = info.columns.map((column) => column.name);
      rows.push({ line: previousEnd + 1, cells: record as CsvRow });
      previousEnd = info.lines;
      if (rows.length > MAX_IMPORT_ROWS) return { failure: `The file may hold at most ${MAX_IMPORT_ROWS} rows.` };
    }
  } catch (error) {
    return { failure: `The file is not valid CSV: ${(error as Error).message}` };
  }
  if (rows.length === 0) return { failure: 'The file holds no product rows.' };
  const unknown = columns.filter((column) => !(CSV_COLUMNS as readonly string[]).includes(column));
  if (unknown.length > 0) return { failure: `Unknown columns: ${unknown.join(', ')}.` };
  if (!columns.includes('sku')) return { failure: 'The file needs a sku column.' };
  return { rows, columns: columns as CsvColumn[] };
}

/** The categories by lower-cased name; a name two categories share names neither. */
async function categoriesByName(db: Kysely<Database>): Promise<Map<string, number | null>> {
  const rows = await db.selectFrom('categories').select(['id', 'name']).execute();
  const byName = new Map<string, number | null>();
  for (const row of rows) {
    const key = String(row.name).trim().toLowerCase();
    byName.set(key, byName.has(key) ? null : Number(row.id));
  }
  return byName;
}

/** Field names as the file's columns call them. */
const columnOf = (field: string) => (field === 'category_id' ? 'category' : field.split('.')[0]);

interface ValidRow {
  line: number;
  existing: StoredProduct | undefined;
  values: ProductValues;
  specifications: ProductSpecification[];
  features: string[];
  gallery: string[];
  /** A category to create first (create_categories=1), by its name as the file writes it. */
  newCategory?: string;
}

/** A placeholder id for a category the import will create: valid to the schema, resolved at write. */
const PENDING_CATEGORY = -1;

/**
 * One row through the product API's checks: the record merged over the stored product (a
 * column the file leaves out keeps its value), the contract's schema, the gallery's references,
 * the lists' schema, the image count, and the unique and reference checks against the database.
 */
async function validateRow(
  context: WriteContext,
  products: ProductCollection,
  row: ParsedRow,
  columns: CsvColumn[],
  categories: Map<string, number | null>,
  options: ImportOptions,
): Promise<{ valid?: ValidRow; errors: FieldErrors }> {
  const errors: FieldErrors = {};
  const cells = row.cells;
  const sku = (cells.sku ?? '').trim();
  const existingRow = sku
    ? await context.db.selectFrom('products').select('id').where('sku', '=', sku).executeTakeFirst()
    : undefined;
  const found = existingRow
    ? await findProduct(context.db, existingRow.id, { activeOnly: false, products })
    : undefined;
  const existing = found ? { row: found, children: childrenOfRow(found) } : undefined;

  const fields: Record<string, unknown> = {};
  let newCategory: string | undefined;
  for (const column of columns) {
    const cell = cells[column] ?? '';
    if (column === 'category') {
      const name = cell.trim();
      const id = categories.get(name.toLowerCase());
      if (!name) fields.category_id = '';
      else if (id === null) errors.category = [`More than one category is named ${name}.`];
      else if (id !== undefined) fields.category_id = id;
      else if (options.createCategories) {
        newCategory = name;
        fields.category_id = PENDING_CATEGORY;
      } else errors.category = [`No category is named ${name}.`];
    } else if (column === 'specifications' || column === 'features') {
      fields[column] = splitLines(cell);
    } else if (column !== 'gallery') {
      fields[column] = cell;
    }
  }
  const merged = await mergeRecord(
    context,
    products,
    { fields, files: {}, cleanup: async () => {} },
    existing?.row,
    errors,
  );
  let gallery = existing?.children.gallery ?? [];
  if (columns.includes('gallery')) {
    gallery = [];
    for (const value of splitLines(cells.gallery ?? '')) {
      const reference = await checkFileReference(context, 'gallery', galleryField, value, undefined, errors);
      if (typeof reference === 'string') gallery.push(reference);
    }
  }
  const record = parseRecord(products.fields, merged, errors);
  const lists = productListsSchema.safeParse({
    specifications: fields.specifications ?? existing?.children.specifications ?? [],
    features: fields.features ?? existing?.children.features ?? [],
  });
  if (record) Object.assign(errors, { ...productRuleErrors(record), ...errors });
  if (!lists.success) Object.assign(errors, { ...toFieldErrors(lists.error), ...errors });
  if (Number(Boolean(merged.image)) + gallery.length > MAX_PRODUCT_IMAGES) {
    errors.gallery = [productMessages.tooManyImages];
  }
  // A category the file names but that cannot be used is said once, by name.
  if (errors.category) delete errors.category_id;
  if (Object.keys(errors).length > 0 || !record || !lists.success) return { errors };
  const values = record as ProductValues;
  // A category still to be created has nothing to check against yet; its id comes at write.
  const checked = { ...values, ...(newCategory ? { category_id: null } : {}) };
  const later = await checkRecord(context, products, checked, existing?.row.id);
  if (newCategory) delete later.category_id;
  if (Object.keys(later).length > 0) return { errors: later };
  return {
    valid: { line: row.line, existing, values, ...lists.data, gallery, newCategory },
    errors,
  };
}

async function createCategory(trx: Kysely<Database>, name: string): Promise<number> {
  const base = deriveSlug(name) || 'category';
  let slug = base;
  for (let n = 2; await trx.selectFrom('categories').select('id').where('slug', '=', slug).executeTakeFirst(); n++) {
    slug = `${base}-${n}`;
  }
  const at = nowIso();
  const row = await trx
    .insertInto('categories')
    .values({ name, slug, description: null, image: null, created_at: at, updated_at: at } as never)
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number((row as { id: number }).id);
}

/**
 * Checks every row, then (no dry run) writes: with mode=all only when every row passed, with
 * mode=valid the rows that passed; in one transaction either way, so an import is written
 * whole or not at all.
 */
export async function importProducts(
  context: WriteContext,
  products: ProductCollection,
  parsed: { rows: ParsedRow[]; columns: CsvColumn[] },
  options: ImportOptions,
): Promise<ImportReport> {
  const categories = await categoriesByName(context.db);
  const errors: RowError[] = [];
  const valid: ValidRow[] = [];
  const seenSkus = new Map<string, number>();
  let invalidRows = 0;
  for (const row of parsed.rows) {
    const sku = (row.cells.sku ?? '').trim();
    const rowErrors: RowError[] = [];
    const firstLine = seenSkus.get(sku.toLowerCase());
    if (sku && firstLine !== undefined) {
      rowErrors.push({ line: row.line, sku, field: 'sku', message: `The SKU ${sku} is on line ${firstLine} already.` });
    } else {
      if (sku) seenSkus.set(sku.toLowerCase(), row.line);
      const result = await validateRow(context, products, row, parsed.columns, categories, options);
      for (const [field, messages] of Object.entries(result.errors)) {
        for (const message of messages) rowErrors.push({ line: row.line, sku, field: columnOf(field), message });
      }
      if (result.valid && rowErrors.length === 0) valid.push(result.valid);
    }
    if (rowErrors.length > 0) invalidRows++;
    errors.push(...rowErrors);
  }
  const newCategories = [...new Set(valid.flatMap((row) => (row.newCategory ? [row.newCategory] : [])))];
  const report: ImportReport = {
    dry_run: options.dryRun,
    mode: options.mode,
    rows: parsed.rows.length,
    valid_rows: valid.length,
    invalid_rows: invalidRows,
    created: 0,
    updated: 0,
    new_categories: newCategories,
    errors,
  };
  if (options.dryRun || valid.length === 0 || (options.mode === 'all' && invalidRows > 0)) return report;

  await context.db.transaction().execute(async (trx) => {
    const created = new Map<string, number>();
    for (const name of newCategories) {
      const key = name.toLowerCase();
      if (!created.has(key)) created.set(key, await createCategory(trx, name));
    }
    const at = nowIso();
    for (const row of valid) {
      const values = row.newCategory
        ? { ...row.values, category_id: created.get(row.newCategory.toLowerCase()) as number }
        : row.values;
      const children = { gallery: row.gallery, specifications: row.specifications, features: row.features };
      if (row.existing) {
        await updateProduct(trx, row.existing.row.id, values, children, { at, products });
        report.updated++;
      } else {
        await insertProduct(trx, values, children, { at, products });
        report.created++;
      }
    }
    await writeAuditEntry(trx, currentActor(), {
      action: 'import',
      entity: 'products',
      detail: `CSV: ${report.created} created, ${report.updated} updated, ${newCategories.length} new categories`,
    });
  });
  return report;
}
