import type { ContentTypeDef } from '@grain/contract/content-types';
import { defaultOnCreate } from '@grain/contract/field-defaults';
import type { Fields } from '@grain/contract/fields';
import { normaliseMapEmbed } from '@grain/contract/map-embed';
import type { Kysely } from 'kysely';
import { collectionRows } from '../collections/read.ts';
import { sanitizeRichText } from '../collections/rich-text.ts';
import { idsBySlug } from '../db/lookups.ts';
import type { Database } from '../db/schema.ts';
import { fromBoolean, todayIso } from '../db/values.ts';
import type { DemoRecord, DemoVideo } from './demo-record.ts';
import type { Picture, PictureSize } from './pictures/picture.ts';
import type { SeedFiles } from './seed-files.ts';

type Row = Record<string, unknown>;

/** A content type's rows ready to insert: files written, values as the API would store them. */
export interface PreparedContent {
  def: ContentTypeDef;
  rows: Row[];
}

/** Pictures are drawn at the size of the place that shows them. */
const pictureSizes: Record<string, PictureSize> = {
  'banners.background_img': 'hero',
  'mission_vision_sections.mission_background_image': 'hero',
  'mission_vision_sections.vision_background_image': 'hero',
  'projects.project_feature_image': 'wide',
};

async function storedValue(files: SeedFiles, def: ContentTypeDef, name: string, value: unknown, key: string) {
  const field = def.fields[name];
  if (value === null) return null;
  switch (field.kind) {
    case 'image':
      return files.picture(value as Picture, pictureSizes[`${def.table}.${name}`] ?? 'card', key, field.folder!);
    case 'video':
      return files.video(value as DemoVideo, field.folder!);
    case 'html':
      return sanitizeRichText(String(value));
    case 'map-embed': {
      const iframe = normaliseMapEmbed(String(value));
      if (!iframe) throw new Error(`The demo map embed of ${def.table} is not an allowed iframe.`);
      return iframe;
    }
    case 'boolean':
      return fromBoolean(value === true);
    default:
      return value;
  }
}

async function prepareRow(files: SeedFiles, def: ContentTypeDef, record: Row, index: number, at: string) {
  const row: Row = { created_at: at, updated_at: at };
  for (const [name, field] of Object.entries(def.fields)) {
    // What a create through the API would give a field the demo text leaves out.
    const value =
      record[name] === undefined ? defaultOnCreate(field, { count: index, today: todayIso() }) : record[name];
    row[name] = await storedValue(files, def, name, value, `${def.table}-${index + 1}-${name}`);
  }
  return row;
}

/** Draws and writes the records' files and turns them into rows; nothing touches the database yet. */
export async function prepareContent<F extends Fields>(
  files: SeedFiles,
  def: ContentTypeDef<F>,
  records: ReadonlyArray<DemoRecord<F>>,
  at: string,
): Promise<PreparedContent> {
  const rows = await Promise.all(records.map((record, index) => prepareRow(files, def, record as Row, index, at)));
  return { def, rows };
}

/** Demo text names referenced rows by slug; the stored value is their id. */
async function withReferenceIds(db: Kysely<Database>, def: ContentTypeDef, rows: Row[]): Promise<Row[]> {
  const resolved = rows.map((row) => ({ ...row }));
  for (const [name, field] of Object.entries(def.fields)) {
    if (field.kind !== 'reference' || !field.references) continue;
    const ids = await idsBySlug(db, field.references);
    for (const row of resolved) {
      const id = ids.get(String(row[name]));
      if (id === undefined)
        throw new Error(`Demo ${def.table} refers to a missing ${field.references} "${row[name]}".`);
      row[name] = id;
    }
  }
  return resolved;
}

/** Inserts the rows one by one, so that ids follow the demo text's order on both databases. */
export async function insertContent(db: Kysely<Database>, prepared: PreparedContent): Promise<void> {
  const rows = collectionRows(db, prepared.def.table);
  for (const row of await withReferenceIds(db, prepared.def, prepared.rows)) await rows.insert(row);
}
