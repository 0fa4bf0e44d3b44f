import { PageBanner } from '../layout/page-banner.tsx';
import { SloganStrip } from '../shared/slogan-strip.tsx';
import { FaqAccordion } from './faq-accordion.tsx';

/** The FAQ page: breadcrumb banner and the FAQ accordion. */
export function Component() {
  return (
    <>
      <PageBanner title="FAQs" trail={[{ label: 'FAQs' }]} />
      <FaqAccordion />
      <SloganStrip />
    </>
  );
}
