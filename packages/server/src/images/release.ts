import { storagePath } from '@grain/contract/storage-url';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { originalPath, type Storage } from '../storage/storage.ts';
import { forgetImages } from './image-store.ts';
import { libraryPaths } from './media-items.ts';
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
  const [kept, library] = await Promise.all([
    editoriallyReferenced(context.db, named),
    libraryPaths(context.db, named),
  ]);
  // A library item stays when a record lets go of it: only deleting the item removes it.
  await dropFiles(
    context,
    named.filter((path) => !kept.has(path) && !library.has(path)),
  );
}

/**
 * Deletes library items and their files (an item deleted from the library, the demo's own
 * pictures once the demo is removed). The caller has made sure nothing uses them.
 */
export async function removeLibraryFiles(
  context: { db: Kysely<Database>; storage: Storage },
  paths: readonly string[],
): Promise<void> {
  for (let start = 0; start < paths.length; start += 200) {
    await context.db
      .deleteFrom('media_items')
      .where('path', 'in', paths.slice(start, start + 200))
      .execute();
  }
  await dropFiles(context, paths);
}

async function dropFiles(context: { db: Kysely<Database>; storage: Storage }, paths: readonly string[]) {
  if (paths.length === 0) return;
  await Promise.all(paths.map((path) => removeStoredFile(context.storage, path)));
  await Promise.all(paths.map((path) => context.storage.removeFolder(variantFolder(path))));
  await forgetImages(context.db, paths);
}
