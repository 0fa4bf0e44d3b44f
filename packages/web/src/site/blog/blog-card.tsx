import { faArrowRight } from '@fortawesome/free-solid-svg-icons/faArrowRight';
import { faTag } from '@fortawesome/free-solid-svg-icons/faTag';
import { faUser } from '@fortawesome/free-solid-svg-icons/faUser';
import type { Blog } from '@grain/contract/content-types';
import { paths } from '@grain/contract/site-paths';
import { Link } from 'react-router';
import { Icon } from '../../ui/icon.tsx';
import { type ImageLoading, LAZY } from '../../ui/image-loading.ts';
import { CARD_SIZES, ResponsiveImage } from '../../ui/responsive-image.tsx';
import styles from './blog-card.module.css';
import { blogExcerpt, formatBlogDate } from './blog-text.ts';

/** A blog teaser: image with its date, category and author, title, excerpt; links to the post. */
export function BlogCard({ blog, imageLoading = LAZY }: { blog: Blog; imageLoading?: ImageLoading }) {
  const titleId = `blog-${blog.id}-title`;
  return (
    <article className={styles.card} aria-labelledby={titleId}>
      <div className={styles.media}>
        <ResponsiveImage
          className={styles.image}
          src={blog.image_url}
          meta={blog.image_meta}
          sizes={CARD_SIZES}
          alt=""
          width={800}
          height={500}
          {...imageLoading}
        />
        <time className={styles.date} dateTime={blog.date?.slice(0, 10)}>
          {formatBlogDate(blog.date)}
        </time>
      </div>
      <div className={styles.body}>
        {blog.category && (
          <p className={styles.category}>
            <Icon icon={faTag} /> {blog.category.name}
          </p>
        )}
        <h3 className={styles.title} id={titleId}>
          <Link className={styles.link} to={paths.blogPost(blog.id)}>
            {blog.title}
          </Link>
        </h3>
        <p className={styles.excerpt}>{blogExcerpt(blog.description)}</p>
        <div className={styles.footer}>
          {blog.written_by && (
            <span className={styles.author}>
              <Icon icon={faUser} /> <span className="visually-hidden">Written by </span>
              {blog.written_by}
            </span>
          )}
          <span className={styles.more} aria-hidden="true">
            Read More <Icon icon={faArrowRight} />
          </span>
        </div>
      </div>
    </article>
  );
}
