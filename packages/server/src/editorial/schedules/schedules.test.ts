import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCategory, createProduct, productBody } from '../../../test/catalogue-fixtures.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { buildApp } from '../../app.ts';
import type { EditorialJobStatus } from '../../db/schema.ts';
import type { PublishDraft } from '../runner.ts';
import { LEASE_MS } from './job-store.ts';

const POLL_MS = 40;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const inMs = (ms: number) => new Date(Date.now() + ms).toISOString();

describe('schedules and the editorial runner', () => {
  let t: TestApp;
  /** A second instance on the same database, its runner polling as fast. */
  let other: FastifyInstance;
  const published: number[] = [];
  // A slow publish widens the window in which two instances could both run one job.
  const publishDraft: PublishDraft = async (draftId) => {
    await sleep(30);
    published.push(draftId);
  };
  let category: number;

  beforeAll(async () => {
    t = await createTestApp({ editorialRunner: true, editorialPollMs: POLL_MS }, { publishDraft });
    await t.app.ready();
    other = await buildApp(t.config, t.database, { publishDraft });
    await other.ready();
    category = await createCategory(t, 'Tables');
  });
  afterAll(async () => {
    await other.close();
    await t.close();
  });

  const schedule = (url: string, payload: Record<string, unknown>) => t.asAdmin({ method: 'POST', url, payload });
  const jobOf = (id: number) =>
    t.database.db.selectFrom('editorial_jobs').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  async function settled(id: number, timeoutMs = 5000) {
    const until = Date.now() + timeoutMs;
    for (;;) {
      const job = await jobOf(id);
      if (!(['pending', 'running'] as EditorialJobStatus[]).includes(job.status) || Date.now() > until) return job;
      await sleep(20);
    }
  }
  async function newDraft(name: string): Promise<number> {
    const at = new Date().toISOString();
    const row = await t.database.db
      .insertInto('record_drafts')
      .values({
        collection: 'banners',
        record_id: null,
        data: JSON.stringify({ title: name }),
        base_updated_at: null,
        version: 1,
        created_by: null,
        updated_by: null,
        created_at: at,
        updated_at: at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }
  const banner = async (title: string) =>
    (await t.asAdmin({ method: 'POST', url: '/api/banners', payload: { title } })).json().data.id as number;

  describe('the routes', () => {
    it('answers 422 with the exact texts', async () => {
      const id = await banner('Refusals');
      const base = `/api/editorial/banners/records/${id}/schedules`;
      const past = await schedule(base, { action: 'unpublish', run_at: '2020-01-01T00:00:00Z' });
      expect(past.statusCode).toBe(422);
      expect(past.json().errors).toEqual({ run_at: ['Choose a time in the future.'] });
      const noDraft = await schedule(base, { action: 'publish', run_at: inMs(60_000) });
      expect(noDraft.statusCode).toBe(422);
      expect(noDraft.json().errors).toEqual({ action: ['There is no draft to publish.'] });
      const noFlag = await schedule(`/api/editorial/categories/records/${category}/schedules`, {
        action: 'unpublish',
        run_at: inMs(60_000),
      });
      expect(noFlag.statusCode).toBe(422);
      expect(noFlag.json().message).toBe('Categories cannot be unpublished: they have no active flag.');
      const wrong = await schedule(base, { action: 'archive', run_at: 'tomorrow' });
      expect(wrong.statusCode).toBe(422);
      expect(wrong.json().errors).toEqual({
        action: ['Choose publish or unpublish.'],
        run_at: ['Give the time as a date and time, such as 2026-12-01T09:00:00Z.'],
      });
      expect((await schedule('/api/editorial/banners/records/999999/schedules', {})).statusCode).toBe(404);
      expect((await schedule('/api/editorial/drafts/999999/schedules', {})).statusCode).toBe(404);
    });

    it('lists and cancels a pending schedule', async () => {
      const id = await banner('Cancelled banner');
      const created = await schedule(`/api/editorial/banners/records/${id}/schedules`, {
        action: 'unpublish',
        run_at: inMs(3_600_000),
      });
      expect(created.statusCode).toBe(201);
      const jobId = created.json().data.id;
      const list = await t.asAdmin({ method: 'GET', url: '/api/editorial/schedules' });
      expect(list.json().data).toContainEqual({
        id: jobId,
        collection: 'banners',
        collection_label: 'Banner',
        record_id: id,
        draft_id: null,
        label: 'Cancelled banner',
        action: 'unpublish',
        run_at: expect.any(String),
        status: 'pending',
        error: null,
      });
      const cancel = await t.asAdmin({ method: 'DELETE', url: `/api/editorial/schedules/${jobId}` });
      expect(cancel.statusCode).toBe(200);
      expect((await jobOf(jobId)).status).toBe('cancelled');
      const again = await t.asAdmin({ method: 'DELETE', url: `/api/editorial/schedules/${jobId}` });
      expect(again.statusCode).toBe(409);
      expect(again.json().message).toBe('This schedule is cancelled already: only a pending one can be cancelled.');
      const pending = await t.asAdmin({ method: 'GET', url: '/api/editorial/schedules?status=pending' });
      expect(pending.json().data.map((job: { id: number }) => job.id)).not.toContain(jobId);
    });
  });

  describe('the runner', () => {
    it('unpublishes a product through the write path, once, with two instances polling', async () => {
      const product = await createProduct(t, productBody(category, { sku: 'SCHED-1' }));
      // Either instance may run it: the version as stored, not this instance's copy.
      const version = async () =>
        Number((await t.database.db.selectFrom('content_version').select('version').executeTakeFirstOrThrow()).version);
      const before = await version();
      const created = await schedule(`/api/editorial/products/records/${product.id}/schedules`, {
        action: 'unpublish',
        run_at: inMs(300),
      });
      const job = await settled(created.json().data.id);
      expect(job).toMatchObject({ status: 'done', attempts: 1, error: null });
      expect((await t.app.inject({ method: 'GET', url: `/api/products/${product.id}` })).statusCode).toBe(404);
      const admin = await t.asAdmin({ method: 'GET', url: `/api/products/${product.id}` });
      expect(admin.json().data).toMatchObject({ is_active: false, gallery: [], sku: 'SCHED-1' });
      expect(await version()).toBeGreaterThan(before);
    });

    it('runs each of many due jobs exactly once across two instances', async () => {
      published.length = 0;
      const drafts = await Promise.all(Array.from({ length: 12 }, (_, index) => newDraft(`Draft ${index}`)));
      const runAt = inMs(400);
      const jobs: number[] = [];
      for (const draft of drafts) {
        const created = await schedule(`/api/editorial/drafts/${draft}/schedules`, {
          action: 'publish',
          run_at: runAt,
        });
        expect(created.statusCode).toBe(201);
        jobs.push(created.json().data.id);
      }
      for (const id of jobs) expect(await settled(id)).toMatchObject({ status: 'done', attempts: 1 });
      await sleep(POLL_MS * 3);
      expect([...published].sort((a, b) => a - b)).toEqual([...drafts].sort((a, b) => a - b));
    });

    it('marks a job failed with the error its action threw', async () => {
      const id = await banner('Gone before its time');
      const created = await schedule(`/api/editorial/banners/records/${id}/schedules`, {
        action: 'unpublish',
        run_at: inMs(300),
      });
      await t.asAdmin({ method: 'DELETE', url: `/api/banners/${id}` });
      expect(await settled(created.json().data.id)).toMatchObject({
        status: 'failed',
        error: 'The banner no longer exists.',
      });
    });

    it('retries a job whose instance died (its claim ran out), and leaves a live claim alone', async () => {
      const [dead, alive] = [await newDraft('Dead claim'), await newDraft('Live claim')];
      const now = Date.now();
      const row = (draft: number, lockedUntil: string) => ({
        collection: 'banners',
        record_id: null,
        draft_id: draft,
        action: 'publish' as const,
        run_at: new Date(now - 60_000).toISOString(),
        status: 'running' as const,
        attempts: 1,
        locked_until: lockedUntil,
        finished_at: null,
        error: null,
        created_by: null,
        created_at: new Date(now).toISOString(),
        updated_at: new Date(now).toISOString(),
      });
      const ids = await t.database.db
        .insertInto('editorial_jobs')
        .values([row(dead, new Date(now - 1000).toISOString()), row(alive, new Date(now + LEASE_MS).toISOString())])
        .returning('id')
        .execute();
      expect(await settled(ids[0].id)).toMatchObject({ status: 'done', attempts: 2 });
      await sleep(POLL_MS * 4);
      expect(await jobOf(ids[1].id)).toMatchObject({ status: 'running', attempts: 1 });
      expect(published).toContain(dead);
      expect(published).not.toContain(alive);
    });

    it('runs a job whose time passed while no instance was running, within one poll of a start', async () => {
      await t.app.grain.editorial.runner.stop();
      await other.close();
      const draft = await newDraft('After the restart');
      const created = await schedule(`/api/editorial/drafts/${draft}/schedules`, {
        action: 'publish',
        run_at: inMs(200),
      });
      const jobId = created.json().data.id;
      await sleep(500);
      expect(await jobOf(jobId)).toMatchObject({ status: 'pending', attempts: 0 });

      other = await buildApp(t.config, t.database, { publishDraft });
      const started = Date.now();
      await other.ready();
      expect(await settled(jobId, 2000)).toMatchObject({ status: 'done', attempts: 1 });
      expect(Date.now() - started).toBeLessThan(1000);
      expect(published.filter((id) => id === draft)).toHaveLength(1);
    });
  });
});
