import fs from 'node:fs/promises';
import { features } from '@grain/contract/content-types';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { filesIn } from '../../test/catalogue-fixtures.ts';
import { pngImage } from '../../test/fixtures.ts';
import { createTestApp, emptyTrash, type TestApp } from '../../test/harness.ts';
import { deleteMediaItemAt, mediaPaths, noTraces, storedTraces } from '../../test/media.ts';
import type { RequestInput } from '../storage/uploads.ts';
import { type Collection, defineCollection } from './define.ts';
import type { CollectionHooks, WriteChange } from './hooks.ts';
import { removeRecord, saveRecord } from './write.ts';

/**
 * The write path as a feature that keeps its own rows beside every write (revisions, an audit
 * log) will use it: through the hooks that get the write's transaction.
 */
describe('the collections write path', () => {
  let t: TestApp;
  const changes: WriteChange[] = [];

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());
  beforeEach(() => {
    changes.length = 0;
  });

  /** Features whose every write also adds an FAQ row in the same transaction, then fails when told to. */
  const featuresWith = (failAfterWriting: boolean): Collection => {
    const hooks: CollectionHooks = {
      async afterWrite(trx, change) {
        changes.push(change);
        const at = new Date().toISOString();
        await trx
          .insertInto('faqs' as never)
          .values({
            question: `${change.operation} ${change.id}`,
            answer: 'x',
            order: 1,
            is_active: 1,
            created_at: at,
            updated_at: at,
          } as never)
          .execute();
        if (failAfterWriting) throw new Error('the audit log is full');
      },
    };
    return defineCollection({ table: features.table, fields: features.fields, label: 'Feature', hooks });
  };

  /** A body with a PNG upload for `image`, as readInput leaves it in the temporary folder. */
  async function withUpload(fields: Record<string, unknown>): Promise<RequestInput> {
    const tempPath = t.app.grain.storage.newTempPath();
    const content = await pngImage();
    await fs.writeFile(tempPath, content);
    const upload = {
      field: 'image',
      kind: 'image' as const,
      tempPath,
      originalName: 'joint.png',
      size: content.length,
    };
    return { fields, files: { image: [upload] }, cleanup: () => fs.rm(tempPath, { force: true }) };
  }

  const countOf = async (table: 'features' | 'faqs') =>
    Number(
      (
        await t.app.grain.db
          .selectFrom(table as never)
          .select((eb) => eb.fn.countAll().as('count'))
          .executeTakeFirstOrThrow()
      ).count,
    );

  it("commits what afterWrite writes with the record, in the write's own transaction; the upload joins the library", async () => {
    const versionBefore = await t.app.grain.contentVersion.current();
    const input = await withUpload({ title: 'Dovetails', sort_order: 1 });
    const id = await saveRecord(t.app.grain, featuresWith(false), input);

    expect(changes).toEqual([{ operation: 'create', table: 'features', id }]);
    expect(await countOf('features')).toBe(1);
    expect(await countOf('faqs')).toBe(1);
    const [stored] = await filesIn(t, 'features');
    expect(await filesIn(t, 'features')).toEqual([stored]);
    expect(await storedTraces(t, stored!)).toMatchObject({ file: true, original: true, item: true });
    expect(await t.app.grain.contentVersion.current()).toBe(versionBefore + 1);

    const row = await t.app.grain.db
      .selectFrom('features' as never)
      .selectAll()
      .where('id' as never, '=', id as never)
      .executeTakeFirstOrThrow();
    await removeRecord(t.app.grain, featuresWith(false), row as Record<string, unknown>);
    expect(changes.at(-1)).toEqual({ operation: 'delete', table: 'features', id });
    expect(await countOf('features')).toBe(0);
    expect(await countOf('faqs')).toBe(2);
    await emptyTrash(t);
    expect(await t.app.grain.contentVersion.current()).toBe(versionBefore + 2);
    // The deleted record let go of its picture: it stays a library item until the item is deleted.
    expect(await filesIn(t, 'features')).toEqual([stored]);
    expect(await storedTraces(t, stored!)).toMatchObject({ file: true, original: true, item: true });
    expect((await deleteMediaItemAt(t, stored!)).statusCode).toBe(204);
    expect(await storedTraces(t, stored!)).toEqual(noTraces);
    expect(await filesIn(t, 'features')).toEqual([]);
  });

  it('undoes the whole write when afterWrite fails: no row, no hook row, no file, the same version', async () => {
    const faqsBefore = await countOf('faqs');
    const versionBefore = await t.app.grain.contentVersion.current();
    const filesBefore = await filesIn(t, 'features');
    const originalsBefore = await filesIn(t, 'originals/features');
    const mediaBefore = await mediaPaths(t);
    const input = await withUpload({ title: 'Mortise and tenon', sort_order: 2 });

    await expect(saveRecord(t.app.grain, featuresWith(true), input)).rejects.toThrow('the audit log is full');

    expect(changes).toHaveLength(1);
    expect(await countOf('features')).toBe(0);
    expect(await countOf('faqs')).toBe(faqsBefore);
    expect(await filesIn(t, 'features')).toEqual(filesBefore);
    expect(await filesIn(t, 'originals/features')).toEqual(originalsBefore);
    expect(await mediaPaths(t)).toEqual(mediaBefore);
    expect(await t.app.grain.contentVersion.current()).toBe(versionBefore);
  });
});
