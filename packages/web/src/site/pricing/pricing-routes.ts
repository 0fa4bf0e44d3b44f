import type { PageHead } from '../../head/page-head.ts';

export const pricingHead = (): PageHead => ({
  title: 'Pricing',
  description:
    'Plans for every project, from $68 a month: Basic, Standard and Premium, with design, materials and craftsmanship included.',
  breadcrumbs: [{ label: 'Pricing' }],
});
