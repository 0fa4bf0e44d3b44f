import { faCircleQuestion } from '@fortawesome/free-solid-svg-icons/faCircleQuestion';
import { faqs } from '@grain/contract/content-types';
import { col } from '../resources/columns.tsx';
import { details, textsFor } from '../resources/config-helpers.tsx';
import type { ListScreen } from '../screen-types.ts';

export const faqsScreen: ListScreen = {
  path: '/admin/faqs',
  label: 'FAQs',
  icon: faCircleQuestion,
  blurb: 'Questions and answers',
  title: 'FAQ Management',
  resource: {
    type: faqs,
    addLabel: 'Add New FAQ',
    create: 'always',
    canDelete: true,
    columns: [
      col.id(),
      col.text('question', 'Question', { truncate: 60 }),
      col.text('answer', 'Answer', { truncate: 100 }),
      col.number('order', 'Order'),
      col.status(),
    ],
    form: {},
    texts: textsFor('FAQ', 'FAQs', {
      createTitle: 'Add New FAQ',
      editTitle: 'Edit FAQ',
      loadError: 'Failed to load FAQs',
      createError: 'Failed to create FAQ',
      updateError: 'Failed to update FAQ',
      deleteError: 'Failed to delete FAQ',
      created: () => 'FAQ created successfully.',
      updated: () => 'FAQ updated successfully.',
      deleted: () => 'FAQ deleted successfully.',
    }),
    deleteDetails: details(['Question', 'question']),
  },
};
