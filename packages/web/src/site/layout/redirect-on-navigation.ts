import type { RedirectMatch } from '@grain/contract/redirects';
import { redirect, redirectDocument } from 'react-router';
import { api } from '../../api/client.ts';

/**
 * The owner's redirect from the address the app is navigating to, as a loader's answer: the
 * server applies redirects before it renders a page, but the app's own navigation never asks
 * it for the page, so the app asks before it shows one. A redirect to a path of this site stays
 * in the app; one to another site loads that site. Null when there is none, or when the server
 * cannot tell (the page is then shown: a redirect is never worth a failed page).
 */
export async function redirectOnNavigation(url: URL, signal?: AbortSignal): Promise<Response | null> {
  const match = await api<RedirectMatch>(`/redirects/match?url=${encodeURIComponent(url.pathname + url.search)}`, {
    signal,
  }).catch(() => null);
  if (!match) return null;
  const target = new URL(match.location, url);
  if (target.origin !== url.origin) return redirectDocument(match.location);
  return redirect(`${target.pathname}${target.search}${target.hash}`);
}
