/*
 * Slugs (spec admin §4): lower-case `a-z`, digits and single hyphens between them, such as
 * `oak-tables`. They are unique whatever their case: the database indexes lower(slug)
 * (migration 0009), and the API refuses any other form with a clear message.
 *
 * Letters of other scripts are not kept. A slug is meant to sit in an address: in ASCII it reads
 * the same in a link, a log and a sitemap, with no percent-encoding; it cannot hold two look-alike
 * letters of different scripts (a Latin `a` and a Cyrillic `а`), nor one word in two Unicode
 * forms; and the database's lower() folds ASCII the same on SQLite and PostgreSQL, but not other
 * letters on SQLite, so a case-insensitive unique index is exact on both only for ASCII. Accented
 * Latin letters keep their base letter ("Chêne" gives `chene`), and the few with none are
 * spelled out ("Weißbuche" gives `weissbuche`); a name with no Latin letter or digit at all
 * gives no slug, and the admin types one.
 *
 * Slugs name no page: the site addresses categories and blog categories by id (/products/category/
 * {id}, a blog list's category_id), so a slug may change, as migration 0009 changed those stored
 * before the rule, and no address or link breaks.
 */

/** A slug as stored: lower-case `a-z` and digits in words joined by single hyphens. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export const isSlug = (value: string): boolean => SLUG_PATTERN.test(value);

/** Latin letters with no base letter of their own, spelled out. */
const SPELLED_OUT: Record<string, string> = {
  ß: 'ss',
  æ: 'ae',
  œ: 'oe',
  ø: 'o',
  ł: 'l',
  đ: 'd',
  ð: 'd',
  þ: 'th',
  ı: 'i',
};

/** Lower case, with accents dropped and the letters above spelled out. */
export const latinBase = (text: string) =>
  text
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[ßæœøłđðþı]/g, (letter) => SPELLED_OUT[letter]);

/**
 * The admin rule as a name is typed (spec admin §4): lower case, anything other than letters,
 * digits, space and hyphen removed (letters as above), spaces turned into hyphens, repeated
 * hyphens collapsed. A trailing hyphen stays while the next word is being typed.
 */
export function slugify(name: string): string {
  return latinBase(name)
    .replace(/[^a-z0-9 -]/g, '')
    .replace(/ /g, '-')
    .replace(/-+/g, '-');
}

/** A finished name's slug: the admin rule, trimmed of edge hyphens (the server's fallback too). */
export function deriveSlug(name: string): string {
  return slugify(name.trim()).replace(/^-+|-+$/g, '');
}
