import { LatestArticles } from '../blog/latest-articles.tsx';
import { CustomizedProductsSlider, FeaturedProductsSlider } from '../catalogue/product-slider.tsx';
import { ContactFormSection } from '../contact/contact-form-section.tsx';
import { FaqAccordion } from '../faq/faq-accordion.tsx';
import { PricingPlans } from '../pricing/pricing-plans.tsx';
import { RecentProjects } from '../projects/recent-projects.tsx';
import { ServicesGrid } from '../services/services-grid.tsx';
import { ServicesSlider } from '../services/services-slider.tsx';
import { SloganStrip } from '../shared/slogan-strip.tsx';
import { AboutBlock } from './about-block.tsx';
import { CountersBlock } from './counters-block.tsx';
import { FeaturesStrip } from './features-strip.tsx';
import { HeroBannerCarousel } from './hero-banner-carousel.tsx';
import { ProcessBlock } from './process-block.tsx';
import { SkillsBlock } from './skills-block.tsx';
import { ThreeStepBlock } from './three-step-block.tsx';
import { VideoBanner } from './video-banner.tsx';
import { WhyChooseUs } from './why-choose-us.tsx';

export const HOME_HEADING = 'Grain — Handcrafted Woodwork, Furniture & Flooring';

/** The home page: every block of spec public §2 "Home", in order. */
export function Component() {
  return (
    <>
      <h1 className="visually-hidden">{HOME_HEADING}</h1>
      <HeroBannerCarousel />
      <FeaturesStrip />
      <AboutBlock />
      <ThreeStepBlock />
      <ServicesGrid />
      <ServicesSlider />
      <SkillsBlock />
      <WhyChooseUs />
      <ProcessBlock />
      <SloganStrip />
      <VideoBanner />
      <RecentProjects />
      <FeaturedProductsSlider />
      <CustomizedProductsSlider />
      <CountersBlock />
      <FaqAccordion />
      <LatestArticles alt />
      <PricingPlans />
      <ContactFormSection />
    </>
  );
}
