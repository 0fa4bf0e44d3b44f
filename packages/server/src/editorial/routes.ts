import {
  type DraftData,
  draftSaveSchema,
  draftSchema,
  editorialMessages,
  editorialSettingsSchema,
  publishBodySchema,
  publishedSchemaOf,
  recordStatesSchema,
  revisionPageQuerySchema,
  revisionSchema,
  revisionSummarySchema,
} from '@grain/contract/editorial';
import { pageSchema } from '@grain/contract/responses';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../app-context.ts';
import { fileUrlsOf } from '../collections/draft-data.ts';
import { type EditorialCollection, editorialByTable, editorialCollections } from '../collections/editorial.ts';
import { toIsoTimestamp } from '../db/values.ts';
import { ok, page } from '../http/envelope.ts';
import { notFound } from '../http/errors.ts';
import { fileBase } from '../http/file-urls.ts';
import { idParams, idText } from '../http/params.ts';
import { addRoute } from '../http/route.ts';
import { readInput, sizeLimits } from '../storage/uploads.ts';
import {
  type DraftRow,
  type DraftTarget,
  dataOf,
  discardDraft,
  draftByIdOr404,
  findDraftOfRecord,
  publishDraft,
  replaceDraftData,
  saveDraft,
} from './drafts.ts';
import { findRevision, listRevisions, REVISIONS_PER_PAGE } from './revisions.ts';
import { recordStates } from './states.ts';

const tag = 'editorial';
const draftParams = z.object({ draftId: idText() });
const revisionParams = z.object({ revisionId: idText() });
const uploadFailures = {
  409: 'Someone else saved this draft after you opened it (`_version`): nothing was saved.',
  503: 'The storage folder cannot take the files at the moment: nothing was saved.',
};

/** A draft as the API answers it. */
async function presentDraft(context: AppContext, request: FastifyRequest, draft: DraftRow) {
  const editorial = editorialByTable(context, draft.collection);
  const data = dataOf(draft);
  const live = draft.record_id === null ? undefined : await editorial.live(context.db, draft.record_id);
  const user =
    draft.updated_by === null
      ? undefined
      : await context.db
          .selectFrom('users')
          .select(['fname', 'lname'])
          .where('id', '=', draft.updated_by)
          .executeTakeFirst();
  return {
    id: draft.id,
    collection: editorial.path,
    record_id: draft.record_id,
    version: draft.version,
    data,
    files: fileUrlsOf(editorial, data, fileBase(context.config, request)),
    base_updated_at: toIsoTimestamp(draft.base_updated_at),
    live_updated_at: live?.updatedAt ?? null,
    updated_at: toIsoTimestamp(draft.updated_at) ?? '',
    updated_by_name: user ? `${user.fname} ${user.lname}`.trim() : null,
  };
}

/** Drafts, revisions and settings of every collection the engine serves (register after them all). */
export function registerEditorialRoutes(app: FastifyInstance): void {
  const context = app.grain;
  addRoute(app, {
    method: 'GET',
    url: '/api/editorial/settings',
    summary: 'The editorial settings: time zone, revision retention, trash days, preview hours',
    tag,
    access: 'author',
    response: editorialSettingsSchema,
    handler: async () => {
      const { timeZone, revisionDays, revisionKeep, trashDays, previewHours } = context.config.editorial;
      return ok({
        time_zone: timeZone,
        revision_days: revisionDays,
        revision_keep: revisionKeep,
        trash_days: trashDays,
        preview_hours: previewHours,
      });
    },
  });
  for (const editorial of editorialCollections(context)) registerCollectionRoutes(app, editorial);
  registerDraftRoutes(app);
  registerRevisionRoutes(app);
}

