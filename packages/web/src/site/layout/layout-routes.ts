import { contactSectionQueries } from '../../api/content-queries.ts';
import { queryClientContext } from '../../routing/route-context.ts';
import type { PageLoaderArgs } from '../../routing/route-data.ts';

/** The contact section whose phone, email and address the header, footer and panel show. */
export const CONTACT_SECTION_ID = 1;

/**
 * The shared layout needs only the company's contact details, and has defaults for them: a
 * failure here never fails the page (the page's own data decides its status, and the 404, 500
 * and 503 pages render inside this layout).
 */
export async function layoutLoader({ context }: PageLoaderArgs): Promise<null> {
  await context.get(queryClientContext).prefetchQuery(contactSectionQueries.detail(CONTACT_SECTION_ID));
  return null;
}
