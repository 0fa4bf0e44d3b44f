import { mediaTexts } from '@grain/contract/media';
import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { writeAuditEntry } from '../db/audit-log.ts';
import type { Database } from '../db/schema.ts';
import { currentActor } from '../http/actor.ts';
import { payloadTooLarge, validationFailed } from '../http/errors.ts';
import { enqueueImages } from '../images/image-store.ts';
import { describeStoredFile, registerMedia } from '../images/media-items.ts';
import type { ImageQueue } from '../images/queue.ts';
import { removeStoredFile } from '../images/release.ts';
import { adoptImage } from '../storage/image-adoption.ts';
import type { Storage } from '../storage/storage.ts';
import { checkUploadType, readInput, sizeLimits, type UploadedFile } from '../storage/uploads.ts';

/** Where library uploads are stored (records' own uploads keep their fields' folders). */
export const LIBRARY_FOLDER = 'library';

interface UploadContext {
  db: Kysely<Database>;
  storage: Storage;
  images: ImageQueue;
  config: { maxImageBytes: number; maxVideoBytes: number };
}

/** A picture or a video, told by its first bytes; its kind's limit and checks then apply. */
async function checkLibraryUpload(upload: UploadedFile, limits: Record<'image' | 'video', number>): Promise<void> {
  const { fileTypeFromFile } = await import('file-type');
  const detected = await fileTypeFromFile(upload.tempPath);
  upload.kind = detected?.mime.startsWith('image/') ? 'image' : 'video';
  if (upload.kind === 'image' && upload.size > limits.image) {
    throw payloadTooLarge(`The file may not be greater than ${Math.round(limits.image / 1024 / 1024)} MB.`);
  }
  await checkUploadType(upload).catch(() => {
    throw validationFailed({
      file: [
        detected?.mime.startsWith('image/') || detected?.mime.startsWith('video/')
          ? `${upload.originalName || 'The file'}: this type of ${upload.kind} is not accepted. Use JPEG, PNG, WebP, GIF or AVIF pictures, or MP4, WebM, MOV or OGG videos.`
          : `${upload.originalName || 'The file'} is not a picture or a video. Use JPEG, PNG, WebP, GIF or AVIF pictures, or MP4, WebM, MOV or OGG videos.`,
      ],
    });
  });
}

/** Reads one uploaded file, checks it by its content, stores it and adds it to the library; returns the item's id. */
export async function receiveLibraryUpload(context: UploadContext, request: FastifyRequest): Promise<number> {
  const { db, storage } = context;
  const limits = sizeLimits(context.config);
  const input = await readInput(request, storage, {
    kinds: { file: 'video' },
    maxBytes: { image: limits.video, video: limits.video },
  });
  let stored: string | undefined;
  try {
    const uploads = input.files.file ?? [];
    if (uploads.length === 0) throw validationFailed({ file: [mediaTexts.noFile] });
    if (uploads.length > 1) throw validationFailed({ file: [mediaTexts.oneFile] });
    const [upload] = uploads;
    await checkLibraryUpload(upload, limits);
    stored =
      upload.kind === 'image'
        ? await adoptImage(storage, upload, LIBRARY_FOLDER)
        : await storage.adopt(upload.tempPath, LIBRARY_FOLDER, upload.extension!);
    const item = await describeStoredFile(storage, stored, upload.originalName);
    const path = stored;
    const id = await db.transaction().execute(async (trx) => {
      await registerMedia(trx, [item], currentActor());
      if (item.kind === 'image') await enqueueImages(trx, [path]);
      const row = await trx.selectFrom('media_items').select('id').where('path', '=', path).executeTakeFirstOrThrow();
      await writeAuditEntry(trx, currentActor(), {
        action: 'upload',
        entity: 'media_items',
        entityId: row.id,
        entityLabel: item.name,
      });
      return row.id;
    });
    if (item.kind === 'image') context.images.wake();
    return id;
  } catch (error) {
    if (stored) await removeStoredFile(storage, stored);
    throw error;
  } finally {
    await input.cleanup();
  }
}
