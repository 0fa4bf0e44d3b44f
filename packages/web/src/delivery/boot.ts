import '../styles/global.css';
import { isServerRendered, preloadPageModules } from './app-start.ts';
import { nextTask } from './next-task.ts';
import { fetchPageState } from './page-state.ts';
import { renderSkippedBlocksWhenIdle } from './skipped-blocks.ts';
import { loadWebFonts } from './web-fonts.ts';

/**
 * The app's first module. A server-rendered page adds it after its largest paint (its inline
 * starter, app/page-starter.ts); the admin area's empty page loads it at once. It adds the web
 * fonts, fetches the page's state beside the app's chunks, starts the app, and then renders the
 * blocks the browser skipped off screen.
 */
async function boot() {
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
  const { startApp } = await import('./main.tsx');
  await startApp(state);
  // Once the fonts have swapped in (a layout of what is on screen only), the rest of the page.
  await fonts;
  await renderSkippedBlocksWhenIdle();
}

void boot();
