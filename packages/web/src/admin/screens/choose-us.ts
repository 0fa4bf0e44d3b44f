import { faThumbsUp } from '@fortawesome/free-solid-svg-icons/faThumbsUp';
import { chooseUsSections } from '@grain/contract/content-types';
import { col } from '../resources/columns.tsx';
import { textsFor } from '../resources/config-helpers.tsx';
import type { ListScreen } from '../screen-types.ts';

const featureGroup = (n: 1 | 2 | 3) => ({
  legend: `Feature ${n}`,
  fields: [`feature_${n}_title`, `icon_${n}`, `feature_${n}_description`],
});

export const chooseUsScreen: ListScreen = {
  path: '/admin/choose-us',
  label: 'Choose Us',
  icon: faThumbsUp,
  blurb: 'Three reasons to choose us',
  title: 'Choose Us Section Management',
  resource: {
    type: chooseUsSections,
    addLabel: 'Add Choose Us Section',
    create: 'when-empty',
    canDelete: false,
    columns: [
      col.id(),
      col.text('subtitle', 'Subtitle', { truncate: 30 }),
      col.text('title', 'Title', { truncate: 30 }),
      col.list('Features', ['feature_1_title', 'feature_2_title', 'feature_3_title']),
      col.text('overlay_text', 'Overlay Text', { truncate: 30 }),
      col.status(),
    ],
    form: {
      groups: [
        { legend: 'Basic Information', fields: ['subtitle', 'title'] },
        featureGroup(1),
        featureGroup(2),
        featureGroup(3),
        { legend: 'Main Image and Overlay', fields: ['image', 'overlay_text', 'overlay_icon'] },
        { legend: 'Visibility', fields: ['is_active'] },
      ],
      // Spec admin §2: current icons at 50px, the main image at 100px.
      previewWidth: { icon_1: 50, icon_2: 50, icon_3: 50, overlay_icon: 50, image: 100 },
    },
    modalSize: 'lg',
    texts: textsFor('choose us section', 'choose us sections', {
      loading: 'Loading Choose Us Sections...',
      loadError: 'Failed to load choose us sections',
      updateError: 'Failed to update choose us section',
      createSubmit: 'Create Section',
      editSubmit: 'Update Section',
    }),
  },
};
