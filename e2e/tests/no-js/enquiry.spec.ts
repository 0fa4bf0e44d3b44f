import { contactForm, inboxMessages, uniqueMessage } from '../../support/contact.ts';
import { expect, test } from '../../support/fixtures.ts';
import { firstListedProduct } from '../../support/product-page.ts';

/**
 * A product enquiry with JavaScript off (issue 48): the product page's link leads to the contact
 * page naming the product; a refused post answers the page naming it still, and the message
 * taken carries the product.
 */
test('an enquiry from a product page keeps its product through a refusal, and is sent with it', async ({
  page,
  request,
}) => {
  const product = await firstListedProduct(request);
  const sent = uniqueMessage('No-JS enquiry');
  await page.goto(`/products/${product.id}`);
  await page.getByRole('link', { name: 'Ask About This Product' }).click();
  expect(new URL(page.url()).search).toBe(`?product=${product.id}`);
  const form = contactForm(page);
  const about = form.form.getByText(/^About:/);
  await expect(about).toHaveText(`About: ${product.name}`);

  await form.fill({ ...sent, email: 'journey@example' });
  const answer = page.waitForResponse((response) => response.request().method() === 'POST');
  await form.send.click();
  expect((await answer).status()).toBe(422);
  await expect(form.alert).toHaveText('Please enter a valid email address');
  await expect(about).toHaveText(`About: ${product.name}`);

  await form.email.fill(sent.email);
  await form.send.click();
  await expect(form.sent).toBeVisible();

  const { stamp: _stamp, ...message } = sent;
  expect(await inboxMessages(request)).toContainEqual(
    expect.objectContaining({ ...message, product_id: product.id, product_name: product.name }),
  );
});
