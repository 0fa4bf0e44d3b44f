import { usePageTitle } from '../../ui/use-page-title.ts';
import { CustomizedProductsSlider, FeaturedProductsSlider } from '../catalogue/product-slider.tsx';
import { AboutBlock } from '../sections/about-block.tsx';
import { ContactFormSection } from '../sections/contact-form-section.tsx';
import { CountersBlock } from '../sections/counters-block.tsx';
import { FaqAccordion } from '../sections/faq-accordion.tsx';
import { FeaturesStrip } from '../sections/features-strip.tsx';
import { HeroFadeSlider } from '../sections/hero-fade-slider.tsx';
import { LatestArticles } from '../sections/latest-articles.tsx';
import { PricingPlans } from '../sections/pricing-plans.tsx';
import { ProcessBlock } from '../sections/process-block.tsx';
import { RecentProjects } from '../sections/recent-projects.tsx';
import { ServicesSlider } from '../sections/services-slider.tsx';
import { SkillsBlock } from '../sections/skills-block.tsx';
import { SloganStrip } from '../sections/slogan-strip.tsx';
import { VideoBanner } from '../sections/video-banner.tsx';
import { WhyChooseUs } from '../sections/why-choose-us.tsx';
import { HOME_HEADING } from './home-page.tsx';

/** The second home layout: a fading hero under a transparent header, and its own footer. */
export function Component() {
  usePageTitle('Home 2');
  return (
    <>
      <h1 className="visually-hidden">{HOME_HEADING}</h1>
      <HeroFadeSlider />
      <FeaturesStrip />
      <AboutBlock />
      <ServicesSlider />
      <WhyChooseUs />
      <SloganStrip />
      <RecentProjects />
      <ProcessBlock />
      <FeaturedProductsSlider />
      <SkillsBlock />
      <VideoBanner />
      <CustomizedProductsSlider />
      <CountersBlock />
      <PricingPlans alt />
      <FaqAccordion />
      <LatestArticles alt />
      <ContactFormSection />
    </>
  );
}
