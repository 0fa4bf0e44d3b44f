import {
  adminData,
  deleteRow,
  editRow,
  expect,
  expectServed,
  mp4,
  png,
  publicData,
  row,
  adminTest as test,
  unique,
} from '../support/admin.ts';

/**
 * Every generic content screen (spec admin §2): add, edit and delete through the modals, with
 * each result read back from the public API. Sections kept as one seeded record are edited
 * and then restored, so the public journeys still see the demo content.
 */

type Item = Record<string, unknown> & { id: number };
const byTitle = (items: Item[], title: string, key = 'title') => items.find((item) => item[key] === title);
/** The start of a text, short enough to survive the table's truncation. */
const start = (value: unknown) => String(value).slice(0, 20);

test('services: add with an image, edit and delete', async ({ page, request, adminToken, expectCleanPage }) => {
  const title = unique('Stair building');
  const count = (await adminData<Item[]>(request, adminToken, '/services')).length;
  await page.goto('/admin/services');
  await expect(page.getByRole('heading', { level: 1, name: 'Services Management' })).toBeVisible();
  await page.getByRole('button', { name: 'Add New Service' }).click();
  const create = page.getByRole('dialog', { name: 'Add New Service' });
  await expect(create.getByLabel('Order')).toHaveValue(String(count + 1));
  await create.getByLabel('Title').fill(title);
  await create.getByLabel('Description').fill('Straight, winder and spiral stairs in oak and ash.');
  await expect(create.getByLabel('Image', { exact: true })).toHaveAttribute('accept', 'image/*');
  await create.getByLabel('Image', { exact: true }).setInputFiles(png('stairs.png'));
  await expect(create.getByRole('img', { name: 'New: stairs.png: Image' })).toBeVisible();
  await create.getByRole('button', { name: 'Create' }).click();
  await expect(create).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: 'Service created successfully.' })).toBeVisible();
  await expect(row(page, title)).toBeVisible();

  const created = byTitle(await publicData<Item[]>(request, '/services'), title);
  expect(created).toMatchObject({ order: count + 1, is_active: true, image: expect.stringMatching(/^services\//) });
  await expectServed(request, created?.image_url as string, /^image\/png/);

  const edit = await editRow(page, title, 'Edit Service');
  await expect(edit.getByRole('img', { name: 'Current: Image' })).toBeVisible();
  await edit.getByLabel('Title').fill(`${title} (edited)`);
  await edit.getByLabel('Active').uncheck();
  await edit.getByRole('button', { name: 'Update' }).click();
  await expect(edit).toBeHidden();
  await expect(row(page, `${title} (edited)`)).toContainText('Inactive');
  expect(byTitle(await publicData<Item[]>(request, '/services'), `${title} (edited)`)).toBeUndefined();
  const edited = byTitle(await adminData<Item[]>(request, adminToken, '/services'), `${title} (edited)`);
  expect(edited).toMatchObject({ is_active: false, image: created?.image });

  await deleteRow(page, `${title} (edited)`, 'Are you sure you want to delete this service?');
  expect(byTitle(await adminData<Item[]>(request, adminToken, '/services'), `${title} (edited)`)).toBeUndefined();
  expectCleanPage();
});

test('banners: the URL rule, add with two images, edit and delete', async ({ page, request, expectCleanPage }) => {
  const title = unique('Autumn workshop days');
  await page.goto('/admin/banners');
  await page.getByRole('button', { name: 'Add New Banner' }).click();
  const create = page.getByRole('dialog', { name: 'Add New Banner' });
  await create.getByLabel('Title', { exact: true }).fill(title);
  await create.getByLabel('Subtitle').fill('Open doors');
  await create.getByLabel('Video URL').fill('not a url');
  await create.getByRole('button', { name: 'Create' }).click();
  await expect(create.getByText('The video url field must be a valid URL.')).toBeVisible();
  await create.getByLabel('Video URL').fill('https://videos.example.com/open-doors.mp4');
  await create.getByLabel('Headline image').setInputFiles(png('headline.png'));
  await create.getByLabel('Background image').setInputFiles(png('background.png'));
  await create.getByRole('button', { name: 'Create' }).click();
  await expect(create).toBeHidden();
  await expect(row(page, title)).toBeVisible();
  const created = byTitle(await publicData<Item[]>(request, '/banners'), title);
  expect(created).toMatchObject({ subtitle: 'Open doors', video_url: 'https://videos.example.com/open-doors.mp4' });
  await expectServed(request, created?.headline_img_url as string, /^image\/png/);
  await expectServed(request, created?.background_img_url as string, /^image\/png/);

  const edit = await editRow(page, title, 'Edit Banner');
  await edit.getByLabel('Subtitle').fill('Open doors, every Saturday');
  await edit.getByRole('button', { name: 'Update' }).click();
  await expect(row(page, title)).toContainText('Open doors, every Saturday');
  expect(byTitle(await publicData<Item[]>(request, '/banners'), title)).toMatchObject({
    subtitle: 'Open doors, every Saturday',
    headline_img: created?.headline_img,
  });

  await deleteRow(page, title, 'Are you sure you want to delete this banner?');
  expect(byTitle(await publicData<Item[]>(request, '/banners'), title)).toBeUndefined();
  expectCleanPage();
});

test('features: add with an image that is stored, edit and delete', async ({ page, request, expectCleanPage }) => {
  const title = unique('Free measuring');
  await page.goto('/admin/features');
  await page.getByRole('button', { name: 'Add New Feature' }).click();
  const create = page.getByRole('dialog', { name: 'Add New Feature' });
  await expect(create.getByLabel('Sort order')).toHaveValue('1');
  await create.getByLabel('Title').fill(title);
  await create.getByLabel('Description').fill('We come to you.');
  await create.getByLabel('Sort order').fill('0');
  await create.getByRole('button', { name: 'Create' }).click();
  await expect(create.getByText('The sort order field must be at least 1.')).toBeVisible();
  await create.getByLabel('Sort order').fill('9');
  await create.getByLabel('Image', { exact: true }).setInputFiles(png('ruler.png'));
  await create.getByRole('button', { name: 'Create' }).click();
  await expect(create).toBeHidden();
  const created = byTitle(await publicData<Item[]>(request, '/features'), title);
  expect(created).toMatchObject({ sort_order: 9, image: expect.stringMatching(/^features\//) });
  await expectServed(request, created?.image_url as string, /^image\/png/);

  const edit = await editRow(page, title, 'Edit Feature');
  await edit.getByLabel('Description').fill('We come to you, free of charge.');
  await edit.getByRole('button', { name: 'Update' }).click();
  await expect(row(page, title)).toContainText('We come to you, free of charge.');
  await deleteRow(page, title, 'Are you sure you want to delete this feature?');
  expect(byTitle(await publicData<Item[]>(request, '/features'), title)).toBeUndefined();
  expectCleanPage();
});

test('projects: add a full project with feature and gallery images, edit and delete', async ({
  page,
  request,
  expectCleanPage,
}) => {
  const title = unique('Hillside cabin kitchen');
  await page.goto('/admin/projects');
  const summary = page.getByText(/^Total Projects: \d+$/);
  await expect(summary).toBeVisible();
  const before = Number((await summary.textContent())?.replace(/\D/g, ''));
  await page.getByRole('button', { name: 'Add New Project' }).click();
  const create = page.getByRole('dialog', { name: 'Add New Project' });
  await create.getByLabel('Title').fill(title);
  await create.getByLabel('Category').fill('Kitchens');
  await create.getByLabel('Client').fill('The Harlows');
  await create.getByLabel('Year').fill('2024');
  await create.getByLabel('Carpenter').fill('Elena Hart');
  await create.getByLabel('Short description').fill('A cherry kitchen for a cabin.');
  await create.getByLabel('Description', { exact: true }).fill('Cabinets, shelves and a long table in cherry.');
  await create.getByLabel('Additional content').fill('<p>Finished with <strong>hard wax oil</strong>.</p>');
  await create.getByLabel('Image', { exact: true }).setInputFiles(png('kitchen.png'));
  await create.getByLabel('Feature image').setInputFiles(png('feature.png'));
  await create.getByLabel('Gallery image 1').setInputFiles(png('gallery-1.png'));
  await create.getByRole('button', { name: 'Create' }).click();
  await expect(create).toBeHidden();
  await expect(summary).toHaveText(`Total Projects: ${before + 1}`);

  const created = byTitle(await publicData<Item[]>(request, '/projects'), title);
  expect(created).toMatchObject({
    category: 'Kitchens',
    client: 'The Harlows',
    year: 2024,
    carpenter: 'Elena Hart',
    short_description: 'A cherry kitchen for a cabin.',
    additional_content: expect.stringContaining('<strong>hard wax oil</strong>'),
  });
  await expectServed(request, created?.project_feature_image_url as string, /^image\/png/);
  await expectServed(request, created?.gallery_image_1_url as string, /^image\/png/);
  const edit = await editRow(page, title, 'Edit Project');
  await edit.getByLabel('Client').fill('The Harlow family');
  await edit.getByLabel('Gallery image 2').setInputFiles(png('gallery-2.png'));
  await edit.getByRole('button', { name: 'Update' }).click();
  await expect(edit).toBeHidden();
  const edited = await publicData<Item>(request, `/projects/${created?.id}`);
  expect(edited).toMatchObject({ client: 'The Harlow family', gallery_image_1: created?.gallery_image_1 });
  await expectServed(request, edited.gallery_image_2_url as string, /^image\/png/);

  await deleteRow(page, title, 'Are you sure you want to delete this project?');
  await expect(summary).toHaveText(`Total Projects: ${before}`);
  expect((await request.get(`/api/projects/${created?.id}`)).status()).toBe(404);
  expectCleanPage();
});

test('FAQs: the order defaults to the count plus one; add, edit and delete', async ({
  page,
  request,
  adminToken,
  expectCleanPage,
}) => {
  const question = unique('Do you restore antique furniture?');
  const count = (await adminData<Item[]>(request, adminToken, '/faqs')).length;
  await page.goto('/admin/faqs');
  await expect(page.getByRole('heading', { level: 1, name: 'FAQ Management' })).toBeVisible();
  await page.getByRole('button', { name: 'Add New FAQ' }).click();
  const create = page.getByRole('dialog', { name: 'Add New FAQ' });
  await expect(create.getByLabel('Order')).toHaveValue(String(count + 1));
  await expect(create.getByLabel('Active')).toBeChecked();
  await create.getByLabel('Question').fill(question);
  await create.getByLabel('Answer').fill('Yes, with traditional hide glue and shellac.');
  await create.getByRole('button', { name: 'Create' }).click();
  await expect(create).toBeHidden();
  expect(byTitle(await publicData<Item[]>(request, '/faqs'), question, 'question')).toMatchObject({
    order: count + 1,
    is_active: true,
  });

  const edit = await editRow(page, question, 'Edit FAQ');
  await edit.getByLabel('Answer').fill('Yes: traditional hide glue and shellac.');
  await edit.getByRole('button', { name: 'Update' }).click();
  await expect(row(page, question)).toContainText('Yes: traditional hide glue and shellac.');
  expect(byTitle(await publicData<Item[]>(request, '/faqs'), question, 'question')?.answer).toBe(
    'Yes: traditional hide glue and shellac.',
  );
  await row(page, question)
    .getByRole('button', { name: /^Delete/ })
    .click();
  await expect(page.getByRole('dialog', { name: 'Confirm Delete' })).toContainText(question);
  await page.getByRole('dialog', { name: 'Confirm Delete' }).getByRole('button', { name: 'Cancel' }).click();
  await expect(row(page, question)).toBeVisible();
  await deleteRow(page, question, 'Are you sure you want to delete this FAQ?');
  expect(byTitle(await publicData<Item[]>(request, '/faqs'), question, 'question')).toBeUndefined();
  expectCleanPage();
});

test('blog categories and blogs: slug from the name, a post dated today in that category', async ({
  page,
  request,
  expectCleanPage,
}) => {
  const name = unique('Finishing Tips');
  const slug = name.toLowerCase().replace(/ /g, '-');
  await page.goto('/admin/blog-categories');
  await page.getByRole('button', { name: 'Add New Category' }).click();
  const createCategory = page.getByRole('dialog', { name: 'Add New Blog Category' });
  await createCategory.getByLabel('Name').fill(name);
  await expect(createCategory.getByLabel('Slug')).toHaveValue(slug);
  await createCategory.getByLabel('Description').fill('Oils, waxes and lacquers.');
  await createCategory.getByRole('button', { name: 'Create' }).click();
  await expect(createCategory).toBeHidden();
  const category = byTitle(await publicData<Item[]>(request, '/blog-categories'), name, 'name');
  expect(category).toMatchObject({ slug, description: 'Oils, waxes and lacquers.' });

  const title = unique('Oiling an oak table');
  const now = new Date();
  const today = `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
  await page.goto('/admin/blogs');
  await page.getByRole('button', { name: 'Add New Blog' }).click();
  const create = page.getByRole('dialog', { name: 'Add New Blog' });
  await expect(create.getByLabel('Date')).toHaveValue(today);
  await create.getByLabel('Title').fill(title);
  await create.getByLabel('Category').selectOption({ label: name });
  await create.getByLabel('Author').fill('Marcus Reid');
  await create.getByLabel('Description').fill('<p>Three thin coats beat one thick one.</p>');
  await create.getByLabel('Image', { exact: true }).setInputFiles(png('oil.png'));
  await create.getByRole('button', { name: 'Create' }).click();
  await expect(create).toBeHidden();
  await expect(row(page, title)).toContainText(name);

  const posts = await publicData<{ data: Item[] }>(request, `/blogs?per_page=100&category_id=${category?.id}`);
  const post = byTitle(posts.data, title);
  expect(post).toMatchObject({ date: today, written_by: 'Marcus Reid', category: { id: category?.id, name } });
  await expectServed(request, post?.image_url as string, /^image\/png/);

  const edit = await editRow(page, title, 'Edit Blog');
  await edit.getByLabel('Author').fill('Elena Hart');
  await edit.getByRole('button', { name: 'Update' }).click();
  await expect(row(page, title)).toContainText('Elena Hart');
  expect((await publicData<Item>(request, `/blogs/${post?.id}`)).written_by).toBe('Elena Hart');
  await row(page, title)
    .getByRole('button', { name: /^Delete/ })
    .click();
  await expect(page.getByRole('dialog', { name: 'Confirm Delete' })).toContainText('Elena Hart');
  await page.getByRole('dialog', { name: 'Confirm Delete' }).getByRole('button', { name: 'Delete' }).click();
  await expect(row(page, title)).toHaveCount(0);
  expect((await request.get(`/api/blogs/${post?.id}`)).status()).toBe(404);

  await page.goto('/admin/blog-categories');
  const categoryEdit = await editRow(page, name, 'Edit Blog Category');
  await categoryEdit.getByLabel('Description').fill('Oils, waxes, lacquers and soaps.');
  await categoryEdit.getByRole('button', { name: 'Update' }).click();
  await expect(row(page, name)).toContainText('Oils, waxes, lacquers and soaps.');
  await row(page, name)
    .getByRole('button', { name: /^Delete/ })
    .click();
  await expect(page.getByRole('dialog', { name: 'Confirm Delete' })).toContainText(slug);
  await page.getByRole('dialog', { name: 'Confirm Delete' }).getByRole('button', { name: 'Delete' }).click();
  await expect(row(page, name)).toHaveCount(0);
  expect(byTitle(await publicData<Item[]>(request, '/blog-categories'), name, 'name')).toBeUndefined();
  expectCleanPage();
});

test('about, choose-us and process sections: edit, then restore', async ({ page, request, expectCleanPage }) => {
  const [about] = await publicData<Item[]>(request, '/about-sections');
  await page.goto('/admin/about');
  await expect(page.getByRole('button', { name: 'Add About Section' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Delete/ })).toHaveCount(0);
  let edit = await editRow(page, start(about.title), 'Edit About Section');
  await edit.getByLabel('Satisfied clients').fill('987');
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await expect(row(page, start(about.title))).toContainText('987');
  expect((await publicData<Item[]>(request, '/about-sections'))[0].satisfied_clients).toBe(987);
  edit = await editRow(page, start(about.title), 'Edit About Section');
  await edit.getByLabel('Satisfied clients').fill(String(about.satisfied_clients));
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await expect(edit).toBeHidden();

  const [chooseUs] = await publicData<Item[]>(request, '/choose-us-sections');
  await page.goto('/admin/choose-us');
  await expect(page.getByRole('heading', { level: 1, name: 'Choose Us Section Management' })).toBeVisible();
  await expect(row(page, start(chooseUs.subtitle))).toContainText(String(chooseUs.feature_2_title));
  edit = await editRow(page, start(chooseUs.subtitle), 'Edit Choose Us Section');
  for (const legend of ['Basic Information', 'Feature 1', 'Feature 2', 'Feature 3', 'Main Image and Overlay']) {
    await expect(edit.getByRole('group', { name: legend })).toBeVisible();
  }
  await edit.getByLabel('Overlay text').fill('Handmade since forever');
  await edit.getByRole('button', { name: 'Update Section' }).click();
  await expect(row(page, start(chooseUs.subtitle))).toContainText('Handmade since forever');
  expect((await publicData<Item[]>(request, '/choose-us-sections'))[0].overlay_text).toBe('Handmade since forever');
  edit = await editRow(page, start(chooseUs.subtitle), 'Edit Choose Us Section');
  await edit.getByLabel('Overlay text').fill(String(chooseUs.overlay_text ?? ''));
  await edit.getByRole('button', { name: 'Update Section' }).click();
  await expect(edit).toBeHidden();

  const [process] = await publicData<Item[]>(request, '/process-sections');
  await page.goto('/admin/process');
  edit = await editRow(page, start(process.subtitle), 'Edit Process Section');
  await edit.getByLabel('Step 2 icon class').fill('not an icon!');
  await edit.getByRole('button', { name: 'Update Section' }).click();
  const iconRule = 'The step 2 icon field must be an icon class such as "fas fa-hammer".';
  // Exact: the draft bar may say it too, once the autosave has waited long enough on a slow machine.
  await expect(edit.getByText(iconRule, { exact: true })).toBeVisible();
  await edit.getByLabel('Step 2 icon class').fill('fas fa-ruler');
  await edit.getByLabel('Step 2 title').fill('Measure twice');
  await edit.getByRole('button', { name: 'Update Section' }).click();
  await expect(row(page, start(process.subtitle))).toContainText('Measure twice');
  expect((await publicData<Item[]>(request, '/process-sections'))[0]).toMatchObject({
    step_2_icon: 'fas fa-ruler',
    step_2_title: 'Measure twice',
  });
  edit = await editRow(page, start(process.subtitle), 'Edit Process Section');
  await edit.getByLabel('Step 2 icon class').fill(String(process.step_2_icon));
  await edit.getByLabel('Step 2 title').fill(String(process.step_2_title));
  await edit.getByRole('button', { name: 'Update Section' }).click();
  await expect(edit).toBeHidden();
  expectCleanPage();
});

test('video sections: upload a video file to a section and play it inline', async ({ page, request }) => {
  const sections = await publicData<Item[]>(request, '/video-sections');
  const last = sections[sections.length - 1];
  await page.goto('/admin/video');
  await expect(page.getByRole('heading', { level: 1, name: 'Video Section Management' })).toBeVisible();
  const edit = await editRow(page, start(last.title), 'Edit Video Section');
  await expect(edit.getByText(/^Current file:/)).toBeVisible();
  const input = edit.getByLabel('Video file', { exact: true });
  await expect(input).toHaveAttribute('accept', 'video/*');
  await input.setInputFiles(mp4('tour.mp4'));
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await expect(edit).toBeHidden();

  const updated = (await publicData<Item[]>(request, '/video-sections')).find((item) => item.id === last.id);
  expect(updated?.video_file).toMatch(/^videos\/.+\.mp4$/);
  expect(updated?.video_file).not.toBe(last.video_file);
  await expectServed(request, updated?.video_file_url as string, /^video\/mp4/);
  await expect(row(page, start(last.title)).locator('video')).toHaveAttribute('src', String(updated?.video_file_url));
});

test('modals close by X, overlay, Escape and Cancel, keep the focus inside and give it back', async ({ page }) => {
  await page.goto('/admin/faqs');
  const add = page.getByRole('button', { name: 'Add New FAQ' });
  const dialog = page.getByRole('dialog', { name: 'Add New FAQ' });

  await add.click();
  await expect(dialog.getByLabel('Question')).toBeFocused();
  for (let step = 0; step < 12; step += 1) {
    await page.keyboard.press('Tab');
    expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(add).toBeFocused();

  await add.click();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();

  await add.click();
  // A raw mouse click does not wait for anything: let the dialog open (its effect focuses the
  // first field) before clicking the overlay, or the click lands on the page under it.
  await expect(dialog.getByLabel('Question')).toBeFocused();
  await page.mouse.click(5, 5);
  await expect(dialog).toBeHidden();

  await add.click();
  await dialog.getByLabel('Question').fill('Half-typed question');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  const discard = page.getByRole('dialog', { name: 'Discard changes?' });
  await discard.getByRole('button', { name: 'Keep editing' }).click();
  // Escape goes to the innermost open dialog: wait until the question is that one again.
  await expect(discard).toBeHidden();
  await expect(dialog.getByLabel('Question')).toHaveValue('Half-typed question');
  await page.keyboard.press('Escape');
  await discard.getByRole('button', { name: 'Discard changes' }).click();
  await expect(dialog).toBeHidden();
  await expect(discard).toBeHidden();
});
