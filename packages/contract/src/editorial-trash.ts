import { z } from 'zod';

/** One record in the trash, as the admin lists it (GET /api/editorial/trash). */
export const trashEntrySchema = z.object({
  id: z.number().int(),
  /** The collection's API path: `products`, `banners`, … */
  collection: z.string(),
  collection_label: z.string(),
  record_id: z.number().int(),
  label: z.string(),
  deleted_by_name: z.string().nullable(),
  deleted_at: z.string(),
  purge_after: z.string(),
});
export type TrashEntry = z.infer<typeof trashEntrySchema>;

/** What a restore answers: where the record is back. */
export const restoredSchema = z.object({ collection: z.string(), record_id: z.number().int() });

export const scheduleActions = ['publish', 'unpublish'] as const;
export type ScheduleAction = (typeof scheduleActions)[number];
export const scheduleStatuses = ['pending', 'running', 'done', 'failed', 'cancelled'] as const;

/** A record type's label inside a sentence: "blog category", "banner"; an acronym stays as it is ("FAQ"). */
export const inSentence = (label: string) => (label === label.toUpperCase() ? label : label.toLowerCase());

/** "Category" → "Categories", "Banner" → "Banners", "FAQ" → "FAQs". */
export const plural = (noun: string) =>
  /[^aeiou]y$/.test(noun) ? `${noun.slice(0, -1)}ies` : /(s|x|ch|sh)$/.test(noun) ? `${noun}es` : `${noun}s`;

export const scheduleMessages = {
  action: 'Choose publish or unpublish.',
  runAt: 'Give the time as a date and time, such as 2026-12-01T09:00:00Z.',
  past: 'Choose a time in the future.',
  noDraft: 'There is no draft to publish.',
  /** "Categories cannot be unpublished: they have no active flag." */
  noActiveFlag: (label: string) => `${plural(label)} cannot be unpublished: they have no active flag.`,
} as const;

/** POST …/schedules. */
export const scheduleBodySchema = z.object({
  action: z.enum(scheduleActions, { error: scheduleMessages.action }),
  run_at: z.iso.datetime({ offset: true, error: scheduleMessages.runAt }),
});
export type ScheduleBody = z.infer<typeof scheduleBodySchema>;

/** A scheduled publish or unpublish (GET /api/editorial/schedules). */
export const scheduleSchema = z.object({
  id: z.number().int(),
  collection: z.string(),
  collection_label: z.string(),
  record_id: z.number().int().nullable(),
  draft_id: z.number().int().nullable(),
  label: z.string(),
  action: z.enum(scheduleActions),
  run_at: z.string(),
  status: z.enum(scheduleStatuses),
  error: z.string().nullable(),
});
export type Schedule = z.infer<typeof scheduleSchema>;
