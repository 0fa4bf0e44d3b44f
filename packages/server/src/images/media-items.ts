import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import { pipeline } from 'node:stream/promises';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { fromBoolean, nowIso } from '../db/values.ts';
import { loadSharp } from '../storage/sharp.ts';
import { originalPath, type Storage } from '../storage/storage.ts';

/*
 * The media library's items (issue 47): one per stored picture or video, keyed by its stored
 * path. Every upload joins the library in the transaction of the write that adopted it; files
 * stored before the library existed join it at start (media/library-import.ts).
 */

const mimeTypes: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  gif: 'image/gif',
  avif: 'image/avif',
  svg: 'image/svg+xml',
  ico: 'image/x-icon',
  mp4: 'video/mp4',
  m4v: 'video/x-m4v',
  webm: 'video/webm',
  mov: 'video/quicktime',
  ogv: 'video/ogg',
};

const extensionOf = (path: string) => path.split('.').pop()?.toLowerCase() ?? '';

/** Whether a stored file is one the library describes (a picture or a video), by its stored extension. */
export const isMediaPath = (path: string) => Object.hasOwn(mimeTypes, extensionOf(path));

export interface NewMediaItem {
  path: string;
  kind: 'image' | 'video';
  name: string;
  mime: string;
  size: number;
  width: number | null;
  height: number | null;
  sha256: string;
  alt?: string | null;
  decorative?: boolean;
}

/** The SHA-256 of a file, streamed. */
export async function fileHash(absolute: string): Promise<string> {
  const hash = createHash('sha256');
  await pipeline(createReadStream(absolute), hash);
  return hash.digest('hex');
}

/**
 * What the library records of a stored file: its type, size and pixel size (from the public
 * copy), and the hash of what was uploaded (the original when one is kept), by which
 * byte-identical uploads are found.
 */
export async function describeStoredFile(storage: Storage, path: string, name?: string): Promise<NewMediaItem> {
  const mime = mimeTypes[extensionOf(path)] ?? 'application/octet-stream';
  const kind = mime.startsWith('video/') ? 'video' : 'image';
  const absolute = storage.absolute(path);
  const original = storage.absolute(originalPath(path));
  const hashed = await fs
    .access(original)
    .then(() => original)
    .catch(() => absolute);
  const [stat, sha256] = await Promise.all([fs.stat(absolute), fileHash(hashed)]);
  let width: number | null = null;
  let height: number | null = null;
  if (kind === 'image') {
    const sharp = await loadSharp();
    const meta = await sharp(absolute)
      .metadata()
      .catch(() => null);
    width = meta?.autoOrient?.width ?? meta?.width ?? null;
    height = meta?.autoOrient?.height ?? meta?.height ?? null;
  }
  return { path, kind, name: name ?? path.split('/').pop()!, mime, size: stat.size, width, height, sha256 };
}

/** Who uploaded, as the audit log names them. */
export interface Uploader {
  userId: number | null;
  label: string;
}

/** Adds the items (a path already in the library is left as it is), with the write's transaction. */
export async function registerMedia(
  db: Kysely<Database>,
  items: readonly NewMediaItem[],
  uploader: Uploader | null,
): Promise<void> {
  const at = nowIso();
  for (const item of items) {
    await db
      .insertInto('media_items')
      .values({
        path: item.path,
        kind: item.kind,
        name: item.name.slice(0, 255),
        mime: item.mime,
        size: item.size,
        width: item.width,
        height: item.height,
        sha256: item.sha256,
        alt: item.alt ?? null,
        decorative: fromBoolean(item.decorative ?? false),
        caption: null,
        credit: null,
        focal_x: 50,
        focal_y: 50,
        tags: '[]',
        uploaded_at: at,
        uploaded_by_id: uploader?.userId ?? null,
        uploaded_by: uploader?.label ?? null,
        updated_at: at,
      })
      .onConflict((conflict) => conflict.column('path').doNothing())
      .execute();
  }
}

/** The paths among `paths` that are library items. */
export async function libraryPaths(db: Kysely<Database>, paths: readonly string[]): Promise<Set<string>> {
  const unique = [...new Set(paths)];
  if (unique.length === 0) return new Set();
  const rows = await db.selectFrom('media_items').select('path').where('path', 'in', unique).execute();
  return new Set(rows.map((row) => row.path));
}
