import { contentTypes } from '@grain/contract/content-types';
import type { Fields } from '@grain/contract/fields';
import { storagePath } from '@grain/contract/storage-url';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { referencedImages } from '../images/referenced.ts';

type AnyTables = Record<string, Record<string, unknown>>;

/** The stored paths that JSON text names: every quoted string, kept when it is a library path. */
const quotedStrings = (json: string) => [...json.matchAll(/"((?:[^"\\]|\\.)*)"/g)].map((match) => match[1]);

/**
 * Every stored path something uses: live records' pictures and videos, the site settings, and
 * the paths drafts, kept revisions and trash entries name (the library's "unused only" filter
 * leaves all of these out, so a file a revision may bring back never looks unused).
 */
export async function usedPaths(db: Kysely<Database>): Promise<Set<string>> {
  const used = new Set(await referencedImages(db));
  const anyDb = db as unknown as Kysely<AnyTables>;
  for (const def of contentTypes) {
    const videos = Object.entries(def.fields as Fields)
      .filter(([, field]) => field.kind === 'video')
      .map(([name]) => name);
    if (videos.length === 0) continue;
    for (const row of await anyDb.selectFrom(def.table).select(videos).execute()) {
      for (const name of videos) {
        const path = storagePath(row[name] as string | null);
        if (path) used.add(path);
      }
    }
  }
  const library = new Set((await db.selectFrom('media_items').select('path').execute()).map((row) => row.path));
  for (const table of ['record_drafts', 'record_revisions', 'record_trash'] as const) {
    for (const row of await db.selectFrom(table).select('data').execute()) {
      for (const text of quotedStrings(row.data)) if (library.has(text)) used.add(text);
    }
  }
  return used;
}
