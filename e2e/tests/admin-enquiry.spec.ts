import { expect, adminTest as test } from '../support/admin.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { contactForm, uniqueMessage } from '../support/contact.ts';
import { firstListedProduct } from '../support/product-page.ts';

/**
 * A product enquiry (issue 48): a visitor asks about a product from its page; the enquiry is in
 * the admin's inbox with its product, and is marked replied after the Reply link is used.
 */
// Entrance animations finished at once: axe judges colours as they end up.
test.use({ reducedMotion: 'reduce' });

test('an enquiry sent from a product page is found in the inbox with its product, and marked replied', async ({
  page,
  request,
  adminToken,
  expectCleanPage,
}) => {
  const product = await firstListedProduct(request);
  const visitor = uniqueMessage('Enquiry');

  await page.goto(`/products/${product.id}`);
  const ask = page.getByRole('link', { name: 'Ask About This Product' });
  await expect(ask).toHaveAttribute('href', `/contact?product=${product.id}`);
  await ask.click();
  await expect(page).toHaveURL(new RegExp(`/contact\\?product=${product.id}$`));
  const form = contactForm(page);
  await expect(form.form.getByText(/^About:/)).toHaveText(`About: ${product.name}`);
  await form.fill(visitor);
  await form.send.click();
  await expect(form.sent).toBeVisible();

  await page.goto(`/admin/messages?q=${encodeURIComponent(visitor.stamp)}`);
  const list = page.getByRole('list', { name: 'Contact messages, newest first' });
  const item = list.getByRole('listitem').filter({ hasText: visitor.last_name });
  await expect(item).toHaveCount(1);
  await expect(item).toContainText('New');
  await expect(item).toContainText(`About: ${product.name}`);
  await expect(item.getByRole('link', { name: product.name, exact: true })).toHaveAttribute(
    'href',
    `/admin/products?edit=${product.id}`,
  );

  await item.getByRole('checkbox').check();
  await expect(page.getByRole('region', { name: 'Selected messages' })).toContainText('1 selected');
  await page.waitForLoadState('networkidle');
  await expectNoAxeViolations(page, 'the inbox with an enquiry chosen');

  // The product filter finds it too.
  await page.getByLabel('Product').selectOption({ value: String(product.id) });
  await expect(page).toHaveURL(new RegExp(`product_id=${product.id}`));
  await expect(item).toHaveCount(1);

  await item.getByRole('link', { name: `Open the message from ${visitor.first_name} ${visitor.last_name}` }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: `Message from ${visitor.first_name} ${visitor.last_name}` }),
  ).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: `Enquiry about ${product.name}` })).toBeVisible();
  // Opened, a new message is read.
  await expect(page.getByLabel('Status')).toHaveValue('read');

  const reply = page.getByRole('link', { name: `Reply to ${visitor.first_name} ${visitor.last_name} by email` });
  await expect(reply).toHaveAttribute(
    'href',
    `mailto:${visitor.email}?subject=${encodeURIComponent(`Re: Enquiry about ${product.name}`)}`,
  );
  // The browser would hand the mailto: address to a mail program; the journey stays on the page.
  await reply.evaluate((link) => link.addEventListener('click', (event) => event.preventDefault()));
  await reply.click();
  await expectNoAxeViolations(page, 'a message offering to mark it replied');
  await page.getByRole('button', { name: /^Mark as replied/ }).click();
  await expect(page.getByLabel('Status')).toHaveValue('replied');
  await expect(page.getByRole('button', { name: /^Mark as replied/ })).toHaveCount(0);

  await page.getByLabel('Add a note').fill('Called back: a quote follows.');
  await page.getByRole('button', { name: 'Add note' }).click();
  await expect(page.getByRole('list', { name: 'Notes' })).toContainText('Called back: a quote follows.');

  const found = await request.get(`/api/contact-messages?q=${encodeURIComponent(visitor.stamp)}`, {
    headers: { Authorization: `Bearer ${adminToken}` },
  });
  const [stored] = ((await found.json()) as { data: { data: { id: number; status: string; product_id: number }[] } })
    .data.data;
  expect(stored).toMatchObject({ status: 'replied', product_id: product.id });

  await page.getByRole('link', { name: 'All messages' }).click();
  await expect(page.getByLabel('Status')).toHaveValue('');
  const deleted = await request.delete(`/api/contact-messages/${stored.id}`, {
    headers: { Authorization: `Bearer ${adminToken}` },
  });
  expect(deleted.status()).toBe(200);
  expectCleanPage();
});
