import { nextTask } from './next-task.ts';
import { MODULES_META } from './page-state.ts';

/** A page the server rendered (public pages), not an empty root the app renders into (the admin area). */
export const isServerRendered = (document: Document = window.document) =>
  Boolean(document.getElementById('root')?.firstElementChild);

/**
 * Links added per task: each starts a module's fetch, which on a slow phone is a few milliseconds
 * of work (eight per task made tasks of 33 ms on this project's test machine, 130 ms on a phone).
 */
export const PRELOADS_PER_TASK = 2;

/**
 * Preloads the page's route chunks that the server named, to load beside the app's own: a few
 * per task, so that the thirty or so of a page never make one long task together.
 */
export async function preloadPageModules(document: Document = window.document): Promise<void> {
  const modules = (document.querySelector<HTMLMetaElement>(`meta[name="${MODULES_META}"]`)?.content ?? '')
    .split(' ')
    .filter(Boolean);
  for (let start = 0; start < modules.length; start += PRELOADS_PER_TASK) {
    if (start > 0) await nextTask();
    for (const href of modules.slice(start, start + PRELOADS_PER_TASK)) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.href = href;
      document.head.append(link);
    }
  }
}
