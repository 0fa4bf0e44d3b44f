import type { ShouldRevalidateFunctionArgs } from 'react-router';
import { contactSectionQueries } from '../../api/content-queries.ts';
import { pageSeoQueries } from '../../api/seo-queries.ts';
import { queryClientContext } from '../../routing/route-context.ts';
import type { PageLoaderArgs } from '../../routing/route-data.ts';
import { serverRenderContext } from '../../routing/server-context.ts';
import { redirectOnNavigation } from './redirect-on-navigation.ts';

/** The contact section whose phone, email and address the header, footer and panel show. */
export const CONTACT_SECTION_ID = 1;

/**
 * The shared layout needs the company's contact details, and the fixed pages' search and sharing
 * values for their heads; both have defaults: a failure here never fails the page (the page's own
 * data decides its status, and the 404, 500 and 503 pages render inside this layout). In the
 * browser it runs again on each navigation to another path (`layoutShouldRevalidate`), to follow
 * a redirect the owner set from it; the server applied those before it rendered the first page.
 */
export async function layoutLoader({ context, request }: PageLoaderArgs): Promise<null> {
  const queryClient = context.get(queryClientContext);
  const [redirected] = await Promise.all([
    context.get(serverRenderContext) ? null : redirectOnNavigation(new URL(request.url), request.signal),
    queryClient.prefetchQuery(contactSectionQueries.detail(CONTACT_SECTION_ID)),
    queryClient.prefetchQuery(pageSeoQueries.list()),
  ]);
  if (redirected) throw redirected;
  return null;
}

/** The layout's loader runs again when the path changes (for its redirect), not only after a form. */
export const layoutShouldRevalidate = ({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) => defaultShouldRevalidate || currentUrl.pathname !== nextUrl.pathname;
