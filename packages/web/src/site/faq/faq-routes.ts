import type { Faq } from '@grain/contract/content-types';
import { faqQueries } from '../../api/content-queries.ts';
import { describe, type HeadArgs, type PageHead } from '../../head/page-head.ts';
import { faqPage } from '../../head/structured-data.ts';
import { pageLoader } from '../../routing/route-data.ts';

export const faqLoader = pageLoader(() => ({ sections: [faqQueries.list()] }));

export const faqHead = ({ queryClient }: HeadArgs): PageHead => {
  const faqs = queryClient.getQueryData<Faq[]>(faqQueries.list().queryKey) ?? [];
  return {
    title: 'FAQ',
    heading: 'FAQs',
    description: describe(
      faqs.length ? `Answers to questions we are often asked: ${faqs.map((faq) => faq.question).join(' ')}` : '',
    ),
    breadcrumbs: [{ label: 'FAQs' }],
    structuredData: faqs.length ? [faqPage(faqs)] : [],
  };
};
