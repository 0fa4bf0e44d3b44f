import { usePageTitle } from '../../ui/use-page-title.ts';
import { CustomizedProductsSlider, FeaturedProductsSlider } from '../catalogue/product-slider.tsx';
import { AboutBlock } from '../sections/about-block.tsx';
import { ContactFormSection } from '../sections/contact-form-section.tsx';
import { CountersBlock } from '../sections/counters-block.tsx';
import { FaqAccordion } from '../sections/faq-accordion.tsx';
import { FeaturesStrip } from '../sections/features-strip.tsx';
import { HeroBannerCarousel } from '../sections/hero-banner-carousel.tsx';
import { LatestArticles } from '../sections/latest-articles.tsx';
import { ProcessBlock } from '../sections/process-block.tsx';
import { RecentProjects } from '../sections/recent-projects.tsx';
import { ServicesGrid } from '../sections/services-grid.tsx';
import { SloganStrip } from '../sections/slogan-strip.tsx';
import { ThreeStepBlock } from '../sections/three-step-block.tsx';
import { VideoBanner } from '../sections/video-banner.tsx';
import { WhyChooseUs } from '../sections/why-choose-us.tsx';
import { HOME_HEADING } from './home-page.tsx';

/** The third home layout: the banner carousel under a dark header, blocks in a new order. */
export function Component() {
  usePageTitle('Home 3');
  return (
    <>
      <h1 className="visually-hidden">{HOME_HEADING}</h1>
      <HeroBannerCarousel />
      <FeaturesStrip />
      <ServicesGrid />
      <SloganStrip />
      <AboutBlock />
      <VideoBanner />
      <ThreeStepBlock />
      <RecentProjects />
      <CustomizedProductsSlider />
      <WhyChooseUs />
      <ProcessBlock />
      <FeaturedProductsSlider />
      <CountersBlock />
      <LatestArticles />
      <FaqAccordion alt />
      <ContactFormSection />
    </>
  );
}
