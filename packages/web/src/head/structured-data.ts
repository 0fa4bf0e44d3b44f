import type { Product } from '@grain/contract/catalogue';
import type { Blog, ContactSection, Faq } from '@grain/contract/content-types';
import { isInStock, isOnSale } from '@grain/contract/price';
import { absoluteUrl, type Crumb, describe, SITE_DESCRIPTION, SITE_NAME, type SiteSettings } from './page-head.ts';

/**
 * JSON-LD (schema.org) built from the catalogue's own data: the business on every page, the
 * breadcrumb trail on inner pages, and Product, BlogPosting and FAQPage where they apply.
 */
const CONTEXT = 'https://schema.org';

export function localBusiness(
  contact: Pick<ContactSection, 'phone' | 'email' | 'location'> | undefined,
  site: SiteSettings,
) {
  return {
    '@context': CONTEXT,
    '@type': 'LocalBusiness',
    '@id': `${site.origin}/#business`,
    name: SITE_NAME,
    description: SITE_DESCRIPTION,
    url: `${site.origin}/`,
    logo: `${site.origin}/favicon.svg`,
    ...(contact?.phone ? { telephone: contact.phone } : {}),
    ...(contact?.email ? { email: contact.email } : {}),
    ...(contact?.location ? { address: { '@type': 'PostalAddress', streetAddress: contact.location } } : {}),
  };
}

export function breadcrumbList(trail: Crumb[], pageUrl: string, site: SiteSettings) {
  const items = [{ label: 'Home', to: '/' }, ...trail];
  return {
    '@context': CONTEXT,
    '@type': 'BreadcrumbList',
    itemListElement: items.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.label,
      item: index === items.length - 1 ? pageUrl : absoluteUrl(crumb.to ?? '/', site.origin),
    })),
  };
}

export function productData(product: Product, pageUrl: string, site: SiteSettings) {
  const images = [product.image_url, ...product.gallery_urls].filter((url): url is string => Boolean(url));
  const price = product.price ?? 0;
  const onSale = isOnSale(product.price, product.sale_price);
  const offers =
    price > 0
      ? {
          '@type': 'Offer',
          url: pageUrl,
          priceCurrency: site.currency,
          price: (onSale ? (product.sale_price as number) : price).toFixed(2),
          availability: isInStock(product.stock_quantity) ? `${CONTEXT}/InStock` : `${CONTEXT}/OutOfStock`,
          itemCondition: `${CONTEXT}/NewCondition`,
          seller: { '@id': `${site.origin}/#business` },
          ...(onSale
            ? {
                priceSpecification: {
                  '@type': 'UnitPriceSpecification',
                  priceType: `${CONTEXT}/StrikethroughPrice`,
                  price: price.toFixed(2),
                  priceCurrency: site.currency,
                },
              }
            : {}),
        }
      : undefined;
  return {
    '@context': CONTEXT,
    '@type': 'Product',
    name: product.name,
    sku: product.sku,
    description: describe(product.short_description || product.description, product.name),
    ...(images.length ? { image: images.map((url) => absoluteUrl(url, site.origin)) } : {}),
    brand: { '@type': 'Brand', name: SITE_NAME },
    ...(product.category?.name ? { category: product.category.name } : {}),
    ...(offers ? { offers } : {}),
  };
}

export function blogPosting(blog: Blog, pageUrl: string, site: SiteSettings) {
  return {
    '@context': CONTEXT,
    '@type': 'BlogPosting',
    headline: blog.title,
    description: describe(blog.description, blog.title),
    ...(blog.image_url ? { image: [absoluteUrl(blog.image_url, site.origin)] } : {}),
    datePublished: blog.date,
    dateModified: blog.updated_at,
    author: { '@type': 'Person', name: blog.written_by },
    publisher: { '@id': `${site.origin}/#business` },
    mainEntityOfPage: pageUrl,
    ...(blog.category?.name ? { articleSection: blog.category.name } : {}),
  };
}

export function faqPage(faqs: Faq[]) {
  return {
    '@context': CONTEXT,
    '@type': 'FAQPage',
    mainEntity: faqs.map((faq) => ({
      '@type': 'Question',
      name: faq.question,
      acceptedAnswer: { '@type': 'Answer', text: faq.answer },
    })),
  };
}
