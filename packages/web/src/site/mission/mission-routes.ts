import type { MissionVisionSection } from '@grain/contract/content-types';
import { missionVisionQueries } from '../../api/content-queries.ts';
import { describe, type HeadArgs, type PageHead } from '../../head/page-head.ts';
import { pageLoader } from '../../routing/route-data.ts';

/** The mission-vision section /mission shows (spec public §7). */
export const MISSION_SECTION_ID = 1;

export const missionLoader = pageLoader(() => ({ sections: [missionVisionQueries.detail(MISSION_SECTION_ID)] }));

export const missionHead = ({ queryClient }: HeadArgs): PageHead => {
  const section = queryClient.getQueryData<MissionVisionSection>(
    missionVisionQueries.detail(MISSION_SECTION_ID).queryKey,
  );
  return {
    title: 'Mission & Vision',
    description: describe(section ? `${section.mission_title} ${section.vision_title}` : ''),
    breadcrumbs: [{ label: 'Mission & Vision' }],
  };
};
