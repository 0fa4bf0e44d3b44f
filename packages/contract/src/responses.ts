import { z } from 'zod';
import type { FieldDef, Fields } from './fields.ts';
import { imageMetaField, imageMetaSchema } from './image-meta.ts';

/**
 * The answers' schemas, derived from the field definitions like `RecordOf`: they document the
 * API and are what the server's compiled serializer writes, so a field missing here is a field
 * missing from the answer.
 */

const storedPath = z.string().describe('Storage-relative path, or an absolute URL');
const imageUrl = z.string().nullable().describe('The full-size image, re-encoded without metadata (EXIF, GPS)');
const videoUrl = z.string().nullable().describe('The video as uploaded');

function valueSchema(field: FieldDef): z.ZodType {
  switch (field.kind) {
    case 'integer':
    case 'reference':
      return z.number().int();
    case 'decimal':
      return z.number();
    case 'image':
    case 'video':
      return storedPath;
    default:
      return z.string();
  }
}

/** A field's value as answered: booleans always, other values null when not required. */
function fieldShape(name: string, field: FieldDef): Record<string, z.ZodType> {
  if (field.kind === 'boolean') return { [name]: z.boolean() };
  const value = field.required ? valueSchema(field) : valueSchema(field).nullable();
  if (field.kind === 'video') return { [name]: value, [`${name}_url`]: videoUrl };
  if (field.kind === 'image')
    return { [name]: value, [`${name}_url`]: imageUrl, [imageMetaField(name)]: imageMetaSchema.nullable() };
  return { [name]: value };
}

/** `{ id, name }` of a referenced record, nested beside its id (a blog's `category`). */
export const referenceSchema = z.object({ id: z.number().int(), name: z.string() }).nullable();

/** The name a reference field's record is nested under: `category_id` → `category`. */
export const referenceKey = (name: string) => name.replace(/_id$/, '');

/** A record of a content type as the API returns it (`RecordOf` as a schema). */
export function recordResponseSchema(fields: Fields) {
  const shape: Record<string, z.ZodType> = { id: z.number().int() };
  for (const [name, field] of Object.entries(fields)) Object.assign(shape, fieldShape(name, field));
  Object.assign(shape, { created_at: z.string(), updated_at: z.string() });
  for (const [name, field] of Object.entries(fields)) {
    if (field.kind === 'reference' && field.references) shape[referenceKey(name)] = referenceSchema;
  }
  return z.object(shape);
}

/** One page of a list (`Page<T>`). */
export function pageSchema<T extends z.ZodType>(item: T) {
  return z.object({
    data: z.array(item),
    current_page: z.number().int(),
    last_page: z.number().int(),
    per_page: z.number().int(),
    total: z.number().int(),
  });
}
