import { faCalculator } from '@fortawesome/free-solid-svg-icons/faCalculator';
import { counterSections } from '@grain/contract/content-types';
import { lazyScreen, type RecordScreen } from '../screen-types.ts';

const counters = ['materials_available', 'complete_projects', 'total_manpower', 'years_experience'] as const;

/** Counters are whole numbers; text that is not a number counts as 0 (spec admin §5). */
const toCount = (value: unknown): unknown => {
  const parsed = Number.parseInt(String(value ?? ''), 10);
  return Number.isNaN(parsed) ? 0 : parsed;
};

export const counterScreen: RecordScreen = {
  path: '/admin/counter',
  label: 'Counter',
  icon: faCalculator,
  blurb: 'Figures in the counter band',
  title: 'Counter Section Management',
  record: {
    type: counterSections,
    form: {
      groups: [
        { legend: 'Text', fields: ['subtitle', 'title', 'description'] },
        { legend: 'Counters', fields: [...counters] },
        { legend: 'Visibility', fields: ['is_active'] },
      ],
      prepare: (values) => ({
        ...values,
        ...Object.fromEntries(counters.map((name) => [name, toCount(values[name])])),
      }),
    },
  },
  component: lazyScreen(async () => (await import('../single/counter-page.tsx')).CounterPage),
};
