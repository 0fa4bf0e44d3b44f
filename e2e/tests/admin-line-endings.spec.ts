import { editRow, expect, row, adminTest as test } from '../support/admin.ts';

/**
 * Browsers post textarea values with CRLF line breaks; a save that changes nothing must change
 * nothing, so the stored text (and the table's 30-character cut) stays as it was.
 */
test('an edit saved without changes leaves the record byte-identical', async ({ page, request, adminToken }) => {
  const read = async () => {
    const response = await request.get('/api/choose-us-sections', {
      headers: { Authorization: `Bearer ${adminToken}` },
    });
    expect(response.ok()).toBeTruthy();
    return response.text();
  };
  const before = await read();
  const [section] = (JSON.parse(before) as { data: Array<{ id: number; title: string }> }).data;
  expect(section.title).toBe('Honest Materials,\nPatient Craft,\nWork That Lasts');

  await page.goto('/admin/choose-us');
  const cut = 'Honest Materials, Patient Craf...';
  await expect(row(page, cut)).toBeVisible();
  const edit = await editRow(page, cut, 'Edit Choose Us Section');
  await expect(edit.getByLabel('Title', { exact: true })).toHaveValue(section.title);
  await edit.getByRole('button', { name: 'Update Section' }).click();
  await expect(edit).toBeHidden();

  expect(await read()).toBe(before);
  await page.reload();
  await expect(row(page, cut)).toBeVisible();
  await expect(row(page, 'Honest Materials, Patient Cra...')).toHaveCount(0);
});
