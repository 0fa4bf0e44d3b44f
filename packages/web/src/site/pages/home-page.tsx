import { usePageTitle } from '../../ui/use-page-title.ts';
import { CustomizedProductsSlider, FeaturedProductsSlider } from '../catalogue/product-slider.tsx';
import { AboutBlock } from '../sections/about-block.tsx';
import { ContactFormSection } from '../sections/contact-form-section.tsx';
import { CountersBlock } from '../sections/counters-block.tsx';
import { FaqAccordion } from '../sections/faq-accordion.tsx';
import { FeaturesStrip } from '../sections/features-strip.tsx';
import { HeroBannerCarousel } from '../sections/hero-banner-carousel.tsx';
import { LatestArticles } from '../sections/latest-articles.tsx';
import { PricingPlans } from '../sections/pricing-plans.tsx';
import { ProcessBlock } from '../sections/process-block.tsx';
import { RecentProjects } from '../sections/recent-projects.tsx';
import { ServicesGrid } from '../sections/services-grid.tsx';
import { ServicesSlider } from '../sections/services-slider.tsx';
import { SkillsBlock } from '../sections/skills-block.tsx';
import { SloganStrip } from '../sections/slogan-strip.tsx';
import { ThreeStepBlock } from '../sections/three-step-block.tsx';
import { VideoBanner } from '../sections/video-banner.tsx';
import { WhyChooseUs } from '../sections/why-choose-us.tsx';

export const HOME_HEADING = 'Grain — Handcrafted Woodwork, Furniture & Flooring';

/** The home page: every block of spec public §2 "Home", in order. */
export function Component() {
  usePageTitle('Home');
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
