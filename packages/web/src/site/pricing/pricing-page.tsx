import { FirstPaintMark } from '../../ui/first-paint-mark.tsx';
import { PageBanner } from '../layout/page-banner.tsx';
import { SloganStrip } from '../shared/slogan-strip.tsx';
import { PricingPlans } from './pricing-plans.tsx';

/** The pricing page (/price, titled Pricing): breadcrumb banner and the plans. */
export function Component() {
  return (
    <>
      <PageBanner title="Pricing" trail={[{ label: 'Pricing' }]} />
      <PricingPlans />
      {/* The plans are on screen under the banner; centred in their row, they would move as the
          taller middle plan arrives. */}
      <FirstPaintMark after="plans" />
      <SloganStrip />
    </>
  );
}
