/**
 * The page loader fades this long after the window has loaded (spec public §9): the page
 * starter (delivery/page-starter.ts) before the app runs, the loader itself (page-loader.tsx) after.
 */
export const LOADER_DELAY_MS = 500;
