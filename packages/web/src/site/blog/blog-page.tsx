import { faAngleLeft } from '@fortawesome/free-solid-svg-icons/faAngleLeft';
import { paths } from '@grain/contract/site-paths';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { blogCategoryQueries, blogQueries } from '../../api/content-queries.ts';
import { Icon } from '../../ui/icon.tsx';
import { loadingByPosition } from '../../ui/image-loading.ts';
import { PageBanner } from '../layout/page-banner.tsx';
import { Notice } from '../shared/notice.tsx';
import section from '../shared/section.module.css';
import { SectionHeading } from '../shared/section-heading.tsx';
import { BlogCard } from './blog-card.tsx';
import styles from './blog-page.module.css';
import { BlogPagination } from './blog-pagination.tsx';
import { withTitles } from './blog-text.ts';

/** Blog page size (spec public §9). */
export const BLOG_PAGE_SIZE = 6;

const positiveInt = (value: string | null) => (value && /^[1-9]\d*$/.test(value) ? Number(value) : undefined);

function scrollToTop() {
  const smooth = !window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  window.scrollTo({ top: 0, behavior: smooth ? 'smooth' : 'auto' });
}

/** /blog: paged blog cards; the page (and an optional category) live in the query string. */
export function Component() {
  const [params] = useSearchParams();
  const currentPage = positiveInt(params.get('page')) ?? 1;
  const categoryId = positiveInt(params.get('category'));
  const blogs = useQuery({
    ...blogQueries.list(currentPage, BLOG_PAGE_SIZE, categoryId),
    placeholderData: keepPreviousData,
  });
  const categories = useQuery({ ...blogCategoryQueries.list(), enabled: categoryId !== undefined });
  const categoryName = categories.data?.find((category) => category.id === categoryId)?.name;

  const hrefFor = (target: number) => {
    const next = new URLSearchParams();
    if (categoryId) next.set('category', String(categoryId));
    if (target > 1) next.set('page', String(target));
    const query = next.toString();
    return query ? `${paths.blog}?${query}` : paths.blog;
  };

  const posts = blogs.data ? withTitles(blogs.data.data) : [];

  return (
    <>
      <PageBanner title="Blog" trail={[{ label: 'Blog' }]} />
      <section className={section.section} aria-labelledby="blog-heading">
        <div className={section.container}>
          <SectionHeading
            eyebrow="From the Workshop"
            title={categoryId ? `Articles in ${categoryName ?? 'this category'}` : 'Latest News & Articles'}
            id="blog-heading"
            lead={
              categoryId ? (
                <Link className={styles.allLink} to={paths.blog}>
                  <Icon icon={faAngleLeft} /> Show all articles
                </Link>
              ) : (
                'Ideas, care guides and stories from the people who build your furniture.'
              )
            }
          />
          {blogs.isPending ? (
            <Notice kind="loading">Loading blogs...</Notice>
          ) : blogs.isError ? (
            <Notice kind="error" title="Error">
              {blogs.error.message}
            </Notice>
          ) : (
            <>
              {posts.length === 0 ? (
                <Notice kind="empty">No blogs available at the moment.</Notice>
              ) : (
                <ul
                  className={`${styles.grid} ${blogs.isPlaceholderData ? styles.stale : ''}`}
                  aria-busy={blogs.isPlaceholderData}
                >
                  {posts.map((blog, index) => (
                    <li key={blog.id}>
                      <BlogCard blog={blog} imageLoading={loadingByPosition(index, { eager: 3 })} />
                    </li>
                  ))}
                </ul>
              )}
              {/* Also under an empty page past the end, so the reader can page back. */}
              <BlogPagination
                currentPage={currentPage}
                lastPage={blogs.data.last_page}
                hrefFor={hrefFor}
                onNavigate={scrollToTop}
              />
            </>
          )}
        </div>
      </section>
    </>
  );
}
