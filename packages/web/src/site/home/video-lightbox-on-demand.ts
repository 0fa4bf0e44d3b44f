import { loadWhenOpen } from '../../ui/load-when-open.tsx';

/** The video lightbox, fetched when a visitor first presses play. */
export const VideoLightbox = loadWhenOpen(() => import('./video-lightbox.tsx').then((module) => module.VideoLightbox));
