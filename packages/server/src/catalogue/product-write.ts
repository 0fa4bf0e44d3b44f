import {
  MAX_PRODUCT_IMAGES,
  PRODUCT_IMAGE_FOLDER,
  type ProductSpecification,
  productFields,
  productListsSchema,
  productMessages,
} from '@grain/contract/catalogue';
import type { FieldErrors } from '@grain/contract/envelope';
import { type FieldDef, type FileKind, toFieldErrors } from '@grain/contract/fields';
import { resolveStorageUrl } from '@grain/contract/storage-url';
import {
  type Collection,
  changedColumns,
  checkFileReference,
  checkRecord,
  mergeRecord,
  parseRecord,
} from '../content/record-values.ts';
import {
  type Adoption,
  adoptionsOf,
  deleteWith,
  saveWith,
  throwIfInvalid,
  uniqueFieldsOf,
  type WriteContext,
} from '../content/write.ts';
import type { RequestInput } from '../storage/uploads.ts';
import {
  deleteProduct,
  insertProduct,
  type ProductChildren,
  type ProductValues,
  type StoredProductRow,
  updateProduct,
} from './product-repository.ts';

/** A product as stored: its row and its children. */
export interface StoredProduct {
  row: StoredProductRow;
  children: ProductChildren;
}

type Submitted = Record<string, unknown>;

/** Products are one more collection: their own columns go through the generic write. */
const productCollection: Collection = { table: 'products', fields: productFields };

/** The file fields of a product form: the main image and repeated `gallery[]` files. */
export const productFileKinds: Readonly<Record<string, FileKind>> = { image: 'image', gallery: 'image' };
const galleryField: FieldDef = { kind: 'image', label: 'Gallery', required: false, folder: PRODUCT_IMAGE_FOLDER };

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
  context: WriteContext,
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

/** The submitted specification and feature lines, else the stored ones. */
function submittedLists(fields: Submitted, existing: StoredProduct | undefined) {
  const listOf = (name: 'specifications' | 'features') =>
    name in fields ? fields[name] : (existing?.children[name] ?? []);
  return { specifications: listOf('specifications'), features: listOf('features') };
}

const cents = (amount: number) => Math.round(amount * 100) / 100;
const flag = (value: unknown, name: 'is_featured' | 'is_active' | 'customized') =>
  typeof value === 'boolean' ? value : productFields[name].default === true;

function toProductValues(data: Submitted): ProductValues {
  return {
    name: String(data.name),
    sku: String(data.sku),
    description: (data.description as string | null | undefined) ?? null,
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

/**
 * The product's columns as any collection's record, then what only products have: the
 * gallery, the specification and feature lines, and the image count.
 */
async function validateProduct(
  context: WriteContext,
  input: RequestInput,
  existing: StoredProduct | undefined,
): Promise<ValidProduct> {
  const errors: FieldErrors = {};
  const merged = await mergeRecord(context, productCollection, input, existing?.row, errors);
  const gallery = await keptGallery(context, input.fields, existing, errors);
  const record = parseRecord(productFields, merged, errors);
  const lists = productListsSchema.safeParse(submittedLists(input.fields, existing));
  if (!lists.success) Object.assign(errors, { ...toFieldErrors(lists.error), ...errors });
  const hasImage = Boolean(merged.image);
  if (Number(hasImage) + gallery.length + (input.files.gallery?.length ?? 0) > MAX_PRODUCT_IMAGES) {
    errors.gallery = [productMessages.tooManyImages];
  }
  throwIfInvalid(errors);
  // Both parsed: a failed parse always leaves an error behind.
  const columns = record!;
  throwIfInvalid(await checkRecord(context, productCollection, columns, existing?.row.id));
  return { values: toProductValues(columns), ...lists.data!, gallery };
}

/** Whether the product about to be stored differs from the stored one, in a column or a child line. */
function changedProduct(existing: StoredProduct, values: ProductValues, children: ProductChildren): boolean {
  if (changedColumns(productFields, existing.row, values)) return true;
  const lines = ({ gallery, specifications, features }: ProductChildren) =>
    JSON.stringify([gallery, specifications.map(({ key, value }) => [key, value]), features]);
  return lines(children) !== lines(existing.children);
}

const imagesOf = (row: Pick<ProductValues, 'image'>, gallery: string[]) =>
  [row.image, ...gallery].filter((path): path is string => path !== null);

/**
 * Creates (no `existing`) or updates a product with its gallery, specifications and features,
 * on the write skeleton of every collection; the child rows go in the product's transaction.
 */
export function saveProduct(context: WriteContext, input: RequestInput, existing?: StoredProduct): Promise<number> {
  return saveWith(context, input, async () => {
    const product = await validateProduct(context, input, existing);
    const { values, specifications, features } = product;
    const gallery = [...product.gallery];
    const galleryUploads: Adoption[] = (input.files.gallery ?? []).map((upload) => ({
      upload,
      folder: PRODUCT_IMAGE_FOLDER,
      place: (path) => gallery.push(path),
    }));
    return {
      adoptions: [
        ...adoptionsOf(productFields, input, (_, path) => {
          values.image = path;
        }),
        ...galleryUploads,
      ],
      write: async (trx) => {
        const children = { gallery, specifications, features };
        if (!existing) return insertProduct(trx, values, children);
        // A save that changes nothing changes nothing, not even updated_at.
        if (!changedProduct(existing, values, children)) return existing.row.id;
        await updateProduct(trx, existing.row.id, values, children);
        return existing.row.id;
      },
      released: () => {
        const kept = new Set(imagesOf(values, gallery));
        const before = existing ? imagesOf(existing.row, existing.children.gallery) : [];
        return before.filter((path) => !kept.has(path));
      },
      uniqueFields: uniqueFieldsOf(productFields),
    };
  });
}

/** Deletes a product, its child rows and its files. */
export function removeProduct(context: WriteContext, stored: StoredProduct): Promise<void> {
  return deleteWith(context, (trx) => deleteProduct(trx, stored.row.id), imagesOf(stored.row, stored.children.gallery));
}
