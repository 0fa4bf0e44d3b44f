import { Transform } from 'node:stream';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { ok } from '../http/envelope.ts';
import { badRequest, payloadTooLarge, unsupportedMediaType, validationFailed } from '../http/errors.ts';
import { addRoute } from '../http/route.ts';
import { asMultipartFailure } from '../storage/uploads.ts';
import {
  exportProductsCsv,
  type ImportMode,
  type ImportReport,
  importProducts,
  MAX_IMPORT_BYTES,
  readCsvRows,
} from './product-csv.ts';
import { products as appProducts, type ProductCollection } from './products.ts';

const tag = 'products';
const flag = z
  .union([z.literal('1'), z.literal('0'), z.literal('true'), z.literal('false')])
  .optional()
  .transform((value) => value === '1' || value === 'true');
const importQuerySchema = z.object({
  dry_run: flag,
  mode: z.enum(['all', 'valid'], { error: 'The mode must be all or valid.' }).default('all'),
  create_categories: flag,
});

const rowErrorSchema = z.object({ line: z.number(), sku: z.string(), field: z.string(), message: z.string() });
const importReportSchema = z.object({
  dry_run: z.boolean(),
  mode: z.enum(['all', 'valid']),
  rows: z.number(),
  valid_rows: z.number(),
  invalid_rows: z.number(),
  created: z.number(),
  updated: z.number(),
  new_categories: z.array(z.string()),
  errors: z.array(rowErrorSchema),
});

/** Counts the bytes going through, failing past the limit. */
function sizeLimit(maxBytes: number) {
  let size = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      size += chunk.length;
      if (size > maxBytes) callback(payloadTooLarge(`The file may not be greater than ${maxBytes / 1024 / 1024} MB.`));
      else callback(null, chunk);
    },
  });
}

/** The uploaded CSV (field `file`), parsed as it streams in, and the options from fields or query. */
async function readImport(request: FastifyRequest) {
  if (!request.isMultipart()) throw unsupportedMediaType('Send the CSV file as multipart/form-data, field file.');
  const fields: Record<string, string> = {};
  let parsed: Awaited<ReturnType<typeof readCsvRows>> | undefined;
  try {
    parsed = await readParts(request, fields);
  } catch (error) {
    throw asMultipartFailure(error);
  }
  if (!parsed) throw validationFailed({ file: ['Choose a CSV file to import.'] });
  if ('failure' in parsed) throw validationFailed({ file: [parsed.failure] });
  const options = importQuerySchema.safeParse({ ...(request.query as object), ...fields });
  if (!options.success) throw badRequest(options.error.issues[0]?.message);
  return { parsed, options: options.data };
}

/** Reads the parts: the fields into `fields`, the first `file` parsed as CSV (others drained). */
async function readParts(request: FastifyRequest, fields: Record<string, string>) {
  let parsed: Awaited<ReturnType<typeof readCsvRows>> | undefined;
  for await (const part of request.parts()) {
    if (part.type === 'field') {
      fields[part.fieldname] = String(part.value);
    } else if (part.fieldname === 'file' && !parsed) {
      const limited = sizeLimit(MAX_IMPORT_BYTES);
      let tooLarge: unknown;
      limited.on('error', (error) => {
        tooLarge = error;
      });
      parsed = await readCsvRows(part.file.pipe(limited));
      if (tooLarge) throw tooLarge;
      if ((part.file as { truncated?: boolean }).truncated) throw payloadTooLarge('The file is too large.');
    } else {
      part.file.resume();
    }
  }
  return parsed;
}

function summary(report: ImportReport): string {
  if (report.dry_run) return `Dry run: ${report.valid_rows} of ${report.rows} rows are valid; nothing was written.`;
  if (report.created + report.updated === 0) return `Nothing was imported: ${report.invalid_rows} rows have errors.`;
  return `Imported ${report.created + report.updated} products (${report.created} new, ${report.updated} updated).`;
}

/** GET /api/products/export.csv and POST /api/products/import, for administrators. */
export function registerProductCsvRoutes(app: FastifyInstance, products: ProductCollection = appProducts): void {
  addRoute(app, {
    method: 'GET',
    url: '/api/products/export.csv',
    summary: 'Every product as CSV (category by name, pictures as paths or URLs, lists `|`-separated)',
    tag,
    access: 'editor',
    response: z.string(),
    handler: async ({ reply }) => {
      const date = new Date().toISOString().slice(0, 10);
      reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="products-${date}.csv"`)
        .header('cache-control', 'no-store');
      return reply.send(exportProductsCsv(app.grain.db, products));
    },
  });

  addRoute(app, {
    method: 'POST',
    url: '/api/products/import',
    summary: 'Imports products from CSV: dry_run=1 reports only; mode=all (all rows or none) or mode=valid',
    tag,
    access: 'editor',
    query: z.object({}).passthrough(),
    body: { schema: z.object({ file: z.string() }), encoding: 'multipart' },
    response: importReportSchema,
    failures: { 413: 'The file is larger than 20 MB.' },
    handler: async ({ request }) => {
      const { parsed, options } = await readImport(request);
      const mode: ImportMode = options.mode;
      const report = await importProducts(app.grain, products, parsed, {
        dryRun: options.dry_run,
        mode,
        createCategories: options.create_categories,
      });
      return ok(report, summary(report));
    },
  });
}
