import { createContext, type ReactNode, useContext } from 'react';
import type { SiteSettings } from './page-head.ts';

const SiteSettingsContext = createContext<SiteSettings | null>(null);

export function SiteSettingsProvider({ settings, children }: { settings: SiteSettings; children: ReactNode }) {
  return <SiteSettingsContext.Provider value={settings}>{children}</SiteSettingsContext.Provider>;
}

/** Where the site lives and its currency: from the server's settings, the same in both renders. */
export function useSiteSettings(): SiteSettings {
  const settings = useContext(SiteSettingsContext);
  if (!settings) throw new Error('useSiteSettings needs a SiteSettingsProvider.');
  return settings;
}
