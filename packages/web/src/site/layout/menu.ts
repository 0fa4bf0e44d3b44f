import { faFacebookF } from '@fortawesome/free-brands-svg-icons/faFacebookF';
import { faInstagram } from '@fortawesome/free-brands-svg-icons/faInstagram';
import { faPinterestP } from '@fortawesome/free-brands-svg-icons/faPinterestP';
import { faYoutube } from '@fortawesome/free-brands-svg-icons/faYoutube';
import { paths } from '@grain/contract/site-paths';

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
 * The main menu (spec public §2 "Shared layout"): Home, About, Services, Mission, FAQ, Project,
 * Products, Products/customized, Blog and Contact, with the Pages and Products sub-menus.
 */
export const mainMenu: MenuItem[] = [
  { label: 'Home', to: paths.home },
  {
    label: 'Pages',
    children: [
      { label: 'About Us', to: paths.about },
      { label: 'Services', to: paths.services },
      { label: 'Mission & Vision', to: paths.mission },
      { label: 'FAQs', to: paths.faq },
    ],
  },
  { label: 'Project', to: paths.projects },
  {
    label: 'Products',
    children: [
      { label: 'All Products', to: paths.products },
      { label: 'Customized Products', to: paths.customizedProducts },
    ],
  },
  { label: 'Blog', to: paths.blog },
  { label: 'Contact', to: paths.contact },
];

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

export const socialLinks = [
  { label: 'Facebook', icon: faFacebookF, href: 'https://www.facebook.com/' },
  { label: 'Instagram', icon: faInstagram, href: 'https://www.instagram.com/' },
  { label: 'Pinterest', icon: faPinterestP, href: 'https://www.pinterest.com/' },
  { label: 'YouTube', icon: faYoutube, href: 'https://www.youtube.com/' },
] as const;
