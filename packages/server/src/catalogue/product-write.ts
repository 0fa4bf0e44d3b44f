import {
  MAX_PRODUCT_IMAGES,
  PRODUCT_IMAGE_FOLDER,
  type ProductSpecification,
  productColumnsSchema,
  productFields,
  productListsSchema,
  productMessages,
} from '@grain/contract/catalogue';
import type { FieldErrors } from '@grain/contract/envelope';
import { type FieldDef, type FileKind, messages, toFieldErrors } from '@grain/contract/fields';
import { resolveStorageUrl } from '@grain/contract/storage-url';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../app-context.ts';
import { sanitizeRichText } from '../content/html.ts';
import { referenceExists } from '../content/repository.ts';
import { checkFileReference } from '../content/write.ts';
import { validationFailed } from '../http/errors.ts';
import { checkUploadType, type RequestInput, readInput, type UploadedFile } from '../storage/uploads.ts';
import {
  deleteProduct,
  insertProduct,
  isSkuTaken,
  type ProductChildren,
  type ProductRow,
  type ProductValues,
  updateProduct,
} from './product-repository.ts';

/** A product as stored: its row and its children. */
export interface StoredProduct {
  row: ProductRow;
  children: ProductChildren;
}

type Submitted = Record<string, unknown>;

const fileKinds: Record<string, FileKind> = { image: 'image', gallery: 'image' };
const galleryField: FieldDef = { kind: 'image', label: 'Gallery', required: false, folder: PRODUCT_IMAGE_FOLDER };

/** Reads a product form: JSON, or multipart with `image` and repeated `gallery[]` files. */
export function readProductInput(context: AppContext, request: FastifyRequest): Promise<RequestInput> {
  return readInput(request, context.storage, {
    kindOf: (name) => fileKinds[name],
    maxBytes: { image: context.config.maxImageBytes, video: context.config.maxVideoBytes },
  });
}

/** Whether a submitted value (path, /storage/ path or full URL) names the stored file `path`. */
function refersTo(value: string, path: string): boolean {
  const url = resolveStorageUrl(path, { folder: PRODUCT_IMAGE_FOLDER });
  return value === path || (url !== null && value.endsWith(url));
}

const asStrings = (value: unknown): string[] =>
  (Array.isArray(value) ? value : [value]).filter(
    (item): item is string => typeof item === 'string' && item.trim() !== '',
  );

/**
 * The gallery kept from before: the submitted `gallery` strings when present (current
 * entries, absolute URLs or files already in product-images/), else the stored gallery;
 * minus the `remove_gallery` entries.
 */
async function keptGallery(
  context: AppContext,
  fields: Submitted,
  existing: StoredProduct | undefined,
  errors: FieldErrors,
): Promise<string[]> {
  const current = existing?.children.gallery ?? [];
  let kept = current;
  if ('gallery' in fields) {
    kept = [];
    for (const value of asStrings(fields.gallery)) {
      const stored = current.find((path) => refersTo(value, path));
      const reference =
        stored ?? (await checkFileReference(context, 'gallery', galleryField, value, undefined, errors));
      if (typeof reference === 'string') kept.push(reference);
    }
  }
  const removed = asStrings(fields.remove_gallery);
  return [...new Set(kept)].filter((path) => !removed.some((value) => refersTo(value, path)));
}

/** Submitted values over stored ones (or defaults on create), as the input schema expects them. */
async function mergedInput(
  context: AppContext,
  input: RequestInput,
  existing: StoredProduct | undefined,
  errors: FieldErrors,
): Promise<Submitted> {
  const stored: Submitted | undefined = existing && { ...existing.row, ...existing.children };
  const merged: Submitted = {};
  for (const [name, field] of Object.entries(productFields)) {
    if (name in input.fields) merged[name] = input.fields[name];
    else merged[name] = stored ? stored[name] : (field.default ?? null);
  }
  for (const name of ['specifications', 'features']) {
    merged[name] = name in input.fields ? input.fields[name] : (stored?.[name] ?? []);
  }
  merged.image = input.files.image?.length
    ? null
    : await checkFileReference(context, 'image', productFields.image, merged.image, existing?.row, errors);
  return merged;
}

const cents = (amount: number) => Math.round(amount * 100) / 100;
const flag = (value: unknown, name: 'is_featured' | 'is_active' | 'customized') =>
  typeof value === 'boolean' ? value : productFields[name].default === true;

function toProductValues(data: Submitted): ProductValues {
  const description = typeof data.description === 'string' ? sanitizeRichText(data.description) : '';
  return {
    name: String(data.name),
    sku: String(data.sku),
    description: description || null,
    short_description: (data.short_description as string | null | undefined) ?? null,
    price: cents(Number(data.price)),
    sale_price: typeof data.sale_price === 'number' ? cents(data.sale_price) : null,
    stock_quantity: Number(data.stock_quantity),
    is_featured: flag(data.is_featured, 'is_featured'),
    is_active: flag(data.is_active, 'is_active'),
    customized: flag(data.customized, 'customized'),
    category_id: Number(data.category_id),
    sort_order: Number(data.sort_order),
    image: (data.image as string | null | undefined) ?? null,
  };
}

