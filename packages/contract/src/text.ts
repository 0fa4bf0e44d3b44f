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