/** Reads a draft save's body (JSON or multipart), saves it, and answers the draft. */
async function saveFromRequest(
  app: FastifyInstance,
  request: FastifyRequest,
  editorial: EditorialCollection,
  target: DraftTarget,
  viewer: Parameters<typeof saveDraft>[4],
) {
  const { storage, config } = app.grain;
  const input = await readInput(request, storage, { kinds: editorial.fileKinds, maxBytes: sizeLimits(config) });
  try {
    const id = await saveDraft(app.grain, editorial, target, input, viewer);
    return presentDraft(app.grain, request, await draftByIdOr404(app.grain.db, id));
  } finally {
    await input.cleanup();
  }
}

const draftBody = (editorial: EditorialCollection) => ({
  schema: draftSaveSchema,
  encoding: 'json-or-multipart' as const,
  files: editorial.fileKinds,
});

function registerCollectionRoutes(app: FastifyInstance, editorial: EditorialCollection): void {
  const context = app.grain;
  const { path } = editorial;
  const base = `/api/editorial/${path}`;
  const noun = editorial.collection.label.toLowerCase();

  addRoute(app, {
    method: 'GET',
    url: `${base}/states`,
    summary: `Editorial state of every ${noun} (published, changed, draft, scheduled) and new drafts`,
    tag,
    access: 'author',
    response: recordStatesSchema,
    handler: async () => ok(await recordStates(context, editorial)),
  });

  addRoute(app, {
    method: 'GET',
    url: `${base}/records/:id/draft`,
    summary: `The draft of a ${noun}, or null when it has none`,
    tag,
    access: 'author',
    params: idParams,
    // Null, not 404: no draft is the usual state of a record, not a failed request.
    response: draftSchema.nullable(),
    handler: async ({ request, params }) => {
      const draft = await findDraftOfRecord(context.db, editorial.collection.table, params.id);
      if (!draft) return ok(null, editorialMessages.noDraft);
      return ok(await presentDraft(context, request, draft));
    },
  });

  addRoute(app, {
    method: 'PUT',
    url: `${base}/records/:id/draft`,
    summary: `Save the draft of a ${noun} (created over the live record on first save)`,
    tag,
    access: 'author',
    params: idParams,
    body: draftBody(editorial),
    response: draftSchema,
    failures: uploadFailures,
    contentVersion: 'handler',
    handler: async ({ request, params, viewer }) =>
      ok(await saveFromRequest(app, request, editorial, { recordId: params.id }, viewer), 'Draft saved'),
  });

  addRoute(app, {
    method: 'POST',
    url: `${base}/drafts`,
    summary: `Start the draft of a new ${noun} (not public until published)`,
    tag,
    access: 'author',
    body: draftBody(editorial),
    response: draftSchema,
    successStatus: 201,
    failures: uploadFailures,
    contentVersion: 'handler',
    handler: async ({ request, viewer }) =>
      ok(await saveFromRequest(app, request, editorial, { newRecord: true }, viewer), 'Draft saved'),
  });

  addRoute(app, {
    method: 'GET',
    url: `${base}/records/:id/revisions`,
    summary: `The revisions of a ${noun}, newest first`,
    tag,
    access: 'author',
    params: idParams,
    query: revisionPageQuerySchema,
    response: pageSchema(revisionSummarySchema),
    handler: async ({ params, query }) => {
      const { items, total } = await listRevisions(context.db, editorial.collection.table, params.id, query.page);
      return ok(page(items, total, query.page, REVISIONS_PER_PAGE));
    },
  });
}

