import { LatestArticles } from '../blog/latest-articles.tsx';
import { CustomizedProductsSlider, FeaturedProductsSlider } from '../catalogue/product-slider.tsx';
import { ContactFormSection } from '../contact/contact-form-section.tsx';
import { FaqAccordion } from '../faq/faq-accordion.tsx';
import { RecentProjects } from '../projects/recent-projects.tsx';
import { ServicesGrid } from '../services/services-grid.tsx';
import { SloganStrip } from '../shared/slogan-strip.tsx';
import { AboutBlock } from './about-block.tsx';
import { CountersBlock } from './counters-block.tsx';
import { FeaturesStrip } from './features-strip.tsx';
import { HeroBannerCarousel } from './hero-banner-carousel.tsx';
import { HOME_HEADING } from './home-page.tsx';
import { ProcessBlock } from './process-block.tsx';
import { ThreeStepBlock } from './three-step-block.tsx';
import { VideoBanner } from './video-banner.tsx';
import { WhyChooseUs } from './why-choose-us.tsx';

/** The third home layout: the banner carousel under a dark header, blocks in a new order. */
export function Component() {
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
