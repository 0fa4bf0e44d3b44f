import {
  MAX_PRODUCT_IMAGES,
  PRODUCT_IMAGE_FOLDER,
  type ProductSpecification,
  productListsSchema,
  productMessages,
  productRuleErrors,
} from '@grain/contract/catalogue';
import type { FieldErrors } from '@grain/contract/envelope';
import { toFieldErrors } from '@grain/contract/fields';
import { resolveStorageUrl } from '@grain/contract/storage-url';
import type { DraftExtras } from '../collections/editorial.ts';
import {
  changedColumns,
  checkFileReference,
  checkRecord,
  filesOf,
  mergeRecord,
  parseRecord,
  storedValues,
} from '../collections/values.ts';
import {
  type Adoption,
  adoptionsOf,
  type DeletedBy,
  runDelete,
  runWrite,
  throwIfInvalid,
  type WriteContext,
  type WriteOptions,
} from '../collections/write.ts';
import type { RequestInput } from '../storage/uploads.ts';
import {
  deleteProduct,
  insertProduct,
  type ProductChildren,
  type ProductValues,
  type StoredProductRow,
  updateProduct,
} from './product-repository.ts';
import { galleryField, type ProductCollection } from './products.ts';

/** A product as stored: its row and its children. */
export interface StoredProduct {
  row: StoredProductRow;
  children: ProductChildren;
}

type Submitted = Record<string, unknown>;

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
export async function keptGallery(
  context: WriteContext,
  fields: Submitted,
  current: string[],
  errors: FieldErrors,
): Promise<string[]> {
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

/** The submitted specification and feature lines, else the stored ones. */
function submittedLists(fields: Submitted, existing: StoredProduct | undefined) {
  const listOf = (name: 'specifications' | 'features') =>
    name in fields ? fields[name] : (existing?.children[name] ?? []);
  return { specifications: listOf('specifications'), features: listOf('features') };
}

interface ValidProduct {
  values: ProductValues;
  specifications: ProductSpecification[];
  features: string[];
  gallery: string[];
}

/**
 * The product's fields as any collection's record, then what only products have: the
 * gallery, the specification and feature lines, and the image count.
 */
async function validateProduct(
  context: WriteContext,
  products: ProductCollection,
  input: RequestInput,
  existing: StoredProduct | undefined,
): Promise<ValidProduct> {
  const errors: FieldErrors = {};
  const merged = await mergeRecord(context, products, input, existing?.row, errors);
  const gallery = await keptGallery(context, input.fields, existing?.children.gallery ?? [], errors);
  const record = parseRecord(products.fields, merged, errors);
  const lists = productListsSchema.safeParse(submittedLists(input.fields, existing));
  if (!lists.success) Object.assign(errors, { ...toFieldErrors(lists.error), ...errors });
  const hasImage = Boolean(merged.image);
  if (Number(hasImage) + gallery.length + (input.files.gallery?.length ?? 0) > MAX_PRODUCT_IMAGES) {
    errors.gallery = [productMessages.tooManyImages];
  }
  if (record) Object.assign(errors, { ...productRuleErrors(record), ...errors });
  throwIfInvalid(errors);
  // Both parsed: a failed parse always leaves an error behind.
  const values = record! as ProductValues;
  throwIfInvalid(await checkRecord(context, products, values, existing?.row.id));
  return { values, ...lists.data!, gallery };
}

/** Whether the product about to be stored differs from the stored one, in a column or a child line. */
function changedProduct(
  products: ProductCollection,
  existing: StoredProduct,
  values: ProductValues,
  children: ProductChildren,
): boolean {
  if (changedColumns(products.fields, existing.row, storedValues(products.fields, values))) return true;
  const lines = ({ gallery, specifications, features }: ProductChildren) =>
    JSON.stringify([gallery, specifications.map(({ key, value }) => [key, value]), features]);
  return lines(children) !== lines(existing.children);
}

/** The stored files of a product: those of its file fields, and its gallery. */
const filesOfProduct = (products: ProductCollection, row: Record<string, unknown>, gallery: string[]) =>
  [...filesOf(products.fields, row), ...gallery].filter((path): path is string => path !== null);

/**
 * Creates (no `existing`) or updates a product with its gallery, specifications and features,
 * on the write path of every collection; the child rows go in the product's transaction.
 */
export function saveProduct(
  context: WriteContext,
  products: ProductCollection,
  input: RequestInput,
  existing?: StoredProduct,
  options: WriteOptions = {},
): Promise<number> {
  return runWrite(
    context,
    products,
    input,
    existing?.row,
    async () => {
      const product = await validateProduct(context, products, input, existing);
      const { values, specifications, features } = product;
      const gallery = [...product.gallery];
      const galleryUploads: Adoption[] = (input.files.gallery ?? []).map((upload) => ({
        upload,
        folder: PRODUCT_IMAGE_FOLDER,
        place: (path) => gallery.push(path),
      }));
      return {
        adoptions: [
          ...adoptionsOf(products.fields, input, (name, path) => {
            (values as Record<string, unknown>)[name] = path;
          }),
          ...galleryUploads,
        ],
        write: async (trx) => {
          const children = { gallery, specifications, features };
          if (!existing) return insertProduct(trx, values, children, { products });
          // A save that changes nothing changes nothing, not even updated_at.
          if (!changedProduct(products, existing, values, children)) return existing.row.id;
          await updateProduct(trx, existing.row.id, values, children, { products });
          return existing.row.id;
        },
        released: () => {
          const kept = new Set(filesOfProduct(products, values, gallery));
          const before = existing ? filesOfProduct(products, existing.row, existing.children.gallery) : [];
          return before.filter((path) => !kept.has(path));
        },
      };
    },
    options,
  );
}

/**
 * What a product's draft has beyond its fields: the gallery (kept entries, `remove_gallery`,
 * `gallery[]` uploads appended once adopted) and the specification and feature lines, each
 * checked as a save checks them (but the image count, checked on publish).
 */
export const productDraftExtras: DraftExtras = {
  async merge(context, input, data, errors) {
    const current = Array.isArray(data.gallery) ? (data.gallery as string[]) : [];
    const gallery = await keptGallery(context, input.fields, current, errors);
    data.gallery = gallery;
    const submitted = Object.fromEntries(
      (['specifications', 'features'] as const)
        .filter((name) => name in input.fields)
        .map((name) => [name, input.fields[name]]),
    );
    const lists = productListsSchema.partial().safeParse(submitted);
    if (!lists.success) Object.assign(errors, { ...toFieldErrors(lists.error), ...errors });
    else Object.assign(data, lists.data);
    data.specifications ??= [];
    data.features ??= [];
    const adoptions = (input.files.gallery ?? []).map((upload) => ({
      upload,
      folder: PRODUCT_IMAGE_FOLDER,
      place: (path: string) => gallery.push(path),
    }));
    return { adoptions };
  },
  files: (data) => (Array.isArray(data.gallery) ? (data.gallery as string[]) : []),
};

/** Deletes a product and its child rows into the trash. */
export function removeProduct(
  context: WriteContext,
  products: ProductCollection,
  stored: StoredProduct,
  by: DeletedBy = null,
): Promise<void> {
  const id = stored.row.id;
  return runDelete(context, products, { id }, (trx) => deleteProduct(trx, id), by);
}
