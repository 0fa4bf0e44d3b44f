/**
 * The admin rule (spec admin §4): lower case, anything other than letters, digits, space and
 * hyphen removed, spaces turned into hyphens, repeated hyphens collapsed.
 */
export function slugify(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^\p{L}\p{N} -]/gu, '')
    .replace(/ /g, '-')
    .replace(/-+/g, '-');
}

/** The server's fallback when a category arrives without a slug: the admin rule, trimmed of edge hyphens. */
export function deriveSlug(name: string): string {
  return slugify(name.trim()).replace(/^-+|-+$/g, '');
}
