import { z } from 'zod';
import { menuEntryKeys, type SocialNetwork, socialNetworkNames, socialNetworks } from './site-settings-values.ts';

export * from './site-settings-values.ts';

/**
 * The owner's settings of the site (issue 50 §2): one record, edited on the admin's "Site
 * settings" screen (`PUT /api/site-settings`) and read by every page (`GET /api/site-settings`).
 * The defaults are the texts the site had before the settings existed, so nothing changes until
 * the owner edits.
 */

export const analyticsProviders = ['none', 'plausible', 'matomo', 'ga4'] as const;
export type AnalyticsProvider = (typeof analyticsProviders)[number];

export const analyticsProviderNames: Record<AnalyticsProvider, string> = {
  none: 'None',
  plausible: 'Plausible',
  matomo: 'Matomo',
  ga4: 'Google Analytics 4',
};

/** The folder of storage the settings' pictures go to. */
export const SITE_FILES_FOLDER = 'site';

export const siteSettingsMessages = {
  siteName: 'The site name is required (at most 80 characters).',
  email: 'The email must be a valid email address.',
  phone: 'The phone may hold digits, spaces and + ( ) - . only (at most 40 characters).',
  socialUrl: (network: SocialNetwork) => `The ${socialNetworkNames[network]} link must be an http(s) address.`,
  menuLabel: 'Each menu label is required (at most 40 characters).',
  menuEntries: 'The menu must name each of its entries once.',
  menuVisible: 'At least one menu entry must be shown.',
  footerText: 'The footer text may be at most 600 characters.',
  plausibleDomain: 'The Plausible domain must be a domain name such as example.com.',
  matomoUrl: 'The Matomo URL must be an https address such as https://analytics.example.com/.',
  matomoSiteId: 'The Matomo site id must be a whole number.',
  ga4Id: 'The Google Analytics 4 measurement id must look like G-XXXXXXX.',
} as const;

/** A domain name (plausible's `data-domain`): labels of letters, digits and hyphens. */
/** A host name's labels; its length (at most 253) is checked apart: no lookahead, so the fuzzer can generate it. */
export const DOMAIN_PATTERN = /^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/i;
/** A GA4 measurement id: G- then letters and digits. */
export const GA4_ID_PATTERN = /^G-[A-Z0-9]{4,16}$/;
export const MATOMO_SITE_ID_PATTERN = /^[1-9]\d{0,8}$/;
const PHONE_PATTERN = /^[\d\s+().-]{0,40}$/;

const trimmed = z.string().transform((value) => value.trim());

/** An https origin with an optional path (Matomo's own address), without query or credentials. */
export function isMatomoUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && !url.username && !url.password && !url.search && !url.hash;
  } catch {
    return false;
  }
}

const httpUrl = (value: string) => {
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
};

export const analyticsSchema = z.discriminatedUnion('provider', [
  z.object({ provider: z.literal('none') }),
  z.object({
    provider: z.literal('plausible'),
    domain: trimmed.pipe(
      z
        .string()
        .max(253, siteSettingsMessages.plausibleDomain)
        .regex(DOMAIN_PATTERN, siteSettingsMessages.plausibleDomain),
    ),
  }),
  z.object({
    provider: z.literal('matomo'),
    url: trimmed.pipe(z.string().refine(isMatomoUrl, siteSettingsMessages.matomoUrl)),
    site_id: z
      .union([z.string(), z.number()])
      .transform((value) => String(value).trim())
      .pipe(z.string().regex(MATOMO_SITE_ID_PATTERN, siteSettingsMessages.matomoSiteId)),
  }),
  z.object({
    provider: z.literal('ga4'),
    measurement_id: trimmed.pipe(
      z
        .string()
        .transform((value) => value.toUpperCase())
        .pipe(z.string().regex(GA4_ID_PATTERN, siteSettingsMessages.ga4Id)),
    ),
  }),
]);
export type AnalyticsSettings = z.infer<typeof analyticsSchema>;

