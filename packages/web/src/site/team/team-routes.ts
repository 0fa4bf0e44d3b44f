import { counterQueries } from '../../api/content-queries.ts';
import type { PageHead } from '../../head/page-head.ts';
import { pageLoader } from '../../routing/route-data.ts';

export const teamLoader = pageLoader(() => ({ sections: [counterQueries.list()] }));

export const teamHead = (): PageHead => ({
  title: 'Our Team',
  description:
    'Meet the carpenters, joiners and designers of the Grain workshop, and the skills they bring to every piece.',
  breadcrumbs: [{ label: 'Our Team' }],
});
