import { usePageTitle } from '../../ui/use-page-title.ts';
import { PageBanner } from '../layout/page-banner.tsx';
import { FaqAccordion } from '../sections/faq-accordion.tsx';
import { SloganStrip } from '../sections/slogan-strip.tsx';

/** The FAQ page: breadcrumb banner and the FAQ accordion. */
export function Component() {
  usePageTitle('FAQ');
  return (
    <>
      <PageBanner title="FAQs" trail={[{ label: 'FAQs' }]} />
      <FaqAccordion />
      <SloganStrip />
    </>
  );
}
