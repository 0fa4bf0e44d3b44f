import type { MediaItem, MediaItemDetail } from '../src/api/admin/media.ts';

/** A variant's URL of a library picture, as the server names them. */
export const mediaVariant = (path: string, width: number, extension: string) =>
  `/storage/variants/${path}/w${width}.${extension}`;

/** A library item as the API answers it: a processed picture unless `overrides` say otherwise. */
export function mediaItem(overrides: Partial<MediaItem> & { id: number }): MediaItem {
  const path = overrides.path ?? `media/item-${overrides.id}.jpg`;
  const kind = overrides.kind ?? 'image';
  return {
    kind,
    path,
    url: `/storage/${path}`,
    name: `item-${overrides.id}.jpg`,
    mime: kind === 'image' ? 'image/jpeg' : 'video/mp4',
    size: 245_760,
    width: kind === 'image' ? 1200 : null,
    height: kind === 'image' ? 800 : null,
    alt: 'An oak table in a bright room',
    decorative: false,
    caption: null,
    credit: null,
    focal_x: 50,
    focal_y: 50,
    tags: [],
    uploaded_at: '2026-11-28T09:30:00.000Z',
    uploaded_by: 'Ada Wood',
    meta:
      kind === 'image'
        ? {
            width: 1200,
            height: 800,
            placeholder: '#a07040',
            src: mediaVariant(path, 960, 'jpg'),
            srcset: {
              avif: `${mediaVariant(path, 320, 'avif')} 320w, ${mediaVariant(path, 960, 'avif')} 960w`,
              webp: `${mediaVariant(path, 320, 'webp')} 320w, ${mediaVariant(path, 960, 'webp')} 960w`,
              jpeg: `${mediaVariant(path, 320, 'jpg')} 320w, ${mediaVariant(path, 960, 'jpg')} 960w`,
            },
          }
        : null,
    use_count: 1,
    ...overrides,
  };
}

export const mediaDetail = (item: MediaItem, uses: MediaItemDetail['uses'] = []): MediaItemDetail => ({
  ...item,
  uses,
});

/** One page of the library as the API answers it. */
export const mediaPageOf = (items: MediaItem[], current = 1, total = items.length, perPage = 24) => ({
  data: items,
  current_page: current,
  last_page: Math.max(1, Math.ceil(total / perPage)),
  per_page: perPage,
  total,
});
