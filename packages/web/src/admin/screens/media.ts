import { faPhotoFilm } from '@fortawesome/free-solid-svg-icons/faPhotoFilm';
import { type CustomScreen, lazyScreen } from '../screen-types.ts';

/**
 * Every picture and video, described once and used anywhere (issue 47): the library at
 * /admin/media, an item's page at /admin/media/{id}.
 */
export const mediaScreen: CustomScreen = {
  path: '/admin/media',
  label: 'Media library',
  icon: faPhotoFilm,
  blurb: 'Pictures and videos, their alt text and where they are used',
  title: 'Media library',
  nested: true,
  component: lazyScreen(async () => (await import('../media/media-page.tsx')).MediaPage),
};