interface ValidProduct {
  values: ProductValues;
  specifications: ProductSpecification[];
  features: string[];
  gallery: string[];
}

/** Every rule that needs no database: field values, file references and the image count. */
async function validateInput(
  context: AppContext,
  input: RequestInput,
  existing: StoredProduct | undefined,
): Promise<ValidProduct> {
  const errors: FieldErrors = {};
  const merged = await mergedInput(context, input, existing, errors);
  const gallery = await keptGallery(context, input.fields, existing, errors);
  const { specifications, features, ...columns } = merged;
  const parsedColumns = productColumnsSchema.safeParse(columns);
  const parsedLists = productListsSchema.safeParse({ specifications, features });
  for (const parsed of [parsedColumns, parsedLists]) {
    if (!parsed.success) Object.assign(errors, { ...toFieldErrors(parsed.error), ...errors });
  }
  const hasImage = Boolean(input.files.image?.length || merged.image);
  if (Number(hasImage) + gallery.length + (input.files.gallery?.length ?? 0) > MAX_PRODUCT_IMAGES) {
    errors.gallery = [productMessages.tooManyImages];
  }
  if (!parsedColumns.success || !parsedLists.success || Object.keys(errors).length > 0) {
    throw validationFailed(errors);
  }
  return { values: toProductValues(parsedColumns.data), ...parsedLists.data, gallery };
}

/** The rules that ask the database: a unique SKU and an existing category. */
async function checkAgainstStoredData(context: AppContext, values: ProductValues, existingId: number | undefined) {
  const errors: FieldErrors = {};
  if (await isSkuTaken(context.db, values.sku, existingId)) errors.sku = [messages.unique('sku')];
  if (!(await referenceExists(context.db, 'categories', values.category_id))) {
    errors.category_id = [messages.invalidReference('category_id')];
  }
  if (Object.keys(errors).length > 0) throw validationFailed(errors);
}

const filesOf = (row: Pick<ProductValues, 'image'>, gallery: string[]) =>
  [row.image, ...gallery].filter((path): path is string => path !== null);

/**
 * Creates (no `existing`) or updates a product with its gallery, specifications and features.
 * Uploads are checked by content and everything is validated before anything is written;
 * files are moved into storage only then, the rows are written in one transaction, and the
 * files that the product no longer uses are removed after it commits. Any failure leaves
 * the database and storage as they were.
 */
export async function saveProduct(context: AppContext, input: RequestInput, existing?: StoredProduct): Promise<number> {
  for (const upload of Object.values(input.files).flat()) await checkUploadType(upload);
  const product = await validateInput(context, input, existing);
  await checkAgainstStoredData(context, product.values, existing?.row.id);

  const adopted: string[] = [];
  const adopt = async (upload: UploadedFile) => {
    const path = await context.storage.adopt(upload.tempPath, PRODUCT_IMAGE_FOLDER, upload.extension!);
    adopted.push(path);
    return path;
  };
  let id: number;
  const values = { ...product.values };
  const gallery = [...product.gallery];
  try {
    const mainUpload = input.files.image?.at(-1);
    if (mainUpload) values.image = await adopt(mainUpload);
    for (const upload of input.files.gallery ?? []) gallery.push(await adopt(upload));
    const children = { gallery, specifications: product.specifications, features: product.features };
    id = await context.db.transaction().execute(async (trx) => {
      if (!existing) return insertProduct(trx, values, children);
      await updateProduct(trx, existing.row.id, values, children);
      return existing.row.id;
    });
  } catch (error) {
    await Promise.all(adopted.map((path) => context.storage.remove(path)));
    // Another request may have taken the SKU since it was checked: answer as for any taken SKU.
    if (await isSkuTaken(context.db, values.sku, existing?.row.id)) {
      throw validationFailed({ sku: [messages.unique('sku')] });
    }
    throw error;
  }
  if (existing) {
    const kept = new Set(filesOf(values, gallery));
    const unused = filesOf(existing.row, existing.children.gallery).filter((path) => !kept.has(path));
    await Promise.all(unused.map((path) => context.storage.remove(path)));
  }
  return id;
}

/** Deletes a product, its child rows and its files. */
export async function removeProduct(context: AppContext, stored: StoredProduct): Promise<void> {
  await deleteProduct(context.db, stored.row.id);
  await Promise.all(filesOf(stored.row, stored.children.gallery).map((path) => context.storage.remove(path)));
}
