import { usePageTitle } from '../../ui/use-page-title.ts';
import { PageBanner } from '../layout/page-banner.tsx';
import { AboutBlock } from '../sections/about-block.tsx';
import { AboutIntro } from '../sections/about-intro.tsx';
import { ContactFormSection } from '../sections/contact-form-section.tsx';
import { CountersBlock } from '../sections/counters-block.tsx';
import { StaticFaq } from '../sections/faq-accordion.tsx';
import { FeaturesStrip } from '../sections/features-strip.tsx';
import { LatestArticles } from '../sections/latest-articles.tsx';
import { ProjectTiles } from '../sections/project-tiles.tsx';
import { ServicesGrid } from '../sections/services-grid.tsx';
import { SkillsBlock } from '../sections/skills-block.tsx';
import { WhyChooseUs } from '../sections/why-choose-us.tsx';

/** The about page (spec public §2 "About page"). */
export function Component() {
  usePageTitle('About Us');
  return (
    <>
      <PageBanner title="About Us" trail={[{ label: 'About Us' }]} />
      <AboutIntro />
      <CountersBlock />
      <FeaturesStrip overlap={false} heading />
      <ServicesGrid />
      <AboutBlock showLearnMore={false} />
      <WhyChooseUs />
      <SkillsBlock />
      <ProjectTiles />
      <StaticFaq />
      <LatestArticles alt />
      <ContactFormSection />
    </>
  );
}
