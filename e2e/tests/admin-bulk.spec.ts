import { adminData, expect, publicData, row, adminTest as test, unique } from '../support/admin.ts';

/** Bulk actions (issue 50): rows chosen on a list, then one confirmation for all of them. */

type Faq = { id: number; question: string };
type TrashEntry = { collection: string; record_id: number; label: string };

test('select FAQs, deactivate them, then delete them into the trash', async ({ page, request, adminToken }) => {
  const word = unique('Bulkwax');
  const headers = { Authorization: `Bearer ${adminToken}` };
  const ids: number[] = [];
  for (const n of [1, 2, 3]) {
    const created = await request.post('/api/faqs', {
      data: { question: `${word} question ${n}?`, answer: 'Yes.', order: 80 + n, is_active: true },
      headers,
    });
    expect(created.ok()).toBeTruthy();
    ids.push(((await created.json()) as { data: Faq }).data.id);
  }
  try {
    await page.goto(`/admin/faqs?q=${encodeURIComponent(word)}`);
    await expect(row(page, `${word} question 3?`)).toBeVisible();
    await page.getByRole('checkbox', { name: 'Select all rows on this page' }).check();
    const bar = page.getByRole('region', { name: 'Selected rows' });
    await expect(bar).toContainText('3 selected');
    await page.getByRole('checkbox', { name: `Select ${word} question 2?` }).uncheck();
    await expect(bar).toContainText('2 selected');
    await expect(page.getByRole('checkbox', { name: 'Select all rows on this page' })).toHaveJSProperty(
      'indeterminate',
      true,
    );

    await bar.getByRole('button', { name: 'Deactivate' }).click();
    const confirm = page.getByRole('dialog', { name: 'Deactivate selected' });
    await expect(confirm).toContainText('Deactivate 2 FAQs? Visitors no longer see them.');
    await confirm.getByRole('button', { name: 'Deactivate' }).click();
    await expect(confirm).toBeHidden();
    await expect(page.getByRole('status').filter({ hasText: '2 FAQs deactivated.' })).toBeVisible();
    await expect(row(page, `${word} question 1?`)).toContainText('Inactive');
    await expect(row(page, `${word} question 2?`)).toContainText('Active');
    const shown = (await publicData<Faq[]>(request, '/faqs')).map((faq) => faq.id);
    expect(shown).toContain(ids[1]);
    expect(shown).not.toContain(ids[0]);
    expect(shown).not.toContain(ids[2]);

    await page.getByRole('checkbox', { name: 'Select all rows on this page' }).check();
    await page.getByRole('region', { name: 'Selected rows' }).getByRole('button', { name: 'Delete' }).click();
    const remove = page.getByRole('dialog', { name: 'Delete selected' });
    await expect(remove).toContainText(
      'Delete 3 FAQs? They move to the trash, where they can be restored for 30 days.',
    );
    await remove.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByRole('status').filter({ hasText: '3 FAQs deleted.' })).toBeVisible();
    await expect(row(page, word)).toHaveCount(0);
    const trash = await adminData<TrashEntry[] | { data: TrashEntry[] }>(request, adminToken, '/editorial/trash');
    const entries = Array.isArray(trash) ? trash : trash.data;
    expect(entries.filter((entry) => entry.collection === 'faqs' && ids.includes(entry.record_id))).toHaveLength(3);

    // The trash screen restores one where it was, and deletes another for good.
    await page.getByRole('link', { name: 'Trash' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Trash' })).toBeVisible();
    await row(page, `${word} question 2?`)
      .getByRole('button', { name: /^Restore/ })
      .click();
    const restore = page.getByRole('dialog', { name: 'Restore' });
    await expect(restore).toContainText('It returns to its list as it was when it was deleted.');
    await restore.getByRole('button', { name: 'Restore' }).click();
    await expect(page.getByRole('status').filter({ hasText: `“${word} question 2?” restored.` })).toBeVisible();
    await expect(row(page, `${word} question 2?`)).toHaveCount(0);
    expect((await publicData<Faq[]>(request, '/faqs')).map((faq) => faq.id)).toContain(ids[1]);

    await row(page, `${word} question 3?`)
      .getByRole('button', { name: /^Delete forever/ })
      .click();
    const purge = page.getByRole('dialog', { name: 'Delete forever' });
    await expect(purge).toContainText('Delete this FAQ for good?');
    await purge.getByRole('button', { name: 'Delete forever' }).click();
    await expect(page.getByRole('status').filter({ hasText: `“${word} question 3?” deleted for good.` })).toBeVisible();
    await expect(row(page, `${word} question 3?`)).toHaveCount(0);
  } finally {
    for (const id of ids) await request.delete(`/api/faqs/${id}`, { headers });
  }
});
