import { faBullseye } from '@fortawesome/free-solid-svg-icons/faBullseye';
import { missionVisionSections } from '@grain/contract/content-types';
import { lazyScreen, type RecordScreen } from '../screen-types.ts';

const quoteGroup = (side: 'mission' | 'vision') => ({
  legend: side === 'mission' ? 'Mission' : 'Vision',
  fields: [
    `${side}_subtitle`,
    `${side}_title`,
    `${side}_author_name`,
    `${side}_author_title`,
    `${side}_background_image`,
  ],
});

export const missionVisionScreen: RecordScreen = {
  path: '/admin/mission-vision',
  label: 'Mission & Vision',
  icon: faBullseye,
  blurb: 'Mission and vision quotes',
  title: 'Mission and Vision Management',
  record: {
    type: missionVisionSections,
    form: {
      groups: [quoteGroup('mission'), quoteGroup('vision'), { legend: 'Visibility', fields: ['is_active'] }],
      previewWidth: { mission_background_image: 160, vision_background_image: 160 },
    },
  },
  component: lazyScreen(async () => (await import('../single/mission-vision-page.tsx')).MissionVisionPage),
};
