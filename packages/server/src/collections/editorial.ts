import type { DraftData } from '@grain/contract/editorial';
import { inSentence } from '@grain/contract/editorial-trash';
import type { FieldErrors } from '@grain/contract/envelope';
import type { FileKind } from '@grain/contract/fields';
import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { Database } from '../db/schema.ts';
import { notFound } from '../http/errors.ts';
import type { RequestInput } from '../storage/uploads.ts';
import type { Collection } from './define.ts';
import type { Adoption, WriteContext, WriteOptions } from './write.ts';

/** A live record as the editorial engine sees it: its draft data, its version, and the stored form its save takes. */
export interface LiveRecord {
  data: DraftData;
  updatedAt: string;
  stored: unknown;
}

/**
 * What a collection has beyond its fields (a product's gallery and lines): how a draft save
 * merges them, and which stored files they name.
 */
export interface DraftExtras {
  merge(
    context: WriteContext,
    input: RequestInput,
    data: DraftData,
    errors: FieldErrors,
  ): Promise<{ adoptions: Adoption[] }>;
  files(data: DraftData): string[];
}

/**
 * A collection as the editorial engine serves it (content types and products alike): the
 * collection, its API path, how its live record reads as draft data, and its write path.
 */
export interface EditorialCollection {
  path: string;
  collection: Collection;
  hasActiveFlag: boolean;
  /** The live record (any state), read with `db` (a transaction when inside one). */
  live(db: Kysely<Database>, id: number): Promise<LiveRecord | undefined>;
  /** Writes draft data live through the collection's write path (the spec's create and update). */
  save(input: RequestInput, stored: unknown, options: WriteOptions): Promise<number>;
  extras?: DraftExtras;
  /** The fields of a multipart draft save that carry files, and the kind of each. */
  fileKinds: Readonly<Record<string, FileKind>>;
  /** The schema of the record `present` answers. */
  response: z.ZodType;
  /** The live record as `GET /api/{path}/:id` answers it to an admin. */
  present(request: FastifyRequest, id: number): Promise<unknown>;
}

/** The record's noun inside a sentence: "banner", "blog category", "FAQ". */
export const nounOf = (editorial: EditorialCollection) => inSentence(editorial.collection.label);

/** Per app (keyed by its context, app.grain): the collections the engine serves editorially. */
const registries = new WeakMap<WriteContext, Map<string, EditorialCollection>>();

/** Makes a collection's drafts, revisions and publish available (content/routes.ts, catalogue/routes.ts; editorial/ serves them). */
export function registerEditorial(context: WriteContext, editorial: EditorialCollection): void {
  const registry = registries.get(context) ?? new Map<string, EditorialCollection>();
  registry.set(editorial.path, editorial);
  registries.set(context, registry);
}

export const editorialCollections = (context: WriteContext): EditorialCollection[] => [
  ...(registries.get(context)?.values() ?? []),
];

/** The collection at an API path; 404 when none. */
export function editorialByPath(context: WriteContext, path: string): EditorialCollection {
  const found = registries.get(context)?.get(path);
  if (!found) throw notFound();
  return found;
}

/** The collection of a table (how drafts and revisions name it). */
export function editorialByTable(context: WriteContext, table: string): EditorialCollection {
  const found = editorialCollections(context).find((editorial) => editorial.collection.table === table);
  if (!found) throw notFound();
  return found;
}
