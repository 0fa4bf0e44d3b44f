import { faFilter } from '@fortawesome/free-solid-svg-icons/faFilter';
import { type CustomScreen, lazyScreen } from '../screen-types.ts';

/** The catalogue's filters, from the products' specification lines: labels, order, hiding, merges. */
export const facetsScreen: CustomScreen = {
  path: '/admin/filters',
  label: 'Filters',
  icon: faFilter,
  blurb: "The catalogue's filters, from specification lines",
  title: 'Filters',
  role: 'admin',
  component: lazyScreen(async () => (await import('../facets/facets-page.tsx')).FacetsPage),
};
