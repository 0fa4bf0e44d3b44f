import type { TestApp } from './harness.ts';

/** A draft stored as the editorial engine stores one (the design's "draft data" form). */
export async function insertDraft(
  t: TestApp,
  collection: string,
  recordId: number | null,
  data: Record<string, unknown>,
): Promise<number> {
  const at = new Date().toISOString();
  const row = await t.app.grain.db
    .insertInto('record_drafts')
    .values({
      collection,
      record_id: recordId,
      data: JSON.stringify(data),
      base_updated_at: null,
      version: 1,
      created_by: null,
      updated_by: null,
      created_at: at,
      updated_at: at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

/** A preview link of the draft, made through the API: its id, address and token. */
export async function createPreview(t: TestApp, draftId: number, path?: string) {
  const response = await t.asAdmin({
    method: 'POST',
    url: '/api/editorial/previews',
    payload: { draft_id: draftId, path },
  });
  if (response.statusCode !== 201) throw new Error(`preview link not made: ${response.body}`);
  const link = response.json().data as { id: number; url: string; expires_at: string };
  return { ...link, token: link.url.split('/')[2] };
}
