import { createContext, use } from 'react';

/** The start of the id of every first-paint mark. */
export const FIRST_PAINT_MARK_PREFIX = 'first-paint-after-';

/**
 * The ids of the first-paint marks a page renders, in the order it renders them (its document
 * order): the server collects them through this context, as it does the icons, and the page
 * waits for the last one (delivery/entry-server.tsx). Null in the browser.
 */
export const FirstPaintMarksContext = createContext<string[] | null>(null);

/**
 * Marks the end of a block the browser must not paint half-parsed. A slow device paints a page
 * while it is still parsing it: a centred block painted without its last lines (a hero without
 * its picture, a banner without its breadcrumb) moves when they arrive. The server's page holds
 * its first paint until the last mark on it is parsed (`<link rel="expect">`).
 * The mark is empty because Chromium lets the page paint once the target element is created, not
 * once it is parsed whole.
 */
export function FirstPaintMark({ after }: { after: string }) {
  const id = `${FIRST_PAINT_MARK_PREFIX}${after}`;
  use(FirstPaintMarksContext)?.push(id);
  return <span id={id} hidden />;
}
