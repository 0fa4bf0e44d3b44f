import { faArrowRight } from '@fortawesome/free-solid-svg-icons/faArrowRight';
import { paths } from '@grain/contract/site-paths';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { blogQueries } from '../../api/content-queries.ts';
import { Icon } from '../../ui/icon.tsx';
import section from '../shared/section.module.css';
import { BlockState, SectionHeading } from '../shared/section-heading.tsx';
import { BlogCard } from './blog-card.tsx';
import { withTitles } from './blog-text.ts';
import styles from './latest-articles.module.css';

/** The home teaser shows the first three articles of blog page 1 (spec public §7 and §9). */
export const TEASER_COUNT = 3;

/** Latest articles: three blog cards and a View More link to /blog. */
export function LatestArticles({ alt = false }: { alt?: boolean }) {
  const { data, isPending, error } = useQuery(blogQueries.list(1));
  const blogs = withTitles(data?.data ?? []).slice(0, TEASER_COUNT);

  let body: ReactNode;
  if (isPending) body = <BlockState kind="loading">Loading articles...</BlockState>;
  else if (error)
    body = (
      <div className={section.stateError} role="alert">
        <strong>Error</strong> {error.message || 'Failed to fetch blogs'}
      </div>
    );
  else if (blogs.length === 0) body = <BlockState kind="empty">No blogs available at the moment.</BlockState>;
  else
    body = (
      <ul className={styles.grid}>
        {blogs.map((blog) => (
          <li key={blog.id}>
            <BlogCard blog={blog} />
          </li>
        ))}
      </ul>
    );

  return (
    <section className={`${section.section} ${alt ? section.alt : ''}`} aria-labelledby="latest-articles-title">
      <div className={section.container}>
        <div className={styles.head}>
          <SectionHeading
            id="latest-articles-title"
            eyebrow="Latest Articles"
            title="News & Ideas from Our Workshop"
            align="start"
          />
          <Link to={paths.blog} className={section.buttonOutline}>
            View More
            <Icon icon={faArrowRight} />
          </Link>
        </div>
        {body}
      </div>
    </section>
  );
}
