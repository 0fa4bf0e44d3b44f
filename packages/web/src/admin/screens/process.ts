import { faListOl } from '@fortawesome/free-solid-svg-icons/faListOl';
import { processSections } from '@grain/contract/content-types';
import { col } from '../resources/columns.tsx';
import { textsFor } from '../resources/config-helpers.tsx';
import type { ListScreen } from '../screen-types.ts';

const stepGroup = (n: 1 | 2 | 3 | 4) => ({
  legend: `Step ${n}`,
  fields: [`step_${n}_icon`, `step_${n}_title`, `step_${n}_description`],
});

export const processScreen: ListScreen = {
  path: '/admin/process',
  label: 'Process',
  icon: faListOl,
  blurb: 'The four steps of a project',
  title: 'Process Section Management',
  resource: {
    type: processSections,
    addLabel: 'Add Process Section',
    create: 'when-empty',
    canDelete: false,
    columns: [
      col.id(),
      col.text('subtitle', 'Subtitle', { truncate: 30 }),
      col.text('title', 'Title', { truncate: 40 }),
      col.text('description', 'Description', { truncate: 50 }),
      col.text('step_1_title', 'Step 1'),
      col.text('step_2_title', 'Step 2'),
      col.text('step_3_title', 'Step 3'),
      col.text('step_4_title', 'Step 4'),
      col.status(),
    ],
    form: {
      groups: [
        { legend: 'Basic Information', fields: ['subtitle', 'title', 'description'] },
        stepGroup(1),
        stepGroup(2),
        stepGroup(3),
        stepGroup(4),
        { legend: 'Visibility', fields: ['is_active'] },
      ],
      hints: Object.fromEntries(
        [1, 2, 3, 4].map((n) => [
          `step_${n}_icon`,
          'A Font Awesome class, e.g. "fas fa-ruler-combined"; the preview shows a hammer for a name the site does not draw.',
        ]),
      ),
      placeholders: Object.fromEntries([1, 2, 3, 4].map((n) => [`step_${n}_icon`, 'fas fa-hammer'])),
    },
    modalSize: 'lg',
    texts: textsFor('process section', 'process sections', {
      loadError: 'Failed to load process sections',
      updateError: 'Failed to update process section',
      editSubmit: 'Update Section',
    }),
  },
};
