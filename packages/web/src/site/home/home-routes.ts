import type { AboutSection } from '@grain/contract/content-types';
import { DEFAULT_PRODUCT_SEARCH } from '@grain/contract/product-search';
import {
  aboutQueries,
  bannerQueries,
  blogQueries,
  chooseUsQueries,
  counterQueries,
  faqQueries,
  featureQueries,
  processQueries,
  projectQueries,
  serviceQueries,
  videoQueries,
} from '../../api/content-queries.ts';
import { productQueries } from '../../api/product-queries.ts';
import { describe, type HeadArgs, type PageHead } from '../../head/page-head.ts';
import { type AnyQuery, pageLoader } from '../../routing/route-data.ts';

/** The video section the home pages show (spec public §9). */
export const HOME_VIDEO_SECTION_ID = 4;

/** The data of the blocks the home pages share (spec public §2 "Home"). */
export const homeBlocksData = (): AnyQuery[] => [
  bannerQueries.list(),
  featureQueries.list(),
  aboutQueries.list(),
  serviceQueries.list(),
  chooseUsQueries.list(),
  processQueries.list(),
  videoQueries.detail(HOME_VIDEO_SECTION_ID),
  projectQueries.list(),
  productQueries.featured(),
  productQueries.customized(DEFAULT_PRODUCT_SEARCH),
  counterQueries.list(),
  faqQueries.list(),
  blogQueries.list(1),
];

export const homeLoader = pageLoader(() => ({ sections: homeBlocksData() }));

/** The company's story from the about section describes the home pages and /about. */
export const aboutDescription = ({ queryClient }: HeadArgs) =>
  describe(queryClient.getQueryData<AboutSection[]>(aboutQueries.list().queryKey)?.[0]?.description);

export const homeHead =
  (title: string) =>
  (args: HeadArgs): PageHead => ({ title, description: aboutDescription(args) });
