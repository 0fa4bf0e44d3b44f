import { faAngleLeft } from '@fortawesome/free-solid-svg-icons/faAngleLeft';
import { faAngleRight } from '@fortawesome/free-solid-svg-icons/faAngleRight';
import { faCalendarDays } from '@fortawesome/free-solid-svg-icons/faCalendarDays';
import { faMagnifyingGlass } from '@fortawesome/free-solid-svg-icons/faMagnifyingGlass';
import { faTag } from '@fortawesome/free-solid-svg-icons/faTag';
import { faUser } from '@fortawesome/free-solid-svg-icons/faUser';
import type { Blog } from '@grain/contract/content-types';
import { paths } from '@grain/contract/site-paths';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useId } from 'react';
import { Link, useParams } from 'react-router';
import { blogCategoryQueries, blogQueries } from '../../api/content-queries.ts';
import { Icon } from '../../ui/icon.tsx';
import { CONTAINER_WIDTH_ON_PHONES, ResponsiveImage } from '../../ui/responsive-image.tsx';
import { PageBanner } from '../layout/page-banner.tsx';
import { Notice } from '../shared/notice.tsx';
import { RichHtml } from '../shared/rich-html.tsx';
import section from '../shared/section.module.css';
import styles from './blog-post-page.module.css';
import { formatBlogDate, withTitles } from './blog-text.ts';

/** /blog/{id} (spec public §2): the post with a sidebar of search, categories and recent posts. */
export function Component() {
  const { id = '' } = useParams();
  const { data: blog } = useQuery(blogQueries.detail(id));

  return (
    <>
      <PageBanner
        title={blog?.title ?? 'Blog Details'}
        trail={[{ label: 'Blog', to: paths.blog }, { label: 'Blog Details' }]}
      />
      <section className={section.section}>
        <div className={`${section.container} ${styles.layout}`}>
          <div className={styles.main}>
            {blog ? <BlogArticle blog={blog} /> : <Notice kind="loading">Loading blog...</Notice>}
          </div>
          <BlogSidebar currentId={blog?.id} />
        </div>
      </section>
    </>
  );
}

function BlogArticle({ blog }: { blog: Blog }) {
  return (
    <article aria-labelledby="blog-title">
      {blog.image_url && (
        <ResponsiveImage
          className={styles.image}
          src={blog.image_url}
          meta={blog.image_meta}
          sizes={`(min-width: 990px) 66vw, ${CONTAINER_WIDTH_ON_PHONES}`}
          alt={blog.title}
          width={1600}
          height={900}
          priority
        />
      )}
      <ul className={styles.meta}>
        <li>
          <Icon icon={faUser} /> <span className="visually-hidden">Written by </span>
          {blog.written_by}
        </li>
        <li>
          <Icon icon={faCalendarDays} /> <time dateTime={blog.date?.slice(0, 10)}>{formatBlogDate(blog.date)}</time>
        </li>
        {blog.category && (
          <li>
            <Icon icon={faTag} /> <Link to={`${paths.blog}?category=${blog.category.id}`}>{blog.category.name}</Link>
          </li>
        )}
      </ul>
      <h2 className={styles.title} id="blog-title">
        {blog.title}
      </h2>
      <RichHtml html={blog.description} />
      <footer className={styles.footer}>
        <Link className={styles.back} to={paths.blog}>
          <Icon icon={faAngleLeft} /> Back to all articles
        </Link>
      </footer>
    </article>
  );
}

function BlogSidebar({ currentId }: { currentId: number | undefined }) {
  const searchId = useId();
  const categories = useQuery(blogCategoryQueries.list());
  const recent = useQuery(blogQueries.list(1));
  const recentPosts = withTitles(recent.data?.data ?? [])
    .filter((post) => post.id !== currentId)
    .slice(0, 3);

  // The sidebar search has no function (spec public §2); it only keeps the page from reloading.
  const search = (event: FormEvent<HTMLFormElement>) => event.preventDefault();

  return (
    <aside className={styles.aside} aria-label="Blog sidebar">
      <search className={styles.widget}>
        <form onSubmit={search}>
          <label className={styles.widgetTitle} htmlFor={searchId}>
            Search
          </label>
          <div className={styles.searchRow}>
            <input id={searchId} type="search" name="q" placeholder="Search articles..." className={styles.input} />
            <button type="submit" className={styles.searchButton} aria-label="Search">
              <Icon icon={faMagnifyingGlass} />
            </button>
          </div>
        </form>
      </search>

      {categories.data && categories.data.length > 0 && (
        <nav className={styles.widget} aria-labelledby="blog-categories">
          <h2 className={styles.widgetTitle} id="blog-categories">
            Categories
          </h2>
          <ul className={styles.categories}>
            {categories.data.map((category) => (
              <li key={category.id}>
                <Link to={`${paths.blog}?category=${category.id}`}>
                  {category.name}
                  <Icon icon={faAngleRight} />
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}

      {recentPosts.length > 0 && (
        <section className={styles.widget} aria-labelledby="blog-recent">
          <h2 className={styles.widgetTitle} id="blog-recent">
            Recent Posts
          </h2>
          <ul className={styles.recent}>
            {recentPosts.map((post) => (
              <li key={post.id}>
                <ResponsiveImage
                  className={styles.recentImage}
                  src={post.image_url}
                  meta={post.image_meta}
                  sizes="96px"
                  alt=""
                />
                <div>
                  <time className={styles.recentDate} dateTime={post.date?.slice(0, 10)}>
                    {formatBlogDate(post.date)}
                  </time>
                  <Link className={styles.recentTitle} to={paths.blogPost(post.id)}>
                    {post.title}
                  </Link>
                </div>
              </li>
            ))}
          </ul>
        </section>
      )}
    </aside>
  );
}
