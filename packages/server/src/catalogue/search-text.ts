import { foldForSearch } from '@grain/contract/text';

/** Folded text with runs of spaces and tabs made one space, as stored and as searched. */
const foldedForMatching = (text: string) => foldForSearch(text).replace(/[ \t]+/g, ' ');

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
  return foldedForMatching([product.name, product.sku, product.short_description ?? '', descriptionText].join('\n'));
}

/** The products.search_name column: the folded name alone, for the admin's search by name. */
export const productSearchName = (name: string): string => foldedForMatching(name).trim();

/**
 * A LIKE pattern (with `ESCAPE '\'`) for folded text containing the query: `%`, `_` and `\`
 * typed by a user match themselves, not any text.
 */
export function containsPattern(query: string): string {
  const escaped = foldedForMatching(query.trim()).replace(/[\\%_]/g, (character) => `\\${character}`);
  return `%${escaped}%`;
}

/**
 * The query as an FTS5 phrase for the SQLite trigram index (double quotes doubled; `%` and
 * `_` mean themselves there), or null when the folded query is under three characters: a
 * trigram index cannot serve it, and the search scans instead.
 */
export function trigramPhrase(query: string): string | null {
  const folded = foldedForMatching(query.trim());
  if ([...folded].length < 3) return null;
  return `"${folded.replaceAll('"', '""')}"`;
}
