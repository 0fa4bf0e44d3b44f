import { storagePath } from '@grain/contract/storage-url';
import type { WriteContext } from '../collections/write.ts';
import { liveReferenced } from '../images/referenced.ts';
import { removeStoredFiles } from '../images/release.ts';

/**
 * Removes the stored files of `values` that nothing names any more: no live record, draft,
 * kept revision or trash entry (removeStoredFiles leaves those the editorial tables name).
 * For revision pruning, trash purge and draft discard; call it after the rows are gone.
 */
export async function removeUnreferencedFiles(
  context: Pick<WriteContext, 'db' | 'storage'>,
  values: ReadonlyArray<string | null>,
): Promise<void> {
  const paths = [...new Set(values.map((value) => storagePath(value)).filter((path): path is string => path !== null))];
  if (paths.length === 0) return;
  const live = await liveReferenced(context.db, paths);
  await removeStoredFiles(
    context,
    paths.filter((path) => !live.has(path)),
  );
}
