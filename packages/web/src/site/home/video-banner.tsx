import { faPlay } from '@fortawesome/free-solid-svg-icons/faPlay';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { videoQueries } from '../../api/content-queries.ts';
import { Icon } from '../../ui/icon.tsx';
import section from '../shared/section.module.css';
import { BlockState } from '../shared/section-heading.tsx';
import styles from './video-banner.module.css';
import { VideoLightbox } from './video-lightbox-on-demand.ts';

/** The home page shows video section 4 (spec public §7 and §9). */
export const HOME_VIDEO_SECTION_ID = 4;

/** The video banner: a round play button that opens the video in a lightbox. */
export function VideoBanner({ id = HOME_VIDEO_SECTION_ID }: { id?: number }) {
  const { data, isPending, error } = useQuery(videoQueries.detail(id));
  const [open, setOpen] = useState(false);

  const src = data?.video_file_url ?? null;
  let body: ReactNode;
  if (isPending) body = <BlockState kind="loading">Loading video...</BlockState>;
  else if (error)
    body = (
      <BlockState kind="error">Error loading video: {error.message || 'Failed to fetch video section'}</BlockState>
    );
  else if (!src) body = <BlockState kind="empty">No video found</BlockState>;
  else
    body = (
      <div className={styles.content}>
        {/* A link to the video itself, which the browser plays before and without the app; the app plays it in its lightbox. */}
        <a
          href={src}
          className={styles.play}
          onClick={(event) => {
            event.preventDefault();
            setOpen(true);
          }}
          aria-label={`Play video: ${data.title}`}
        >
          <Icon icon={faPlay} />
        </a>
        <p className={styles.eyebrow}>Inside our workshop</p>
        <h2 className={styles.title}>{data.title}</h2>
        {data.description && <p className={styles.text}>{data.description}</p>}
        <VideoLightbox open={open} onClose={() => setOpen(false)} src={src} title={data.title} />
      </div>
    );

  return (
    <section className={`${styles.banner} ${section.dark}`} aria-label="Video">
      <div className={`${section.container} ${styles.inner}`}>{body}</div>
    </section>
  );
}
