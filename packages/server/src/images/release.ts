import { storagePath } from '@grain/contract/storage-url';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { originalPath, type Storage } from '../storage/storage.ts';
import { forgetImages } from './image-store.ts';
import { editoriallyReferenced } from './referenced.ts';
import { variantFolder } from './variants.ts';

/** Removes a stored file and, for an image, the untouched original kept behind it. */
export async function removeStoredFile(storage: Storage, path: string): Promise<void> {
  await storage.remove(path);
  await storage.remove(originalPath(path));
}

/**
 * Removes stored files a record let go of, with their private originals, their variants, their
 * metadata and any job still queued for them, except those a draft, a revision or a trash entry
 * still names (they go with the last of those: editorial/files.ts). The stored file goes first:
 * a worker busy with it then sees it gone and cleans up after itself (images/queue.ts).
 */
export async function removeStoredFiles(
  context: { db: Kysely<Database>; storage: Storage },
  values: ReadonlyArray<string | null>,
): Promise<void> {
  const named = values.map((value) => storagePath(value)).filter((path): path is string => path !== null);
  if (named.length === 0) return;
  const kept = await editoriallyReferenced(context.db, named);
  const paths = named.filter((path) => !kept.has(path));
  await Promise.all(paths.map((path) => removeStoredFile(context.storage, path)));
  await Promise.all(paths.map((path) => context.storage.removeFolder(variantFolder(path))));
  await forgetImages(context.db, paths);
}
