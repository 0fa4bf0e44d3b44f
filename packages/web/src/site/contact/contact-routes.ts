import { enquiryProductId } from '@grain/contract/contact-rules';
import type { ContactSection } from '@grain/contract/content-types';
import { contactSectionQueries } from '../../api/content-queries.ts';
import { productQueries } from '../../api/product-queries.ts';
import { describe, type HeadArgs, type PageHead } from '../../head/page-head.ts';
import { pageLoader } from '../../routing/route-data.ts';
import { CONTACT_SECTION_ID } from '../layout/layout-routes.ts';

// The layout's loader already fetches the contact section this page shows.

/**
 * A product enquiry (`/contact?product=12`, from a product's page): the product, so that the
 * page names it on the server. One the catalogue does not show leaves a general form.
 */
export const contactLoader = pageLoader(({ request }) => {
  const productId = enquiryProductId(new URL(request.url).searchParams);
  return { sections: productId === null ? [] : [productQueries.detail(productId)] };
});

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
