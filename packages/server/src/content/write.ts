import type { FieldErrors } from '@grain/contract/envelope';
import { type Fields, messages } from '@grain/contract/fields';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { uniqueViolationColumns } from '../db/unique-violations.ts';
import { validationFailed } from '../http/errors.ts';
import { enqueueImages } from '../images/image-store.ts';
import { removeStoredFile, removeStoredFiles } from '../images/release.ts';
import { adoptImage } from '../storage/image-adoption.ts';
import type { Storage } from '../storage/storage.ts';
import { checkUploadType, type RequestInput, type UploadedFile } from '../storage/uploads.ts';

/** What a write needs from the app. */
export interface WriteContext {
  db: Kysely<Database>;
  storage: Storage;
  /** The image worker, told when new images wait for their variants. */
  images: { wake(): void };
}

/** An upload to move into storage, and where its stored path goes once it is there. */
export interface Adoption {
  upload: UploadedFile;
  folder: string;
  place(path: string): void;
}

/** A validated write, ready to run: what it adopts, what it writes, what it lets go of. */
export interface PreparedWrite {
  adoptions: Adoption[];
  /** Writes the rows (a record and its child rows) with `trx` only; returns the record's id. */
  write(trx: Kysely<Database>): Promise<number>;
  /** The files the record held that it no longer uses once written (asked after the write). */
  released(): Array<string | null>;
  /** Unique fields, named as their columns: a parallel write taking one of them is that field's error. */
  uniqueFields: readonly string[];
}

export const uniqueFieldsOf = (fields: Fields): string[] =>
  Object.entries(fields)
    .filter(([, field]) => field.unique)
    .map(([name]) => name);

/** Refuses the write with 422 when any field has an error. */
export function throwIfInvalid(errors: FieldErrors): void {
  if (Object.keys(errors).length > 0) throw validationFailed(errors);
}

/** The uploads of file fields, the last one of each, each to its field's folder. */
export function adoptionsOf(
  fields: Fields,
  input: RequestInput,
  place: (name: string, path: string) => void,
): Adoption[] {
  return Object.entries(input.files).flatMap(([name, uploads]) => {
    const folder = Object.hasOwn(fields, name) ? fields[name].folder : undefined;
    const upload = uploads.at(-1);
    return folder && upload ? [{ upload, folder, place: (path: string) => place(name, path) }] : [];
  });
}

/** A unique value that a parallel write took between the check and this write: that field's 422. */
function lostRace(error: unknown, uniqueFields: readonly string[]) {
  const field = uniqueViolationColumns(error)?.find((column) => uniqueFields.includes(column));
  return field ? validationFailed({ [field]: [messages.unique(field)] }) : undefined;
}

/**
 * The one write skeleton of every collection (content types and products). Uploads are checked
 * by their content, then `prepare` validates everything and says what to write. Only then are
 * the uploads moved into storage (an image as a re-encoded copy, its original kept private) and
 * the rows written, in one transaction. On failure the moved uploads are removed again, and a
 * unique value that a parallel write took meanwhile answers 422 as if it had been taken before;
 * after the commit, the files the record no longer uses are removed. Any failure leaves the database and storage as they were. Adopted images
 * are queued for their variants in the same transaction, so a saved image is never forgotten.
 */
export async function saveWith(
  context: WriteContext,
  input: RequestInput,
  prepare: () => Promise<PreparedWrite>,
): Promise<number> {
  for (const upload of Object.values(input.files).flat()) await checkUploadType(upload);
  const prepared = await prepare();
  const adopted: string[] = [];
  const images: string[] = [];
  let id: number;
  try {
    for (const { upload, folder, place } of prepared.adoptions) {
      const path =
        upload.kind === 'image'
          ? await adoptImage(context.storage, upload, folder)
          : await context.storage.adopt(upload.tempPath, folder, upload.extension!);
      adopted.push(path);
      if (upload.kind === 'image') images.push(path);
      place(path);
    }
    id = await context.db.transaction().execute(async (trx) => {
      const written = await prepared.write(trx);
      await enqueueImages(trx, images);
      return written;
    });
  } catch (error) {
    // Nothing was committed: no job or metadata to forget, only the moved files.
    await Promise.all(adopted.map((path) => removeStoredFile(context.storage, path)));
    throw lostRace(error, prepared.uniqueFields) ?? error;
  }
  if (images.length > 0) context.images.wake();
  await removeStoredFiles(context, prepared.released());
  return id;
}

/** Deletes a record's rows (child rows go with them), then the files it held. */
export async function deleteWith(
  context: WriteContext,
  remove: (trx: Kysely<Database>) => Promise<void>,
  files: Array<string | null>,
): Promise<void> {
  await context.db.transaction().execute(remove);
  await removeStoredFiles(context, files);
}
