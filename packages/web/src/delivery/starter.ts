import { LOADER_DELAY_MS } from '../site/layout/page-loader-delay.ts';
import { finishOffScreenAnimations } from './offscreen-animations.ts';
import { LARGEST_PAINT_WAIT_MS, LATEST_START_MS, startAfterLargestPaint } from './page-starter.ts';
import { PAGE_LOADED_ATTRIBUTE } from './page-state.ts';
import { holdReadingPosition } from './reading-position.ts';

/**
 * The inline starter of server-rendered pages: built by Vite as an entry of its own (build.mjs,
 * one self-contained script) and put inline by the renderer as `<script data-boot="…">`, whose
 * attribute names the app's first module. A module like any other: it imports what it needs.
 */
const boot = document.currentScript?.dataset.boot;
if (boot) {
  holdReadingPosition(window);
  startAfterLargestPaint(
    {
      boot,
      loadedAttribute: PAGE_LOADED_ATTRIBUTE,
      loaderDelayMs: LOADER_DELAY_MS,
      latestStartMs: LATEST_START_MS,
      largestPaintWaitMs: LARGEST_PAINT_WAIT_MS,
    },
    finishOffScreenAnimations,
  );
}
