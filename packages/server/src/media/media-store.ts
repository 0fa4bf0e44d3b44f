import type { MediaFilters, MediaItem, MediaItemDetail, MediaUpdate, MediaUse } from '@grain/contract/media';
import { resolveStorageUrl } from '@grain/contract/storage-url';
import { type Kysely, type Selectable, type SelectQueryBuilder, sql, type Updateable } from 'kysely';
import type { Database, MediaItemTable } from '../db/schema.ts';
import { fromBoolean, nowIso, toBoolean, toIsoTimestamp } from '../db/values.ts';
import { loadImageMeta } from '../images/image-meta.ts';
import { mediaUses } from '../images/media-usage.ts';
import { usedPaths } from './used-paths.ts';

type Db = Kysely<Database>;
type Row = Selectable<MediaItemTable>;

const nextDay = (date: string) => new Date(Date.parse(`${date}T00:00:00.000Z`) + 86_400_000).toISOString();
const likePattern = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

async function filtered<O>(db: Db, query: SelectQueryBuilder<Database, 'media_items', O>, filters: MediaFilters) {
  let result = query;
  if (filters.q) {
    const pattern = likePattern(filters.q);
    result = result.where((eb) =>
      eb.or(
        (['name', 'alt', 'caption'] as const).map((column) =>
          eb(sql`lower(coalesce(${sql.ref(column)}, ''))`, 'like', sql`${pattern} escape '\\'`),
        ),
      ),
    );
  }
  if (filters.kind) result = result.where('kind', '=', filters.kind);
  if (filters.tag) result = result.where('tags', 'like', `%${JSON.stringify(filters.tag.toLowerCase())}%`);
  if (filters.from) result = result.where('uploaded_at', '>=', `${filters.from}T00:00:00.000Z`);
  if (filters.to) result = result.where('uploaded_at', '<', nextDay(filters.to));
  if (filters.unused) {
    const used = [...(await usedPaths(db))];
    if (used.length > 0) result = result.where('path', 'not in', used);
  }
  return result;
}

/** Turns rows into the API's items: URLs under `base`, the pictures' variants, how often each is used. */
async function present(db: Db, rows: Row[], base: string): Promise<Array<MediaItem & { uses: MediaUse[] }>> {
  const meta = await loadImageMeta(
    db,
    rows.map((row) => ({ value: row.path })),
    base,
  );
  const uses = await mediaUses(
    db,
    rows.map((row) => row.path),
  );
  return rows.map((row) => {
    const itemUses = uses.get(row.path) ?? [];
    return {
      id: row.id,
      kind: row.kind,
      path: row.path,
      url: resolveStorageUrl(row.path, { base }) ?? '',
      name: row.name,
      mime: row.mime,
      size: Number(row.size),
      width: row.width === null ? null : Number(row.width),
      height: row.height === null ? null : Number(row.height),
      alt: row.alt,
      decorative: toBoolean(row.decorative),
      caption: row.caption,
      credit: row.credit,
      focal_x: Number(row.focal_x),
      focal_y: Number(row.focal_y),
      tags: JSON.parse(row.tags) as string[],
      uploaded_at: toIsoTimestamp(row.uploaded_at) ?? String(row.uploaded_at),
      uploaded_by: row.uploaded_by,
      meta: row.kind === 'image' ? meta(row.path) : null,
      use_count: itemUses.length,
      uses: itemUses,
    };
  });
}

/** A page of the library, newest first, filtered in SQL. */
export async function mediaPage(db: Db, filters: MediaFilters, page: number, perPage: number, base: string) {
  const [rows, count] = await Promise.all([
    (await filtered(db, db.selectFrom('media_items').selectAll(), filters))
      .orderBy('uploaded_at', 'desc')
      .orderBy('id', 'desc')
      .limit(perPage)
      .offset((page - 1) * perPage)
      .execute(),
    (
      await filtered(
        db,
        db.selectFrom('media_items').select((eb) => eb.fn.countAll<number>().as('count')),
        filters,
      )
    ).executeTakeFirstOrThrow(),
  ]);
  const total = Number(count.count);
  return {
    data: (await present(db, rows, base)).map(({ uses: _uses, ...item }) => item),
    current_page: page,
    last_page: Math.max(1, Math.ceil(total / perPage)),
    per_page: perPage,
    total,
  };
}

export async function findMediaRow(db: Db, id: number): Promise<Row | undefined> {
  return db.selectFrom('media_items').selectAll().where('id', '=', id).executeTakeFirst();
}

/** One item with where it is used; undefined when there is no such item. */
export async function mediaDetail(db: Db, id: number, base: string): Promise<MediaItemDetail | undefined> {
  const row = await findMediaRow(db, id);
  return row ? (await present(db, [row], base))[0] : undefined;
}

export async function mediaItem(db: Db, id: number, base: string): Promise<MediaItem | undefined> {
  const detail = await mediaDetail(db, id, base);
  if (!detail) return undefined;
  const { uses: _uses, ...item } = detail;
  return item;
}

/** Saves an item's description; returns the names of the fields that changed (none: nothing written). */
export async function updateMedia(db: Db, row: Row, change: MediaUpdate): Promise<string[]> {
  const next: Updateable<MediaItemTable> = {};
  if (change.alt !== undefined) next.alt = change.alt;
  if (change.decorative !== undefined) next.decorative = fromBoolean(change.decorative);
  if (change.caption !== undefined) next.caption = change.caption;
  if (change.credit !== undefined) next.credit = change.credit;
  if (change.focal_x !== undefined) next.focal_x = Math.round(change.focal_x);
  if (change.focal_y !== undefined) next.focal_y = Math.round(change.focal_y);
  if (change.tags !== undefined) next.tags = JSON.stringify(change.tags);
  const changed = Object.keys(next).filter((name) => {
    const before = row[name as keyof Row];
    const after = next[name as keyof typeof next];
    return name === 'decorative' ? toBoolean(before) !== toBoolean(after) : before !== after;
  });
  if (changed.length === 0) return [];
  await db
    .updateTable('media_items')
    .set({ ...next, updated_at: nowIso() })
    .where('id', '=', row.id)
    .execute();
  return changed;
}

/** Every tag in use, sorted. */
export async function mediaTags(db: Db): Promise<string[]> {
  const rows = await db.selectFrom('media_items').select('tags').where('tags', '!=', '[]').execute();
  return [...new Set(rows.flatMap((row) => JSON.parse(row.tags) as string[]))].sort();
}

/** The library's pictures the public sees with neither alt text nor "decorative", with where they show. */
export async function accessibilityIssues(db: Db, base: string) {
  const rows = await db
    .selectFrom('media_items')
    .selectAll()
    .where('kind', '=', 'image')
    .where((eb) => eb.or([eb('alt', 'is', null), eb('alt', '=', '')]))
    .where('decorative', '=', fromBoolean(false) as never)
    .orderBy('uploaded_at', 'desc')
    .execute();
  const items = await present(db, rows, base);
  return items
    .map(({ uses, ...item }) => ({
      item,
      uses: uses.filter((use) => use.state === 'live' || use.state === 'settings'),
    }))
    .filter(({ uses }) => uses.length > 0);
}
