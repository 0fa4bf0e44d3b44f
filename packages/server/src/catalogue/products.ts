import {
  isDetailOnly,
  PRODUCT_IMAGE_FOLDER,
  productFields,
  productInputSchemaOf,
  productResponseSchemasOf,
} from '@grain/contract/catalogue';
import type { FieldDef, Fields, FileKind } from '@grain/contract/fields';
import { type Collection, defineCollection, fileKindsOf } from '../collections/define.ts';

/** Which columns a product read selects, and the name its compiled queries go by. */
export interface ProductColumns {
  key: string;
  columns: readonly string[];
}

/**
 * Products as a collection of the engine: the contract's product fields in the products table,
 * plus what the catalogue derives from them: the columns each read selects, the answers' and the
 * body's schemas, the files a form may carry. Product code reaches the fields only through this,
 * so a field added to `productFields` reaches the API, the admin and the export with a migration
 * alone (catalogue/new-field.test.ts builds a collection of more fields to show it).
 */
export interface ProductCollection<F extends Fields = Fields> extends Collection<F> {
  reads: {
    /** What a public list reads of a product: its columns but the long ones (see ProductSummary). */
    summary: ProductColumns;
    /** A whole product's columns. */
    own: ProductColumns;
  };
  /** The summary's fields (all but the long ones), for the answers of the lists. */
  summaryFields: Fields;
  /** The file fields of a product form: its image fields, and repeated `gallery[]` files. */
  fileKinds: Readonly<Record<string, FileKind>>;
  schemas: ReturnType<typeof productResponseSchemasOf> & { input: ReturnType<typeof productInputSchemaOf> };
}

/** The gallery is a list of images beside the fields, in the product images' folder. */
export const galleryField: FieldDef = {
  kind: 'image',
  label: 'Gallery',
  required: false,
  folder: PRODUCT_IMAGE_FOLDER,
};

/** The product collection of the given fields (the app serves `products`, of the contract's fields). */
export function productCollectionOf<F extends Fields>(fields: F): ProductCollection<F> {
  const names = Object.keys(fields);
  const summaryNames = names.filter((name) => !isDetailOnly(name));
  const key = (columns: string[]) => ({
    key: columns.join(' '),
    columns: ['id', ...columns, 'created_at', 'updated_at'],
  });
  return {
    ...defineCollection({
      table: 'products',
      fields,
      label: 'Product',
      childTables: [
        { table: 'product_images', column: 'product_id' },
        { table: 'product_specifications', column: 'product_id' },
        { table: 'product_features', column: 'product_id' },
      ],
    }),
    reads: { summary: key(summaryNames), own: key(names) },
    summaryFields: Object.fromEntries(summaryNames.map((name) => [name, fields[name]])),
    fileKinds: { ...fileKindsOf(fields), gallery: 'image' },
    schemas: { ...productResponseSchemasOf(fields), input: productInputSchemaOf(fields) },
  };
}

export const products = productCollectionOf(productFields);
