import {
  aboutQueries,
  blogQueries,
  chooseUsQueries,
  counterQueries,
  featureQueries,
  serviceQueries,
} from '../../api/content-queries.ts';
import type { HeadArgs, PageHead } from '../../head/page-head.ts';
import { pageLoader } from '../../routing/route-data.ts';
import { aboutDescription } from '../home/home-routes.ts';

export const aboutLoader = pageLoader(() => ({
  sections: [
    aboutQueries.list(),
    featureQueries.list(),
    serviceQueries.list(),
    chooseUsQueries.list(),
    counterQueries.list(),
    blogQueries.list(1),
  ],
}));

export const aboutHead = (args: HeadArgs): PageHead => ({
  title: 'About Us',
  description: aboutDescription(args),
  breadcrumbs: [{ label: 'About Us' }],
});
