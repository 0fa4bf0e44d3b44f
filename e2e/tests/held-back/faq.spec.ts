import { actBeforeTheApp, apiData } from '../../support/carousels.ts';
import { expect, test } from '../../support/fixtures.ts';

type Faq = { question: string; answer: string };

test('an FAQ answer opened before the app starts stays open once it runs', async ({ page, request }) => {
  test.setTimeout(240_000);
  const faqs = await apiData<Faq[]>(request, '/api/faqs');
  const main = page.getByRole('main');
  const item = (index: number) => main.locator('details', { hasText: faqs[index].question });

  await actBeforeTheApp(page, '/faq', async () => {
    await item(1).locator('summary').click();
    await expect(item(1)).toHaveAttribute('open', '');
    await expect(item(0)).not.toHaveAttribute('open');
  });
  await expect(item(1)).toHaveAttribute('open', '');
  await expect(item(1).getByText(faqs[1].answer)).toBeVisible();
  await expect(item(0)).not.toHaveAttribute('open');
  await expect(main.locator('details[open]')).toHaveCount(1);

  // With the app, the same disclosures go on working.
  await item(2).locator('summary').click();
  await expect(item(2)).toHaveAttribute('open', '');
  await expect(item(1)).not.toHaveAttribute('open');
});