function registerDraftRoutes(app: FastifyInstance): void {
  const context = app.grain;
  const base = '/api/editorial/drafts/:draftId';
  addRoute(app, {
    method: 'GET',
    url: base,
    summary: 'A draft by its id',
    tag,
    access: 'author',
    params: draftParams,
    response: draftSchema,
    handler: async ({ request, params }) =>
      ok(await presentDraft(context, request, await draftByIdOr404(context.db, params.draftId))),
  });

  addRoute(app, {
    method: 'PUT',
    url: base,
    summary: 'Save a draft by its id (JSON or multipart; `_version`, `_manual=1`)',
    tag,
    access: 'author',
    params: draftParams,
    body: { schema: draftSaveSchema, encoding: 'json-or-multipart' },
    response: draftSchema,
    failures: uploadFailures,
    contentVersion: 'handler',
    handler: async ({ request, params, viewer }) => {
      const draft = await draftByIdOr404(context.db, params.draftId);
      const editorial = editorialByTable(context, draft.collection);
      return ok(await saveFromRequest(app, request, editorial, { draft }, viewer), 'Draft saved');
    },
  });

  addRoute(app, {
    method: 'DELETE',
    url: base,
    summary: 'Discard a draft (the live record stays as published)',
    tag,
    access: 'author',
    params: draftParams,
    response: z.null(),
    contentVersion: 'handler',
    handler: async ({ params }) => {
      const draft = await draftByIdOr404(context.db, params.draftId);
      await discardDraft(context, draft, editorialByTable(context, draft.collection));
      return ok(null, 'Draft discarded');
    },
  });

  addRoute(app, {
    method: 'POST',
    url: `${base}/publish`,
    summary: 'Publish a draft: validated and written live as an update, with a publish revision',
    tag,
    access: 'editor',
    params: draftParams,
    body: { schema: publishBodySchema, encoding: 'json' },
    response: publishedSchemaOf(z.union(editorialCollections(context).map((editorial) => editorial.response))),
    failures: { 409: 'The live record changed after the draft began (unless `force`): nothing was published.' },
    contentVersion: 'handler',
    handler: async ({ request, params, viewer }) => {
      const body = publishBodySchema.safeParse(request.body);
      const force = body.success && body.data?.force === true;
      const draft = await draftByIdOr404(context.db, params.draftId);
      const editorial = editorialByTable(context, draft.collection);
      const id = await publishDraft(context, draft.id, viewer, { force });
      const record = (await editorial.present(request, id)) as Record<string, unknown>;
      return ok({ record_id: id, record }, `${editorial.collection.label} published`);
    },
  });
}

function registerRevisionRoutes(app: FastifyInstance): void {
  const context = app.grain;
  const revisionOr404 = async (id: number) => {
    const revision = await findRevision(context.db, id);
    if (!revision) throw notFound('Revision');
    return revision;
  };

  addRoute(app, {
    method: 'GET',
    url: '/api/editorial/revisions/:revisionId',
    summary: 'A revision with its data',
    tag,
    access: 'author',
    params: revisionParams,
    response: revisionSchema,
    handler: async ({ request, params }) => {
      const revision = await revisionOr404(params.revisionId);
      const editorial = editorialByTable(context, revision.collection);
      const data = JSON.parse(revision.data) as DraftData;
      return ok({
        id: revision.id,
        collection: editorial.path,
        record_id: revision.record_id,
        reason: revision.reason,
        user_name: revision.user_name,
        created_at: toIsoTimestamp(revision.created_at) ?? '',
        data,
        files: fileUrlsOf(editorial, data, fileBase(context.config, request)),
      });
    },
  });

  addRoute(app, {
    method: 'POST',
    url: '/api/editorial/revisions/:revisionId/restore',
    summary: "Restore a revision as the record's draft (never live until published)",
    tag,
    access: 'author',
    params: revisionParams,
    response: draftSchema,
    contentVersion: 'handler',
    handler: async ({ request, params, viewer }) => {
      const revision = await revisionOr404(params.revisionId);
      const editorial = editorialByTable(context, revision.collection);
      const target = { recordId: revision.record_id, draftId: revision.draft_id };
      const data = JSON.parse(revision.data) as DraftData;
      const id = await replaceDraftData(context, editorial, target, data, viewer);
      return ok(
        await presentDraft(context, request, await draftByIdOr404(context.db, id)),
        'Revision restored as draft',
      );
    },
  });
}
