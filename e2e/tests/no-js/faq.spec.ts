import { apiData } from '../../support/carousels.ts';
import { expect, test } from '../../support/fixtures.ts';

type Faq = { question: string; answer: string };

test('FAQ answers open without JavaScript, the first at first, one at a time', async ({ page, request }) => {
  const faqs = await apiData<Faq[]>(request, '/api/faqs');
  expect(faqs.length).toBeGreaterThan(2);
  await page.goto('/faq');
  const main = page.getByRole('main');
  const item = (index: number) => main.locator('details', { hasText: faqs[index].question });
  const answer = (index: number) => item(index).getByText(faqs[index].answer);

  await expect(item(0)).toHaveAttribute('open', '');
  await expect(answer(0)).toBeVisible();
  await expect(answer(1)).toBeHidden();
  await expect(main.locator('details[open]')).toHaveCount(1);
  // The open question reads white on its walnut bar, not in the headings' walnut.
  await expect(item(0).getByRole('heading', { name: faqs[0].question })).toHaveCSS('color', 'rgb(255, 255, 255)');

  await item(1).locator('summary').click();
  await expect(answer(1)).toBeVisible();
  await expect(answer(0)).toBeHidden();
  await item(2).locator('summary').click();
  await expect(answer(2)).toBeVisible();
  await expect(answer(1)).toBeHidden();
  await expect(main.locator('details[open]')).toHaveCount(1);

  // The keyboard opens them too: the question is the disclosure's summary.
  await item(1).locator('summary').focus();
  await page.keyboard.press('Enter');
  await expect(answer(1)).toBeVisible();
  await expect(answer(2)).toBeHidden();
});

test('the about page static FAQ opens its answers without JavaScript', async ({ page }) => {
  await page.goto('/about');
  const first = page.locator('details', { hasText: 'Which woods do you work with?' });
  const second = page.locator('details', { hasText: 'How long does a custom piece take?' });
  await expect(first).toHaveAttribute('open', '');
  await second.locator('summary').click();
  await expect(second.getByText(/four to eight weeks/)).toBeVisible();
  await expect(first).not.toHaveAttribute('open');
});
