import { faFacebookF } from '@fortawesome/free-brands-svg-icons/faFacebookF';
import { faInstagram } from '@fortawesome/free-brands-svg-icons/faInstagram';
import { faLinkedinIn } from '@fortawesome/free-brands-svg-icons/faLinkedinIn';
import { faPinterestP } from '@fortawesome/free-brands-svg-icons/faPinterestP';
import { faXTwitter } from '@fortawesome/free-brands-svg-icons/faXTwitter';
import { faYoutube } from '@fortawesome/free-brands-svg-icons/faYoutube';
import { paths } from '@grain/contract/site-paths';
import type { MenuEntry } from '@grain/contract/site-settings';
import {
  defaultSiteSettings,
  type MenuEntryKey,
  type SocialNetwork,
  socialNetworkNames,
} from '@grain/contract/site-settings-values';
import { useSiteSettings } from '../../head/site-settings.tsx';

export interface MenuLink {
  label: string;
  to: string;
}

export interface MenuGroup {
  label: string;
  children: MenuLink[];
}

export type MenuItem = MenuLink | MenuGroup;

export const isGroup = (item: MenuItem): item is MenuGroup => 'children' in item;

/**
 * The main menu's entries (spec public §2 "Shared layout"): Home, About, Services, Mission, FAQ,
 * Project, Products, Products/customized, Blog and Contact, with the Pages and Products
 * sub-menus. The owner names, orders and hides the top-level entries (site settings); the
 * routes stay these.
 */
const menuTargets: Record<MenuEntryKey, { to: string } | { children: MenuLink[] }> = {
  home: { to: paths.home },
  pages: {
    children: [
      { label: 'About Us', to: paths.about },
      { label: 'Services', to: paths.services },
      { label: 'Mission & Vision', to: paths.mission },
      { label: 'FAQs', to: paths.faq },
    ],
  },
  projects: { to: paths.projects },
  products: {
    children: [
      { label: 'All Products', to: paths.products },
      { label: 'Customized Products', to: paths.customizedProducts },
    ],
  },
  blog: { to: paths.blog },
  contact: { to: paths.contact },
};

/** The menu of the owner's entries: their labels, in their order, the hidden ones left out. */
export const mainMenuOf = (entries: readonly MenuEntry[]): MenuItem[] =>
  entries.filter((entry) => entry.visible).map((entry) => ({ label: entry.label, ...menuTargets[entry.key] }));

/** The menu before the owner changes it. */
export const mainMenu: MenuItem[] = mainMenuOf(defaultSiteSettings.menu);

/** The main menu as the owner set it. */
export function useMainMenu(): MenuItem[] {
  return mainMenuOf(useSiteSettings().settings.menu);
}

/** Whether `pathname` is this link's page or one below it (Home only matches itself). */
export function isLinkActive(to: string, pathname: string): boolean {
  if (to === paths.home) return pathname === paths.home;
  return pathname === to || pathname.startsWith(`${to}/`);
}

/** The sub-menu link of the current page: the most specific match (/products/customized wins over /products). */
export function activeChild(group: MenuGroup, pathname: string): MenuLink | undefined {
  return group.children
    .filter((child) => isLinkActive(child.to, pathname))
    .sort((a, b) => b.to.length - a.to.length)[0];
}

/** Each network's icon: the links follow the networks the owner filled in. */
export const socialIcons = {
  facebook: faFacebookF,
  instagram: faInstagram,
  pinterest: faPinterestP,
  youtube: faYoutube,
  linkedin: faLinkedinIn,
  x: faXTwitter,
} as const satisfies Record<SocialNetwork, unknown>;

/** The owner's social links (only those filled in), with their names and icons. */
export function useSocialLinks() {
  return useSiteSettings().settings.social_links.map(({ network, url }) => ({
    label: socialNetworkNames[network],
    icon: socialIcons[network],
    href: url,
  }));
}
