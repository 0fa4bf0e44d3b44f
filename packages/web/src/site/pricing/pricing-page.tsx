import { PageBanner } from '../layout/page-banner.tsx';
import { SloganStrip } from '../shared/slogan-strip.tsx';
import { PricingPlans } from './pricing-plans.tsx';

/** The pricing page (/price, titled Pricing): breadcrumb banner and the plans. */
export function Component() {
  return (
    <>
      <PageBanner title="Pricing" trail={[{ label: 'Pricing' }]} />
      <PricingPlans />
      <SloganStrip />
    </>
  );
}
