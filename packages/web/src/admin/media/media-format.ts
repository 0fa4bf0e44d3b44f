import type { MediaItem, MediaUse, MediaUseState } from '../../api/admin/media.ts';

/** "820 KB", "1.4 MB": a file's size as people read it. */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  const kilobytes = bytes / 1024;
  if (kilobytes < 1024) return `${Math.round(kilobytes)} KB`;
  const megabytes = kilobytes / 1024;
  return `${megabytes < 10 ? megabytes.toFixed(1) : Math.round(megabytes)} MB`;
}

/** "1200 × 800 px", or null when the size is not known (a video, a file being processed). */
export const pixelSize = (item: Pick<MediaItem, 'width' | 'height'>): string | null =>
  item.width && item.height ? `${item.width} × ${item.height} px` : null;

/** A picture without alt text that is not marked decorative: screen readers get nothing useful. */
export const lacksAlt = (item: Pick<MediaItem, 'kind' | 'alt' | 'decorative'>): boolean =>
  item.kind === 'image' && item.alt === null && !item.decorative;

/** What a card says of its file: size in pixels (or "Video"), then bytes. */
export const factsOf = (item: MediaItem): string =>
  [item.kind === 'video' ? 'Video' : (pixelSize(item) ?? 'Picture'), formatBytes(item.size)].join(' · ');

export const USE_STATE_LABELS: Readonly<Record<MediaUseState, string>> = {
  live: 'Published',
  draft: 'Draft',
  revision: 'Earlier version',
  trash: 'In the trash',
  settings: 'Site settings',
};

/** "Blogs: Oiling an oak table", "Blogs #12", "Site settings". */
export function titleOfUse(use: MediaUse): string {
  if (use.record_label) return `${use.entity_label}: ${use.record_label}`;
  if (use.record_id !== null) return `${use.entity_label} #${use.record_id}`;
  return use.entity_label;
}

/** The address of an item's page. */
export const mediaItemPath = (id: number) => `/admin/media/${id}`;
