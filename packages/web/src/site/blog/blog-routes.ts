import type { Blog } from '@grain/contract/content-types';
import type { Page } from '@grain/contract/envelope';
import { paths } from '@grain/contract/site-paths';
import { blogCategoryQueries, blogQueries } from '../../api/content-queries.ts';
import { describe, type HeadArgs, type PageHead, withOwnSeo } from '../../head/page-head.ts';
import { blogPosting } from '../../head/structured-data.ts';
import { idParam, pageLoader } from '../../routing/route-data.ts';

/** Blog page size (spec public §9). */
export const BLOG_PAGE_SIZE = 6;
export const BLOG_NOT_FOUND = 'Blog not found';

const positiveInt = (value: string | null) => (value && /^[1-9]\d{0,8}$/.test(value) ? Number(value) : undefined);

/** The blog list the address asks for: `?page=` and an optional `?category=`. */
export function blogListQuery(params: URLSearchParams) {
  const page = positiveInt(params.get('page')) ?? 1;
  const categoryId = positiveInt(params.get('category'));
  return { page, categoryId, query: blogQueries.list(page, BLOG_PAGE_SIZE, categoryId) };
}

export const blogLoader = pageLoader(({ request }) => {
  const { query, categoryId } = blogListQuery(new URL(request.url).searchParams);
  return { required: [query], sections: categoryId ? [blogCategoryQueries.list()] : [] };
});

export const blogHead = ({ queryClient, url }: HeadArgs): PageHead => {
  const page = queryClient.getQueryData<Page<Blog>>(blogListQuery(url.searchParams).query.queryKey);
  const titles = (page?.data ?? []).map((post) => post.title).filter(Boolean);
  return {
    title: 'Blog',
    description: describe(titles.length ? `News and articles from the workshop: ${titles.join('; ')}.` : ''),
    breadcrumbs: [{ label: 'Blog' }],
  };
};

export const blogPostLoader = pageLoader(({ params }) => ({
  required: [blogQueries.detail(idParam(params.id, BLOG_NOT_FOUND))],
  sections: [blogCategoryQueries.list(), blogQueries.list(1)],
  notFound: BLOG_NOT_FOUND,
}));

export const blogPostHead = ({ queryClient, params, url, site }: HeadArgs): PageHead => {
  const post = queryClient.getQueryData<Blog>(blogQueries.detail(params.id ?? '').queryKey);
  return withOwnSeo(
    {
      title: post?.title ?? 'Blog Details',
      description: describe(post?.description),
      image: post?.image_url,
      type: 'article',
      breadcrumbs: [{ label: 'Blog', to: paths.blog }, { label: 'Blog Details' }],
      structuredData: post ? [blogPosting(post, `${site.origin}${url.pathname}`, site)] : [],
    },
    post,
  );
};
