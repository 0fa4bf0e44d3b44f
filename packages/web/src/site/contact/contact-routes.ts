import type { ContactSection } from '@grain/contract/content-types';
import { contactSectionQueries } from '../../api/content-queries.ts';
import { describe, type HeadArgs, type PageHead } from '../../head/page-head.ts';
import { CONTACT_SECTION_ID } from '../layout/layout-routes.ts';

// The layout's loader already fetches the contact section this page shows.

export const contactHead = ({ queryClient }: HeadArgs): PageHead => {
  const contact = queryClient.getQueryData<ContactSection>(contactSectionQueries.detail(CONTACT_SECTION_ID).queryKey);
  return {
    title: 'Contact Us',
    description: describe(
      contact
        ? `Write to us, call ${contact.phone} or visit the workshop at ${contact.location}. We answer every message within a working day.`
        : 'Write to us about your project: we answer every message within a working day.',
    ),
    breadcrumbs: [{ label: 'Contact' }],
  };
};