export const menuEntrySchema = z.object({
  key: z.enum(menuEntryKeys),
  label: trimmed.pipe(z.string().min(1, siteSettingsMessages.menuLabel).max(40, siteSettingsMessages.menuLabel)),
  visible: z.boolean(),
});
export type MenuEntry = z.infer<typeof menuEntrySchema>;

const socialLinksShape = Object.fromEntries(
  socialNetworks.map((network) => [
    network,
    trimmed.pipe(
      z
        .string()
        .max(500, siteSettingsMessages.socialUrl(network))
        .refine((value) => value === '' || httpUrl(value), siteSettingsMessages.socialUrl(network)),
    ),
  ]),
) as unknown as Record<SocialNetwork, z.ZodType<string, string>>;

/** What the owner edits (the pictures are files, sent beside these fields). */
export const siteSettingsInputSchema = z.object({
  site_name: trimmed.pipe(z.string().min(1, siteSettingsMessages.siteName).max(80, siteSettingsMessages.siteName)),
  phone: trimmed.pipe(z.string().regex(PHONE_PATTERN, siteSettingsMessages.phone)),
  email: trimmed.pipe(z.union([z.literal(''), z.email(siteSettingsMessages.email).max(200)])),
  social_links: z.object(socialLinksShape),
  menu: z
    .array(menuEntrySchema)
    .refine(
      (entries) =>
        entries.length === menuEntryKeys.length && menuEntryKeys.every((key) => entries.some((e) => e.key === key)),
      siteSettingsMessages.menuEntries,
    )
    .refine((entries) => entries.some((entry) => entry.visible), siteSettingsMessages.menuVisible),
  footer_text: trimmed.pipe(z.string().max(600, siteSettingsMessages.footerText)),
  analytics: analyticsSchema,
});
export type SiteSettingsInput = z.infer<typeof siteSettingsInputSchema>;

/** A stored picture and its intrinsic size (the logo is drawn at its ratio, without a layout shift). */
export const sitePictureSchema = z.object({ path: z.string(), width: z.number().int(), height: z.number().int() });
export type SitePicture = z.infer<typeof sitePictureSchema>;

export const sitePictureNames = ['logo', 'favicon', 'share_image'] as const;
export type SitePictureName = (typeof sitePictureNames)[number];

/** The settings as stored: the edited fields and the pictures (null: none, the built-in one is used). */
export const storedSiteSettingsSchema = siteSettingsInputSchema.extend({
  logo: sitePictureSchema.nullable(),
  favicon: sitePictureSchema.nullable(),
  share_image: sitePictureSchema.nullable(),
});
export type StoredSiteSettings = z.infer<typeof storedSiteSettingsSchema>;

/** A picture as the pages use it: its URL and size. */
export const sitePictureOutSchema = z.object({ url: z.string(), width: z.number(), height: z.number() });
export type SitePictureOut = z.infer<typeof sitePictureOutSchema>;

/** What pages need, as `GET /api/site-settings` answers it (and the server gives each render). */
export const publicSiteSettingsSchema = z.object({
  site_name: z.string(),
  phone: z.string(),
  email: z.string(),
  /** The filled links only, in the networks' order. */
  social_links: z.array(z.object({ network: z.enum(socialNetworks), url: z.string() })),
  /** Every entry in the owner's order, hidden ones included (`visible`). */
  menu: z.array(menuEntrySchema),
  footer_text: z.string(),
  analytics: analyticsSchema,
  logo: sitePictureOutSchema.nullable(),
  favicon: sitePictureOutSchema.nullable(),
  share_image: sitePictureOutSchema.nullable(),
});
export type PublicSiteSettings = z.infer<typeof publicSiteSettingsSchema>;

/** What the admin screen reads: the public form plus every network's link, filled or not. */
export const adminSiteSettingsSchema = publicSiteSettingsSchema.extend({
  social_links_by_network: z.object(
    Object.fromEntries(socialNetworks.map((network) => [network, z.string()])) as Record<SocialNetwork, z.ZodString>,
  ),
  updated_at: z.string().nullable(),
});
export type AdminSiteSettings = z.infer<typeof adminSiteSettingsSchema>;
