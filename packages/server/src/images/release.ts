import { storagePath } from '@grain/contract/storage-url';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { Storage } from '../storage/storage.ts';
import { forgetImages } from './image-store.ts';
import { variantFolder } from './variants.ts';

/**
 * Removes stored files a record let go of, with their variants, their metadata and any job
 * still queued for them. The original goes first: a worker busy with it then sees it gone and
 * cleans up after itself (images/queue.ts).
 */
export async function removeStoredFiles(
  context: { db: Kysely<Database>; storage: Storage },
  values: ReadonlyArray<string | null>,
): Promise<void> {
  const paths = values.map((value) => storagePath(value)).filter((path): path is string => path !== null);
  await Promise.all(paths.map((path) => context.storage.remove(path)));
  await Promise.all(paths.map((path) => context.storage.removeFolder(variantFolder(path))));
  await forgetImages(context.db, paths);
}
