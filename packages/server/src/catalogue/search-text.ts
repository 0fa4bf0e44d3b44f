import { foldForSearch } from '@grain/contract/text';

/**
 * The products.search_text column: name, SKU, short description and the description's text,
 * folded (lower case, no accents) so that one LIKE finds them on SQLite and PostgreSQL alike.
 */
export function productSearchText(product: {
  name: string;
  sku: string;
  short_description?: string | null;
  description?: string | null;
}): string {
  const descriptionText = (product.description ?? '').replace(/<[^>]*>/g, ' ');
  return foldForSearch(
    [product.name, product.sku, product.short_description ?? '', descriptionText].join('\n'),
  ).replace(/[ \t]+/g, ' ');
}
