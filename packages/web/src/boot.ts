import './styles/global.css';
import { isServerRendered, preloadPageModules } from './app/app-start.ts';
import { fetchPageState } from './app/page-state.ts';
import { loadWebFonts } from './app/web-fonts.ts';

/**
 * The app's first module. A server-rendered page adds it after its largest paint (its inline
 * starter, app/page-starter.ts); the admin area's empty page loads it at once. It adds the web
 * fonts, fetches the page's state beside the app's chunks, and starts the app.
 */
const serverRendered = isServerRendered();
void loadWebFonts();
preloadPageModules();
const state = serverRendered ? fetchPageState() : null;
void import('./main.tsx').then(({ startApp }) => startApp(state));
