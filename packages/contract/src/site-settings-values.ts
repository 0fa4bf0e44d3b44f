import type { PublicSiteSettings, StoredSiteSettings } from './site-settings.ts';

/*
 * The site settings' fixed lists and defaults, without the schemas: the public pages import these,
 * and the schema library stays out of their bundle (e2e budgets). site-settings.ts re-exports them.
 */

/** The networks a social link may point to, in the order the pages show them. */
export const socialNetworks = ['facebook', 'instagram', 'pinterest', 'youtube', 'linkedin', 'x'] as const;
export type SocialNetwork = (typeof socialNetworks)[number];

export const socialNetworkNames: Record<SocialNetwork, string> = {
  facebook: 'Facebook',
  instagram: 'Instagram',
  pinterest: 'Pinterest',
  youtube: 'YouTube',
  linkedin: 'LinkedIn',
  x: 'X',
};

/**
 * The main menu's entries (spec public §2 "Shared layout"): the owner names them, orders them and
 * may hide one; the routes behind them stay the spec's.
 */
export const menuEntryKeys = ['home', 'pages', 'projects', 'products', 'blog', 'contact'] as const;
export type MenuEntryKey = (typeof menuEntryKeys)[number];

export const defaultMenuLabels: Record<MenuEntryKey, string> = {
  home: 'Home',
  pages: 'Pages',
  projects: 'Project',
  products: 'Products',
  blog: 'Blog',
  contact: 'Contact',
};

export const DEFAULT_FOOTER_TEXT =
  'Handcrafted furniture, joinery and wooden floors from our Asheville workshop. Honest materials, careful craftsmanship and designs that grow more beautiful with every year of use.';

/** The site as it was before the settings: what a new or untouched site shows. */
export const defaultSiteSettings: StoredSiteSettings = {
  site_name: 'Grain',
  phone: '',
  email: '',
  social_links: {
    facebook: 'https://www.facebook.com/',
    instagram: 'https://www.instagram.com/',
    pinterest: 'https://www.pinterest.com/',
    youtube: 'https://www.youtube.com/',
    linkedin: '',
    x: '',
  },
  menu: menuEntryKeys.map((key) => ({ key, label: defaultMenuLabels[key], visible: true })),
  footer_text: DEFAULT_FOOTER_TEXT,
  analytics: { provider: 'none' },
  logo: null,
  favicon: null,
  share_image: null,
};

/** The filled social links, in the networks' order. */
export const filledSocialLinks = (links: Record<SocialNetwork, string>) =>
  socialNetworks.filter((network) => links[network]).map((network) => ({ network, url: links[network] }));

/** The public settings of the defaults (pages rendered without the server's, such as tests). */
export const defaultPublicSiteSettings: PublicSiteSettings = {
  site_name: defaultSiteSettings.site_name,
  phone: '',
  email: '',
  social_links: filledSocialLinks(defaultSiteSettings.social_links),
  menu: defaultSiteSettings.menu,
  footer_text: DEFAULT_FOOTER_TEXT,
  analytics: { provider: 'none' },
  logo: null,
  favicon: null,
  share_image: null,
};
