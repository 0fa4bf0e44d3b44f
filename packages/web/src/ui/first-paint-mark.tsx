/** The start of the id of every first-paint mark; the server's page waits for the last one. */
export const FIRST_PAINT_MARK_PREFIX = 'first-paint-after-';

/**
 * Marks the end of a block the browser must not paint half-parsed. A slow device paints a page
 * while it is still parsing it: a centred block painted without its last lines (a hero without
 * its picture, a banner without its breadcrumb) moves when they arrive. The server's page holds
 * its first paint until the last mark on it is parsed (`<link rel="expect">`, see entry-server).
 * The mark is empty because Chromium lets the page paint once the target element is created, not
 * once it is parsed whole.
 */
export function FirstPaintMark({ after }: { after: string }) {
  return <span id={`${FIRST_PAINT_MARK_PREFIX}${after}`} hidden />;
}
