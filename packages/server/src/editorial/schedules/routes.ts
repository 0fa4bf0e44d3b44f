import {
  type ScheduleBody,
  scheduleBodySchema,
  scheduleMessages,
  scheduleSchema,
} from '@grain/contract/editorial-trash';
import { toFieldErrors } from '@grain/contract/fields';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { Database, EditorialJobStatus } from '../../db/schema.ts';
import { ok } from '../../http/envelope.ts';
import { conflict, notFound, validationFailed } from '../../http/errors.ts';
import { idParams, idText } from '../../http/params.ts';
import { addRoute } from '../../http/route.ts';
import type { EditorialCollection, EditorialCollections } from '../collections.ts';

const tag = 'editorial';
const bodyDoc = { schema: scheduleBodySchema, encoding: 'json' as const };

/** The body, checked: 422 with the field's message for a wrong action or time, or a past time. */
function readBody(body: unknown): ScheduleBody {
  const parsed = scheduleBodySchema.safeParse(body ?? {});
  if (!parsed.success) throw validationFailed(toFieldErrors(parsed.error));
  if (Date.parse(parsed.data.run_at) <= Date.now()) throw validationFailed({ run_at: [scheduleMessages.past] });
  return parsed.data;
}

interface Target {
  entry: EditorialCollection;
  recordId: number | null;
  draftId: number | null;
}

/** 422 when the action cannot apply: publish without a draft, unpublish without a flag or a record. */
function checkAction(body: ScheduleBody, target: Target): void {
  if (body.action === 'publish' && target.draftId === null) {
    throw validationFailed({ action: [scheduleMessages.noDraft] });
  }
  if (body.action === 'unpublish' && !target.entry.hasActiveFlag) {
    throw validationFailed({ action: [scheduleMessages.noActiveFlag(target.entry.collection.label)] });
  }
  if (body.action === 'unpublish' && target.recordId === null) {
    throw validationFailed({ action: ['There is no published record to unpublish.'] });
  }
}

