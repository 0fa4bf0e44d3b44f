import { useQueryClient } from '@tanstack/react-query';
import { useLocation, useMatches } from 'react-router';
import { headOfMatches, type PageHead } from './page-head.ts';
import { useSiteSettings } from './site-settings.tsx';

/** The head of the page on screen, as its route describes it (title, heading, breadcrumbs…). */
export function usePageHead(): PageHead | undefined {
  const matches = useMatches();
  const location = useLocation();
  const queryClient = useQueryClient();
  const site = useSiteSettings();
  const url = new URL(`${location.pathname}${location.search}`, site.origin);
  return headOfMatches(matches, { url, queryClient, site });
}
