import {
  type AdminSiteSettings,
  defaultSiteSettings,
  filledSocialLinks,
  type PublicSiteSettings,
  type SitePicture,
  type StoredSiteSettings,
  storedSiteSettingsSchema,
} from '@grain/contract/site-settings';
import { resolveStorageUrl } from '@grain/contract/storage-url';
import type { Kysely } from 'kysely';
import type { Database } from './schema.ts';
import { nowIso } from './values.ts';

const SETTINGS_ID = 1;

/**
 * The stored settings over the defaults, setting by setting: a setting the row lacks (one added
 * after it was saved) or holds in a form no longer valid reads as its default.
 */
export function settingsFromJson(json: string | undefined): StoredSiteSettings {
  if (!json) return defaultSiteSettings;
  let stored: Record<string, unknown>;
  try {
    stored = JSON.parse(json) as Record<string, unknown>;
  } catch {
    return defaultSiteSettings;
  }
  const merged: Record<string, unknown> = { ...defaultSiteSettings };
  const shape = storedSiteSettingsSchema.shape;
  for (const name of Object.keys(shape) as Array<keyof typeof shape>) {
    const parsed = shape[name].safeParse(stored[name]);
    if (parsed.success) merged[name] = parsed.data;
  }
  return merged as StoredSiteSettings;
}

export async function readSiteSettings(
  db: Kysely<Database>,
): Promise<{ settings: StoredSiteSettings; updatedAt: string | null }> {
  const row = await db
    .selectFrom('site_settings')
    .select(['data', 'updated_at'])
    .where('id', '=', SETTINGS_ID)
    .executeTakeFirst();
  return { settings: settingsFromJson(row?.data), updatedAt: row?.updated_at ?? null };
}

/** Writes the whole record (inside the caller's transaction when it passes one). */
export async function writeSiteSettings(db: Kysely<Database>, settings: StoredSiteSettings): Promise<void> {
  const values = { data: JSON.stringify(settings), updated_at: nowIso() };
  await db
    .insertInto('site_settings')
    .values({ id: SETTINGS_ID, ...values })
    .onConflict((conflict) => conflict.column('id').doUpdateSet(values))
    .execute();
}

/** The stored paths of the settings' pictures (for the image queue's regeneration and the backup). */
export const settingsPictures = (settings: StoredSiteSettings): string[] =>
  [settings.logo, settings.favicon, settings.share_image]
    .filter((picture): picture is SitePicture => picture !== null)
    .map((picture) => picture.path);

const pictureOut = (picture: SitePicture | null, base: string) =>
  picture
    ? { url: resolveStorageUrl(picture.path, { base }) ?? '', width: picture.width, height: picture.height }
    : null;

/** What pages need: the filled social links only, pictures as URLs (`base`: PUBLIC_URL or none). */
export function publicSiteSettings(settings: StoredSiteSettings, base = ''): PublicSiteSettings {
  return {
    site_name: settings.site_name,
    phone: settings.phone,
    email: settings.email,
    social_links: filledSocialLinks(settings.social_links),
    menu: settings.menu,
    footer_text: settings.footer_text,
    analytics: settings.analytics,
    logo: pictureOut(settings.logo, base),
    favicon: pictureOut(settings.favicon, base),
    share_image: pictureOut(settings.share_image, base),
  };
}

/** What the admin screen edits: the public form plus every network's link and when it was saved. */
export function adminSiteSettings(
  settings: StoredSiteSettings,
  updatedAt: string | null,
  base = '',
): AdminSiteSettings {
  return {
    ...publicSiteSettings(settings, base),
    social_links_by_network: settings.social_links,
    updated_at: updatedAt,
  };
}
