import type { ContentTypeDef } from '@grain/contract/content-types';
import { imageMetaField } from '@grain/contract/image-meta';
import { resolveStorageUrl } from '@grain/contract/storage-url';
import { toBoolean, toDateOnly, toIsoTimestamp } from '../db/values.ts';
import type { ImageMetaLookup } from '../images/image-meta.ts';

export type ApiRecord = Record<string, unknown> & { id: number };

/**
 * Maps a stored row to what the API returns: typed values plus a ready URL per file field, and
 * per image field its variants (`{field}_meta`, null until made).
 */
export function toApiRecord(
  def: ContentTypeDef,
  row: Record<string, unknown>,
  fileBase: string,
  imageMeta: ImageMetaLookup,
): ApiRecord {
  const record: ApiRecord = { id: Number(row.id) };
  for (const [name, field] of Object.entries(def.fields)) {
    const value = row[name];
    switch (field.kind) {
      case 'boolean':
        record[name] = toBoolean(value);
        break;
      case 'integer':
      case 'reference':
      case 'decimal':
        record[name] = value === null || value === undefined ? null : Number(value);
        break;
      case 'date':
        record[name] = toDateOnly(value);
        break;
      case 'image':
      case 'video':
        record[name] = value ?? null;
        record[`${name}_url`] = resolveStorageUrl(value as string | null, { base: fileBase });
        if (field.kind === 'image') record[imageMetaField(name)] = imageMeta(value);
        break;
      default:
        record[name] = value ?? null;
    }
  }
  record.created_at = toIsoTimestamp(row.created_at);
  record.updated_at = toIsoTimestamp(row.updated_at);
  return record;
}
