import { alertAfter, editRow, expect, publicData, row, adminTest as test, unique } from '../support/admin.ts';

/**
 * Counter and mission & vision (single-record views with inline forms and alerts) and the
 * contact information table. Seeded records are restored after each edit.
 */

type Item = Record<string, unknown> & { id: number };

test('counter: inline edit with a success alert, non-numbers count as 0, then restore', async ({
  page,
  request,
  expectCleanPage,
}) => {
  const [counter] = await publicData<Item[]>(request, '/counter-sections');
  await page.goto('/admin/counter');
  await expect(page.getByRole('heading', { level: 1, name: 'Counter Section Management' })).toBeVisible();
  await expect(page.getByText(String(counter.title))).toBeVisible();
  await page.getByRole('button', { name: 'Edit Counter Section' }).click();
  await page.getByLabel('Years experience').fill('');
  await page.getByLabel('Total manpower').fill('31');
  const message = await alertAfter(page, () => page.getByRole('button', { name: 'Save Changes' }).click());
  expect(message).toBe('Counter section updated successfully!');
  await expect(page.getByRole('button', { name: 'Edit Counter Section' })).toBeVisible();
  expect((await publicData<Item[]>(request, '/counter-sections'))[0]).toMatchObject({
    total_manpower: 31,
    years_experience: 0,
  });

  await page.getByRole('button', { name: 'Edit Counter Section' }).click();
  await page.getByLabel('Years experience').fill(String(counter.years_experience));
  await page.getByLabel('Total manpower').fill(String(counter.total_manpower));
  await alertAfter(page, () => page.getByRole('button', { name: 'Save Changes' }).click());
  await expect(page.getByRole('button', { name: 'Edit Counter Section' })).toBeVisible();
  expect((await publicData<Item[]>(request, '/counter-sections'))[0]).toMatchObject({
    total_manpower: counter.total_manpower,
    years_experience: counter.years_experience,
  });
  expectCleanPage();
});

test('mission and vision: Check Token, inline edit with a success alert, then restore', async ({
  page,
  request,
  expectCleanPage,
}) => {
  const [section] = await publicData<Item[]>(request, '/mission-vision-sections');
  await page.goto('/admin/mission-vision');
  await expect(page.getByRole('heading', { level: 1, name: 'Mission and Vision Management' })).toBeVisible();
  expect(await alertAfter(page, () => page.getByRole('button', { name: 'Check Token' }).click())).toMatch(
    /^Token exists/,
  );
  await expect(page.getByText(String(section.vision_author_name))).toBeVisible();

  await page.getByRole('button', { name: 'Edit Mission & Vision' }).click();
  await page.getByLabel('Mission subtitle').fill('');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('The mission subtitle field is required.')).toBeVisible();
  await page.getByLabel('Mission subtitle').fill('What drives us');
  const message = await alertAfter(page, () => page.getByRole('button', { name: 'Save Changes' }).click());
  expect(message).toBe('Mission & Vision section updated successfully!');
  await expect(page.getByText('What drives us')).toBeVisible();
  const updated = (await publicData<Item[]>(request, '/mission-vision-sections'))[0];
  expect(updated).toMatchObject({
    mission_subtitle: 'What drives us',
    mission_background_image: section.mission_background_image,
  });

  await page.getByRole('button', { name: 'Edit Mission & Vision' }).click();
  await page.getByLabel('Mission subtitle').fill(String(section.mission_subtitle));
  await alertAfter(page, () => page.getByRole('button', { name: 'Save Changes' }).click());
  await expect(page.getByRole('button', { name: 'Edit Mission & Vision' })).toBeVisible();
  expect((await publicData<Item[]>(request, '/mission-vision-sections'))[0].mission_subtitle).toBe(
    section.mission_subtitle,
  );
  expectCleanPage();
});

test('contact information: add and edit', async ({ page, request, adminToken, expectCleanPage }) => {
  const location = unique('2 Sawmill Road');
  await page.goto('/admin/contact');
  await expect(page.getByRole('heading', { level: 1, name: 'Contact Section Management' })).toBeVisible();
  await page.getByRole('button', { name: 'Add New Contact Info' }).click();
  const create = page.getByRole('dialog', { name: 'Add New Contact Info' });
  await create.getByLabel('Phone').fill('+1 828 555 0199');
  await create.getByLabel('Email').fill('not-an-email');
  await create.getByLabel('Location').fill(location);
  await create.getByRole('button', { name: 'Create' }).click();
  await expect(create.getByText('The email field must be a valid email address.')).toBeVisible();
  await create.getByLabel('Email').fill('yard@grain.example');
  await create.getByRole('button', { name: 'Create' }).click();
  await expect(create).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: 'Contact information added successfully!' })).toBeVisible();
  await expect(row(page, location)).toContainText('None');

  const edit = await editRow(page, location, 'Edit Contact Info');
  await edit
    .getByLabel('Map embed')
    .fill('<iframe src="https://www.google.com/maps?q=Asheville&output=embed" width="600" height="450"></iframe>');
  await edit.getByRole('button', { name: 'Update' }).click();
  await expect(edit).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: 'Contact information updated successfully!' })).toBeVisible();
  await expect(row(page, location)).toContainText('Embedded');

  const saved = (await publicData<Item[]>(request, '/contact-sections')).find((item) => item.location === location);
  expect(saved).toMatchObject({ phone: '+1 828 555 0199', email: 'yard@grain.example' });
  expect(saved?.map_embed).toContain('https://www.google.com/maps');
  // The screen has no delete (spec admin §2): the journey cleans up through the API.
  const removed = await request.delete(`/api/contact-sections/${saved?.id}`, {
    headers: { Authorization: `Bearer ${adminToken}` },
  });
  expect(removed.ok()).toBeTruthy();
  expectCleanPage();
});
