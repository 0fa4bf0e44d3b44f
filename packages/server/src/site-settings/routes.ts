import { toFieldErrors } from '@grain/contract/fields';
import {
  adminSiteSettingsSchema,
  SITE_FILES_FOLDER,
  type SitePicture,
  type SitePictureName,
  type StoredSiteSettings,
  sitePictureNames,
  siteSettingsInputSchema,
} from '@grain/contract/site-settings';
import type { FastifyInstance } from 'fastify';
import { writeAuditEntry } from '../db/audit-log.ts';
import { adminSiteSettings, publicSiteSettings, readSiteSettings, writeSiteSettings } from '../db/site-settings.ts';
import { currentActor } from '../http/actor.ts';
import { ok } from '../http/envelope.ts';
import { badRequest, validationFailed } from '../http/errors.ts';
import { fileBase } from '../http/file-urls.ts';
import { addRoute } from '../http/route.ts';
import { enqueueImages } from '../images/image-store.ts';
import { describeStoredFile, type NewMediaItem, registerMedia } from '../images/media-items.ts';
import { removeStoredFile, removeStoredFiles } from '../images/release.ts';
import { adoptImage } from '../storage/image-adoption.ts';
import { loadSharp } from '../storage/sharp.ts';
import { checkUploadType, type RequestInput, readInput, sizeLimits } from '../storage/uploads.ts';

const tag = 'site settings';
const pictureKinds = Object.fromEntries(sitePictureNames.map((name) => [name, 'image' as const]));
const isOn = (value: unknown) => value === true || value === '1' || value === 'true' || value === 1;

/**
 * The edited fields: a JSON body as it is, or a multipart body's `settings` field (JSON text)
 * beside the pictures.
 */
function submittedSettings(input: RequestInput): unknown {
  const { settings } = input.fields;
  if (typeof settings !== 'string') return input.fields;
  try {
    return JSON.parse(settings);
  } catch {
    throw badRequest('The settings field must be JSON.');
  }
}

/** A setting left out of a save: the whole set is saved at once, so each is asked for by name. */
const missingField = (issue: { input?: unknown; path?: PropertyKey[] }) =>
  issue.input === undefined && issue.path?.length
    ? `The ${issue.path.map(String).join('.')} field is required.`
    : undefined;

/** A picture of the media library chosen for a setting (`{name}_path`), with its size; 422 when there is no such picture. */
async function libraryPicture(app: FastifyInstance, name: SitePictureName, path: string): Promise<SitePicture> {
  const item = await app.grain.db
    .selectFrom('media_items')
    .select(['path', 'width', 'height'])
    .where('path', '=', path)
    .where('kind', '=', 'image')
    .executeTakeFirst();
  if (!item)
    throw validationFailed({ [name]: [`The ${name.replace('_', ' ')} must be a picture of the media library.`] });
  return { path: item.path, width: Number(item.width ?? 0), height: Number(item.height ?? 0) };
}

/**
 * The pictures the request changes: an upload replaces one, `{name}_path` picks one of the
 * media library, `remove_{name}=1` clears it.
 */
async function pictureChanges(
  app: FastifyInstance,
  input: RequestInput,
  adopted: string[],
  media: NewMediaItem[],
): Promise<Partial<Record<SitePictureName, SitePicture | null>>> {
  const { storage } = app.grain;
  const changes: Partial<Record<SitePictureName, SitePicture | null>> = {};
  for (const name of sitePictureNames) {
    const upload = input.files[name]?.at(-1);
    if (upload) {
      await checkUploadType(upload);
      const path = await adoptImage(storage, upload, SITE_FILES_FOLDER);
      adopted.push(path);
      media.push(await describeStoredFile(storage, path, upload.originalName));
      const sharp = await loadSharp();
      const { width = 0, height = 0 } = await sharp(storage.absolute(path)).metadata();
      changes[name] = { path, width, height };
    } else if (typeof input.fields[`${name}_path`] === 'string' && input.fields[`${name}_path`] !== '') {
      changes[name] = await libraryPicture(app, name, String(input.fields[`${name}_path`]));
    } else if (isOn(input.fields[`remove_${name}`])) {
      changes[name] = null;
    }
  }
  return changes;
}

/**
 * GET /api/site-settings: what pages need, for anyone (an admin also gets every network's link);
 * PUT /api/site-settings: the admin's save, JSON or multipart with the pictures.
 */
export function registerSiteSettingsRoutes(app: FastifyInstance): void {
  addRoute(app, {
    method: 'GET',
    url: '/api/site-settings',
    summary: "The site's settings: name, pictures, contact, social links, menu, footer, analytics",
    tag,
    access: 'public',
    response: adminSiteSettingsSchema.partial({ social_links_by_network: true, updated_at: true }),
    handler: async ({ request, viewer }) => {
      const { settings, updatedAt } = await readSiteSettings(app.grain.db);
      const base = fileBase(app.grain.config, request);
      return ok(viewer?.isStaff ? adminSiteSettings(settings, updatedAt, base) : publicSiteSettings(settings, base));
    },
  });

  addRoute(app, {
    method: 'PUT',
    url: '/api/site-settings',
    summary: "Saves the site's settings (multipart: `settings` as JSON, the pictures, `remove_logo=1`…)",
    tag,
    access: 'admin',
    body: { schema: siteSettingsInputSchema, encoding: 'json-or-multipart', files: pictureKinds },
    response: adminSiteSettingsSchema,
    failures: { 503: 'The storage folder cannot take the files at the moment: nothing was saved.' },
    handler: async ({ request }) => {
      const { db, storage, config, images } = app.grain;
      const input = await readInput(request, storage, { kinds: pictureKinds, maxBytes: sizeLimits(config) });
      const adopted: string[] = [];
      const media: NewMediaItem[] = [];
      try {
        const parsed = siteSettingsInputSchema.safeParse(submittedSettings(input), { error: missingField });
        if (!parsed.success) throw validationFailed(toFieldErrors(parsed.error));
        const changes = await pictureChanges(app, input, adopted, media);
        let before: StoredSiteSettings | undefined;
        const saved = await db.transaction().execute(async (trx) => {
          before = (await readSiteSettings(trx)).settings;
          const next: StoredSiteSettings = { ...before, ...parsed.data, ...changes };
          await writeSiteSettings(trx, next);
          await enqueueImages(trx, adopted);
          await registerMedia(trx, media, currentActor());
          const changed = Object.keys(next).filter(
            (name) =>
              JSON.stringify(next[name as keyof StoredSiteSettings]) !==
              JSON.stringify(before?.[name as keyof StoredSiteSettings]),
          );
          if (changed.length > 0) {
            await writeAuditEntry(trx, currentActor(), {
              action: 'update',
              entity: 'site_settings',
              entityLabel: 'Site settings',
              fields: changed,
              detail: adopted.length > 0 ? 'with uploaded files' : null,
            });
          }
          return next;
        });
        if (adopted.length > 0) images.wake();
        const released = sitePictureNames.filter((name) => name in changes).map((name) => before?.[name]?.path ?? null);
        await removeStoredFiles(app.grain, released);
        const base = fileBase(config, request);
        const { updatedAt } = await readSiteSettings(db);
        return ok(adminSiteSettings(saved, updatedAt, base), 'Site settings saved successfully');
      } catch (error) {
        await Promise.all(adopted.map((path) => removeStoredFile(storage, path)));
        throw error;
      } finally {
        await input.cleanup();
      }
    },
  });
}
