import { z } from 'zod';

export { PREVIEW_BAR_TEXT, PREVIEW_GONE_TEXT } from './preview-texts.ts';

const publicPath = z
  .string()
  .trim()
  .max(2048, { error: 'The path must be at most 2048 characters.' })
  .regex(/^\/(?:[^/][\s\S]*)?$/, { error: 'The path must be a path of the site, starting with one /.' })
  .refine((path) => !/^\/(api|admin|storage|assets|preview)(\/|$|\?)/.test(path), {
    error: 'The path must be a public page of the site.',
  });

/** POST /api/editorial/previews: a link to the draft's preview, at `path` or the record's own page. */
export const previewLinkInputSchema = z.object({
  draft_id: z.coerce.number({ error: 'The draft_id must be a draft id.' }).int().min(1),
  path: publicPath.optional(),
});

export type PreviewLinkInput = z.output<typeof previewLinkInputSchema>;

/** A new link: its address carries the token, which is never shown again. */
export const previewLinkSchema = z.object({
  id: z.number().int(),
  url: z.string().meta({ description: '`/preview/<token>/<path>`: the token is shown only here.' }),
  expires_at: z.string(),
});

/** A live link as listed: no token (only its hash is kept). */
export const previewLinkSummarySchema = z.object({
  id: z.number().int(),
  draft_id: z.number().int(),
  path: z.string(),
  expires_at: z.string(),
  created_at: z.string(),
});

export const previewListQuerySchema = z.object({
  draft_id: z.coerce.number({ error: 'The draft_id must be a draft id.' }).int().min(1),
});

export type PreviewLink = z.output<typeof previewLinkSchema>;
export type PreviewLinkSummary = z.output<typeof previewLinkSummarySchema>;
