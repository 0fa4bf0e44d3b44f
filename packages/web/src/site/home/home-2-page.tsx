import { LatestArticles } from '../blog/latest-articles.tsx';
import { CustomizedProductsSlider, FeaturedProductsSlider } from '../catalogue/product-slider.tsx';
import { ContactFormSection } from '../contact/contact-form-section.tsx';
import { FaqAccordion } from '../faq/faq-accordion.tsx';
import { PricingPlans } from '../pricing/pricing-plans.tsx';
import { RecentProjects } from '../projects/recent-projects.tsx';
import { ServicesSlider } from '../services/services-slider.tsx';
import { SloganStrip } from '../shared/slogan-strip.tsx';
import { AboutBlock } from './about-block.tsx';
import { CountersBlock } from './counters-block.tsx';
import { FeaturesStrip } from './features-strip.tsx';
import { HeroFadeSlider } from './hero-fade-slider.tsx';
import { HOME_HEADING } from './home-page.tsx';
import { ProcessBlock } from './process-block.tsx';
import { SkillsBlock } from './skills-block.tsx';
import { VideoBanner } from './video-banner.tsx';
import { WhyChooseUs } from './why-choose-us.tsx';

/** The second home layout: a fading hero under a transparent header, and its own footer. */
export function Component() {
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
