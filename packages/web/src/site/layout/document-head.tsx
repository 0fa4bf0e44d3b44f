import type { ContactSection } from '@grain/contract/content-types';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { contactSectionQueries } from '../../api/content-queries.ts';
import { applyHead, type HeadTag, headTags } from '../../head/head-tags.ts';
import type { PageHead, SiteSettings } from '../../head/page-head.ts';
import { useSiteSettings } from '../../head/site-settings.tsx';
import { CONTACT_SECTION_ID } from './layout-routes.ts';

/** The head tags of a page of this site, with the business's contact details in its JSON-LD. */
export function siteHeadTags(head: PageHead, url: URL, site: SiteSettings, queryClient: QueryClient): HeadTag[] {
  const contact = queryClient.getQueryData<ContactSection>(contactSectionQueries.detail(CONTACT_SECTION_ID).queryKey);
  return headTags(head, url, site, contact);
}

/**
 * Keeps the document head in step with the page on screen after client-side navigation (the
 * server wrote the first one into the HTML). Renders nothing.
 */
export function DocumentHead({ head }: { head: PageHead | undefined }) {
  const location = useLocation();
  const queryClient = useQueryClient();
  const site = useSiteSettings();
  const key = `${location.pathname}${location.search}|${head ? JSON.stringify(head) : ''}`;
  const applied = useRef<string | null>(null);

  useEffect(() => {
    if (!head || applied.current === key) return;
    const url = new URL(`${location.pathname}${location.search}`, site.origin);
    applyHead(head, siteHeadTags(head, url, site, queryClient), site.settings.site_name);
    applied.current = key;
  });
  return null;
}