async function insertJob(db: Kysely<Database>, body: ScheduleBody, target: Target, by: number | null) {
  const now = new Date().toISOString();
  return db
    .insertInto('editorial_jobs')
    .values({
      collection: target.entry.collection.table,
      record_id: target.recordId,
      draft_id: body.action === 'publish' ? target.draftId : null,
      action: body.action,
      run_at: new Date(body.run_at).toISOString(),
      status: 'pending',
      attempts: 0,
      locked_until: null,
      finished_at: null,
      error: null,
      created_by: by,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
}

/** The name a schedule is listed by: the live record's title, name or question, else its draft's. */
async function labelOf(db: Kysely<Database>, entry: EditorialCollection | undefined, job: JobRow): Promise<string> {
  const pick = (values: Record<string, unknown> | undefined) =>
    ['title', 'name', 'question'].map((key) => values?.[key]).find((value) => typeof value === 'string' && value);
  const anyDb = db as unknown as Kysely<Record<string, Record<string, unknown>>>;
  if (entry && job.record_id !== null) {
    const row = await anyDb
      .selectFrom(entry.collection.table)
      .selectAll()
      .where('id', '=', job.record_id)
      .executeTakeFirst();
    const label = pick(row);
    if (label) return String(label);
  }
  if (job.draft_id !== null) {
    const draft = await db.selectFrom('record_drafts').select('data').where('id', '=', job.draft_id).executeTakeFirst();
    const label = draft ? pick(JSON.parse(draft.data)) : undefined;
    if (label) return String(label);
  }
  return `${entry?.collection.label ?? job.collection} ${job.record_id ?? `draft ${job.draft_id}`}`;
}

type JobRow = Awaited<ReturnType<typeof listJobs>>[number];

function listJobs(db: Kysely<Database>, status: string) {
  let query = db.selectFrom('editorial_jobs').selectAll();
  if (status !== 'all') query = query.where('status', '=', status as EditorialJobStatus);
  return query.orderBy('run_at').orderBy('id').limit(500).execute();
}

const statusQuery = z.object({
  status: z
    .enum(['pending', 'done', 'failed', 'all'], { error: 'Choose pending, done, failed or all.' })
    .default('pending'),
});
const draftParams = z.object({ draftId: idText() });

/** Schedules: create (per record or per draft), list, cancel. The runner (runner.ts) runs them. */
export function registerScheduleRoutes(app: FastifyInstance, collections: EditorialCollections): void {
  const { db } = app.grain;
  const created = async (body: ScheduleBody, target: Target, by: number | null) => {
    checkAction(body, target);
    const { id } = await insertJob(db, body, target, by);
    return ok({ id, action: body.action, run_at: new Date(body.run_at).toISOString() }, 'Scheduled');
  };
  const createdSchema = z.object({ id: z.number().int(), action: z.string(), run_at: z.string() });

  for (const entry of collections.all) {
    addRoute(app, {
      method: 'POST',
      url: `/api/editorial/${entry.path}/records/:id/schedules`,
      summary: `Schedule a publish or unpublish of a ${entry.collection.label.toLowerCase()}`,
      tag,
      access: 'editor',
      params: idParams,
      body: bodyDoc,
      response: createdSchema,
      successStatus: 201,
      contentVersion: 'handler',
      handler: async ({ request, params, viewer }) => {
        if (!(await entry.exists(db, params.id))) throw notFound(entry.collection.label);
        const body = readBody(request.body);
        const draft = await db
          .selectFrom('record_drafts')
          .select('id')
          .where('collection', '=', entry.collection.table)
          .where('record_id', '=', params.id)
          .executeTakeFirst();
        return created(body, { entry, recordId: params.id, draftId: draft?.id ?? null }, viewer?.id ?? null);
      },
    });
  }

  addRoute(app, {
    method: 'POST',
    url: '/api/editorial/drafts/:draftId/schedules',
    summary: 'Schedule the publish of a draft (or the unpublish of its record)',
    tag,
    access: 'editor',
    params: draftParams,
    body: bodyDoc,
    response: createdSchema,
    successStatus: 201,
    contentVersion: 'handler',
    handler: async ({ request, params, viewer }) => {
      const draft = await db
        .selectFrom('record_drafts')
        .select(['id', 'collection', 'record_id'])
        .where('id', '=', params.draftId)
        .executeTakeFirst();
      const entry = draft && collections.byTable(draft.collection);
      if (!draft || !entry) throw notFound('Draft');
      const body = readBody(request.body);
      return created(body, { entry, recordId: draft.record_id, draftId: draft.id }, viewer?.id ?? null);
    },
  });

  addRoute(app, {
    method: 'GET',
    url: '/api/editorial/schedules',
    summary: 'Scheduled publishes and unpublishes, soonest first',
    tag,
    access: 'author',
    query: statusQuery,
    response: z.array(scheduleSchema),
    handler: async ({ query }) => {
      const jobs = await listJobs(db, query.status);
      const answer = [];
      for (const job of jobs) {
        const entry = collections.byTable(job.collection);
        answer.push({
          id: job.id,
          collection: entry?.path ?? job.collection,
          collection_label: entry?.collection.label ?? job.collection,
          record_id: job.record_id,
          draft_id: job.draft_id,
          label: await labelOf(db, entry, job),
          action: job.action,
          run_at: job.run_at,
          status: job.status,
          error: job.error,
        });
      }
      return ok(answer);
    },
  });

  addRoute(app, {
    method: 'DELETE',
    url: '/api/editorial/schedules/:id',
    summary: 'Cancel a pending schedule',
    tag,
    access: 'editor',
    params: idParams,
    response: z.null(),
    contentVersion: 'handler',
    handler: async ({ params }) => {
      const result = await db
        .updateTable('editorial_jobs')
        .set({ status: 'cancelled', updated_at: new Date().toISOString() })
        .where('id', '=', params.id)
        .where('status', '=', 'pending')
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) === 0) {
        const job = await db
          .selectFrom('editorial_jobs')
          .select('status')
          .where('id', '=', params.id)
          .executeTakeFirst();
        if (!job) throw notFound('Schedule');
        throw conflict(`This schedule is ${job.status} already: only a pending one can be cancelled.`);
      }
      return ok(null, 'Schedule cancelled');
    },
  });
}
