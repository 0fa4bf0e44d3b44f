import { MODULES_META } from './page-state.ts';

/** A page the server rendered (public pages), not an empty root the app renders into (the admin area). */
export const isServerRendered = (document: Document = window.document) =>
  Boolean(document.getElementById('root')?.firstElementChild);

/** Preloads the page's route chunks that the server named, to load beside the app's own. */
export function preloadPageModules(document: Document = window.document): void {
  const modules = document.querySelector<HTMLMetaElement>(`meta[name="${MODULES_META}"]`)?.content ?? '';
  for (const href of modules.split(' ').filter(Boolean)) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    document.head.append(link);
  }
}
