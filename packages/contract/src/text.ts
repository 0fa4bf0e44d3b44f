/** Cuts text to `length` characters plus an ellipsis (spec admin §9 table truncation). */
export function truncate(text: string | null | undefined, length: number): string {
  if (!text) return '';
  const chars = Array.from(text);
  return chars.length > length ? `${chars.slice(0, length).join('')}...` : text;
}

/** Folds case and accents so that "CHÊNE" and "chene" compare equal in search. */
export function foldForSearch(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLocaleLowerCase('en-US');
}

// C0 control characters and DEL, except tab and line feed: no form means to send them, and
// PostgreSQL text cannot hold NUL at all, so they are dropped the same way on both databases.
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point.
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B-\u001F\u007F]/g;

/**
 * Text as it is stored: line breaks as `\n` and no control characters. Browsers send textarea
 * values with CRLF in form posts (as the HTML standard says), so without this a save that
 * changes nothing would still change the stored text.
 */
export function normaliseText(text: string): string {
  return text.replace(/\r\n?/g, '\n').replace(CONTROL_CHARACTERS, '');
}
