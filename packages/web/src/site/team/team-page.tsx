import { CountersBlock } from '../home/counters-block.tsx';
import { SkillsBlock } from '../home/skills-block.tsx';
import { ThreeStepBlock } from '../home/three-step-block.tsx';
import { PageBanner } from '../layout/page-banner.tsx';
import { SloganStrip } from '../shared/slogan-strip.tsx';
import { TeamGrid } from './team-grid.tsx';

/** The team page: the craftspeople, then blocks shared with the home page. */
export function Component() {
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
