import { z } from 'zod';

/*
 * The editorial API (issue 45): drafts, revisions and settings. A draft's and a revision's `data`
 * is the "draft data" form: the record's field values as `GET /api/{path}/:id` answers them,
 * without id, timestamps, URLs, image variants and nested references; file fields as stored
 * paths; a product's also `gallery`, `specifications` and `features`.
 */

/**
 * A field's value in draft data: a product's lists, null, boolean, number or text (in this
 * order: the answers' serializer tries the types in turn, and text would take any value).
 */
const draftValueSchema = z.union([
  z.array(z.union([z.object({ key: z.string(), value: z.string() }), z.string()])),
  z.null(),
  z.boolean(),
  z.number(),
  z.string(),
]);

export const draftDataSchema = z.record(z.string(), draftValueSchema);
export type DraftData = Record<string, unknown>;

export const revisionReasons = ['publish', 'save', 'restore'] as const;
export type RevisionReason = (typeof revisionReasons)[number];

export const recordStates = ['published', 'changed', 'draft', 'scheduled'] as const;
export type RecordState = (typeof recordStates)[number];

/** Stored path → the URL it is served at, for the files a draft or revision names. */
const filesSchema = z.record(z.string(), z.string());

export const draftSchema = z.object({
  id: z.number().int(),
  collection: z.string(),
  record_id: z.number().int().nullable(),
  version: z.number().int(),
  data: draftDataSchema,
  files: filesSchema,
  base_updated_at: z.string().nullable(),
  live_updated_at: z.string().nullable(),
  updated_at: z.string(),
  updated_by_name: z.string().nullable(),
});
export type Draft = z.infer<typeof draftSchema>;

/** A draft save: any subset of the fields, `_version` (the draft's version it was based on), `_manual=1`. */
export const draftSaveSchema = z
  .object({
    _version: z.union([z.number().int(), z.string()]).optional(),
    _manual: z.union([z.literal(1), z.literal('1'), z.boolean()]).optional(),
  })
  .catchall(z.unknown());

export const publishBodySchema = z.object({ force: z.boolean().optional() }).nullish();

/** A publish's answer: the record as `GET /api/{path}/:id` answers it (one of the collections' records). */
export const publishedSchemaOf = (record: z.ZodType) => z.object({ record_id: z.number().int(), record });

const scheduleRefSchema = z.object({
  id: z.number().int(),
  action: z.enum(['publish', 'unpublish']),
  run_at: z.string(),
});

export const recordStatesSchema = z.object({
  records: z.array(
    z.object({
      record_id: z.number().int(),
      state: z.enum(recordStates),
      draft_id: z.number().int().nullable(),
      draft_updated_at: z.string().nullable(),
      schedules: z.array(scheduleRefSchema),
    }),
  ),
  new_drafts: z.array(
    z.object({
      draft_id: z.number().int(),
      label: z.string(),
      state: z.literal('draft'),
      updated_at: z.string(),
      schedules: z.array(scheduleRefSchema),
    }),
  ),
});

export const revisionSummarySchema = z.object({
  id: z.number().int(),
  reason: z.enum(revisionReasons),
  user_name: z.string().nullable(),
  created_at: z.string(),
});

export const revisionSchema = revisionSummarySchema.extend({
  collection: z.string(),
  record_id: z.number().int().nullable(),
  data: draftDataSchema,
  files: filesSchema,
});

export const revisionPageQuerySchema = z.object({ page: z.coerce.number().int().min(1).default(1) });

export const editorialSettingsSchema = z.object({
  time_zone: z.string(),
  revision_days: z.number(),
  revision_keep: z.number().int(),
  trash_days: z.number(),
  preview_hours: z.number(),
});
export type EditorialSettings = z.infer<typeof editorialSettingsSchema>;

export const editorialMessages = {
  staleUpdate: (noun: string) => `This ${noun} was changed by someone else after you opened it. Nothing was saved.`,
  stalePublish: (noun: string) =>
    `This ${noun} was published by someone else after your draft began. Nothing was published.`,
  staleDraft: 'Someone else saved this draft after you opened it. Nothing was saved.',
  noDraft: 'No draft',
};
