import { useQuery } from '@tanstack/react-query';
import { contactSectionQueries } from '../../api/content-queries.ts';
import { useSiteSettings } from '../../head/site-settings.tsx';

/** Shown until the contact section loads, and instead of it when it fails (spec public §8–9). */
export const DEFAULT_CONTACT_DETAILS = {
  phone: '+1 (828) 555-0142',
  email: 'hello@grain-workshop.example',
  location: '14 Millrace Lane, River Arts District, Asheville, NC 28801',
} as const;

export const OPENING_HOURS = 'Sunday - Friday: 9 am - 8 pm';

export interface ContactDetails {
  phone: string;
  email: string;
  location: string;
}

/**
 * The company's phone, email and address: the phone and email of the site settings when the
 * owner set them, else contact section 1's, with defaults as fallback.
 */
export function useContactDetails(): ContactDetails {
  const { data } = useQuery(contactSectionQueries.detail(1));
  const { settings } = useSiteSettings();
  return {
    phone: settings.phone || data?.phone?.trim() || DEFAULT_CONTACT_DETAILS.phone,
    email: settings.email || data?.email?.trim() || DEFAULT_CONTACT_DETAILS.email,
    location: data?.location?.trim() || DEFAULT_CONTACT_DETAILS.location,
  };
}

/** A tel: link target with only the characters a dialler understands. */
export const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;
