import { usePageTitle } from '../../ui/use-page-title.ts';
import { PageBanner } from '../layout/page-banner.tsx';
import { PricingPlans } from '../sections/pricing-plans.tsx';
import { SloganStrip } from '../sections/slogan-strip.tsx';

/** The pricing page (/price, titled Pricing): breadcrumb banner and the plans. */
export function Component() {
  usePageTitle('Pricing');
  return (
    <>
      <PageBanner title="Pricing" trail={[{ label: 'Pricing' }]} />
      <PricingPlans />
      <SloganStrip />
    </>
  );
}
