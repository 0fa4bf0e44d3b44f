import './styles/global.css';
import { preloadPageModules, revealPageAfterLoad, scheduleAppStart } from './app/app-start.ts';

/**
 * The page's only script at first. A server-rendered page is complete without JavaScript, so
 * the app loads after the page and never competes with what paints first (see scheduleAppStart).
 */
revealPageAfterLoad();
scheduleAppStart(() => {
  preloadPageModules();
  void import('./main.tsx');
});
