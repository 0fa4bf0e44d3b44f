import { usePageTitle } from '../../ui/use-page-title.ts';
import { PageBanner } from '../layout/page-banner.tsx';
import { CountersBlock } from '../sections/counters-block.tsx';
import { SkillsBlock } from '../sections/skills-block.tsx';
import { SloganStrip } from '../sections/slogan-strip.tsx';
import { TeamGrid } from '../sections/team-grid.tsx';
import { ThreeStepBlock } from '../sections/three-step-block.tsx';

/** The team page: the craftspeople, then blocks shared with the home page. */
export function Component() {
  usePageTitle('Our Team');
  return (
    <>
      <PageBanner title="Our Team" trail={[{ label: 'Our Team' }]} />
      <TeamGrid />
      <SloganStrip />
      <SkillsBlock />
      <CountersBlock />
      <ThreeStepBlock />
    </>
  );
}
