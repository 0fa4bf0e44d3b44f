import { Navigate, useLocation } from 'react-router';
import type { CustomScreen, ScreenProps } from '../screen-types.ts';
import { MediaItemPage } from './media-item-page.tsx';
import { MediaLibrary } from './media-library.tsx';

/** The item a path under the library names: /admin/media/12 → 12; the library itself → null. */
export function itemIdOf(pathname: string, base: string): number | null | 'unknown' {
  const rest = pathname.slice(base.length).replace(/\/+$/, '');
  if (rest === '') return null;
  const match = /^\/(\d+)$/.exec(rest);
  return match ? Number(match[1]) : 'unknown';
}

/** The media library (issue 47): the grid at /admin/media, an item's page at /admin/media/{id}. */
export function MediaPage(props: ScreenProps<CustomScreen>) {
  const { pathname } = useLocation();
  const id = itemIdOf(pathname, props.screen.path);
  if (id === 'unknown') return <Navigate to={props.screen.path} replace />;
  if (id === null) return <MediaLibrary screen={props.screen} />;
  return <MediaItemPage key={id} id={id} {...props} />;
}
