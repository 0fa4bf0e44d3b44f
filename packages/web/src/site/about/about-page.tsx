import { LatestArticles } from '../blog/latest-articles.tsx';
import { ContactFormSection } from '../contact/contact-form-section.tsx';
import { StaticFaq } from '../faq/faq-accordion.tsx';
import { AboutBlock } from '../home/about-block.tsx';
import { CountersBlock } from '../home/counters-block.tsx';
import { FeaturesStrip } from '../home/features-strip.tsx';
import { SkillsBlock } from '../home/skills-block.tsx';
import { WhyChooseUs } from '../home/why-choose-us.tsx';
import { PageBanner } from '../layout/page-banner.tsx';
import { ServicesGrid } from '../services/services-grid.tsx';
import { AboutIntro } from './about-intro.tsx';
import { ProjectTiles } from './project-tiles.tsx';

/** The about page (spec public §2 "About page"). */
export function Component() {
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
