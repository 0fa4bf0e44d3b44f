import type { Blog } from '@grain/contract/content-types';

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/**
 * A blog date ("2026-03-04" or an ISO timestamp) in long US format ("March 4, 2026"). The
 * calendar date is read as written, so no time zone can move it to the day before. Written out
 * rather than with Intl.DateTimeFormat, which gives the same text: a phone's browser spends some
 * 25 ms making its first Intl formatter, on the page's main thread.
 */
export function formatBlogDate(value: string | null | undefined): string {
  const match = value?.match(/^(\d{4})-(\d{2})-(\d{2})/);
  if (!match) return value ?? '';
  const [year, month, day] = match.slice(1).map(Number);
  const date = new Date(Date.UTC(year, month - 1, day));
  if (Number.isNaN(date.getTime())) return value ?? '';
  return `${MONTHS[date.getUTCMonth()]} ${date.getUTCDate()}, ${date.getUTCFullYear()}`;
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ', '#39': "'" };

/**
 * Plain text of stored HTML for excerpts: tags dropped, common entities decoded, whitespace
 * collapsed. Works without a DOM so it can run while rendering on a server.
 */
export function stripHtml(html: string | null | undefined): string {
  if (!html) return '';
  return html
    .replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<\/?(p|div|br|li|h[1-6]|blockquote)\b[^>]*>/gi, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(/&(#\d+|#x[0-9a-f]+|[a-z]+\d*);/gi, (entity, name: string) => {
      const lower = name.toLowerCase();
      if (lower in ENTITIES) return ENTITIES[lower];
      if (lower.startsWith('#x')) return String.fromCodePoint(Number.parseInt(lower.slice(2), 16));
      if (lower.startsWith('#')) return String.fromCodePoint(Number(lower.slice(1)));
      return entity;
    })
    .replace(/\s+/g, ' ')
    .trim();
}

/** The card excerpt of a blog description: plain text cut at a word boundary, with "...". */
export function blogExcerpt(description: string | null | undefined, length = 130): string {
  const text = stripHtml(description);
  const chars = Array.from(text);
  if (chars.length <= length) return text;
  const cut = chars.slice(0, length + 1).join('');
  const lastSpace = cut.lastIndexOf(' ');
  const words = lastSpace > length * 0.6 ? cut.slice(0, lastSpace) : chars.slice(0, length).join('');
  return `${words.replace(/[\s.,;:!?&-]+$/, '')}...`;
}

/** Spec public §5: blog lists drop entries without a non-blank title. */
export function withTitles(blogs: readonly Blog[]): Blog[] {
  return blogs.filter((blog) => typeof blog.title === 'string' && blog.title.trim() !== '');
}
