import '../styles/global.css';
import { isServerRendered, preloadPageModules } from './app-start.ts';
import { nextTask } from './next-task.ts';
import { fetchPageState } from './page-state.ts';
import { renderSkippedBlocksWhenIdle } from './skipped-blocks.ts';
import { loadWebFonts } from './web-fonts.ts';

/**
 * The browser's one way into a page, in the app's first module. A server-rendered page adds
 * this module after its largest paint (its inline starter, starter.ts); the admin area's empty
 * page loads it at once. It adds the web fonts, fetches the page's state (or reads the state a
 * page answering a form post carries) beside the app's chunks, mounts the app (main.tsx), and
 * then renders the blocks the browser skipped off screen.
 */
async function startPage() {
  const serverRendered = isServerRendered();
  const state = serverRendered ? fetchPageState() : null;
  const fonts = loadWebFonts();
  await nextTask();
  void preloadPageModules();
  await nextTask();
  // The app's libraries are evaluated each in a task of its own (React DOM, React Router, TanStack
  // Query), before the app's modules: evaluated together, as one import of main.tsx would, they
  // are one long task on a phone.
  for (const library of [
    () => import('react-dom/client'),
    () => import('./router-library.ts'),
    () => import('./query-library.ts'),
  ]) {
    await library();
    await nextTask();
  }
  const { mountApp } = await import('./main.tsx');
  await mountApp(state);
  // Once the fonts have swapped in (a layout of what is on screen only), the rest of the page.
  await fonts;
  await renderSkippedBlocksWhenIdle();
}

void startPage();
