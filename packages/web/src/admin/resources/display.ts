import type { ContentRecord } from '../../api/admin/content.ts';

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", apos: "'", nbsp: ' ' };

/** The text of stored HTML (blog and project bodies), for table cells. */
export function plainText(html: string | null | undefined): string {
  if (!html) return '';
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(amp|lt|gt|quot|#39|apos|nbsp);/g, (_, name: string) => ENTITIES[name] ?? '')
    .replace(/\s+/g, ' ')
    .trim();
}

const dayFormat = new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: 'short',
  day: 'numeric',
  timeZone: 'UTC',
});
const timeFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** "May 4, 2025" for a date-only value, "May 4, 2025, 3:12 PM" for a timestamp. */
export function formatDate(value: unknown): string {
  if (typeof value !== 'string' || !value) return '—';
  const dateOnly = /^\d{4}-\d{2}-\d{2}$/.test(value);
  const date = new Date(dateOnly ? `${value}T00:00:00Z` : value);
  if (Number.isNaN(date.getTime())) return value;
  return dateOnly ? dayFormat.format(date) : timeFormat.format(date);
}

/** Today as YYYY-MM-DD in the admin's own time zone (blog dates default to today). */
export function todayLocal(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** A short name of a record for button labels: "Edit Oak chairs". */
export function recordLabel(record: ContentRecord): string {
  for (const key of ['title', 'name', 'question', 'subtitle', 'mission_title', 'phone']) {
    const value = record[key];
    if (typeof value === 'string' && value.trim()) return plainText(value);
  }
  return `#${record.id}`;
}

/** The file name of a stored path or URL: "videos/ab12.mp4" → "ab12.mp4". */
export function fileName(value: unknown): string {
  if (typeof value !== 'string' || !value) return '';
  return decodeURIComponent(value.split(/[?#]/)[0].split('/').pop() ?? value);
}
