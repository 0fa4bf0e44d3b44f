import type { ImageMeta } from '@grain/contract/image-meta';
import type { AdminSiteSettings, SitePictureName, SiteSettingsInput } from '@grain/contract/site-settings';
import { queryOptions } from '@tanstack/react-query';
import { api, type UploadOptions } from '../client.ts';
import { adminQueries } from './admin-queries.ts';

export const siteSettingsQueries = {
  edit: () =>
    queryOptions({
      queryKey: [...adminQueries.all(), 'site-settings'],
      queryFn: ({ signal }) => api<AdminSiteSettings>('/site-settings', { signal }),
    }),
};

/** A media library picture chosen for a setting: sent as its stored path (`{name}_path`). */
export interface LibraryPicture {
  path: string;
  url: string;
  name: string;
  meta: ImageMeta | null;
}

/** What a save sends beside the fields: a new picture, one of the library, or that one is to go. */
export type PictureChanges = Partial<Record<SitePictureName, File | LibraryPicture | 'remove'>>;

/** PUT /api/site-settings, multipart: the fields as JSON (`settings`) and the pictures' changes. */
export function saveSiteSettings(
  settings: SiteSettingsInput,
  pictures: PictureChanges,
  options: UploadOptions = {},
): Promise<AdminSiteSettings> {
  const body = new FormData();
  body.append('settings', JSON.stringify(settings));
  for (const [name, change] of Object.entries(pictures)) {
    if (change === 'remove') body.append(`remove_${name}`, '1');
    else if (change instanceof File) body.append(name, change);
    else if (change) body.append(`${name}_path`, change.path);
  }
  return api<AdminSiteSettings>('/site-settings', { method: 'PUT', body, ...options });
}
