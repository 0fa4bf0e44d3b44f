import type { Product } from '@grain/contract/catalogue';
import type { Blog, ContactSection, Faq } from '@grain/contract/content-types';
import { isInStock, isOnSale } from '@grain/contract/price';
import { absoluteUrl, type Crumb, describe, SITE_DESCRIPTION, type SiteSettings } from './page-head.ts';

/**
 * JSON-LD (schema.org) built from the catalogue's own data: the business on every page, the
 * breadcrumb trail on inner pages, and Product, BlogPosting and FAQPage where they apply.
 */
const CONTEXT = 'https://schema.org';

/**
 * The business (an Organization) on every page: the owner's site name, logo, social profiles
 * (sameAs) and contact, the settings' phone and email first, then contact section 1's.
 */
export function localBusiness(
  contact: Pick<ContactSection, 'phone' | 'email' | 'location'> | undefined,
  site: SiteSettings,
) {
  const { settings } = site;
  const phone = settings.phone || contact?.phone;
  const email = settings.email || contact?.email;
  return {
    '@context': CONTEXT,
    '@type': 'LocalBusiness',
    '@id': `${site.origin}/#business`,
    name: settings.site_name,
    description: SITE_DESCRIPTION,
    url: `${site.origin}/`,
    logo: settings.logo ? absoluteUrl(settings.logo.url, site.origin) : `${site.origin}/favicon.svg`,
    ...(settings.social_links.length ? { sameAs: settings.social_links.map((link) => link.url) } : {}),
    ...(phone ? { telephone: phone } : {}),
    ...(email ? { email } : {}),
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
    brand: { '@type': 'Brand', name: site.settings.site_name },
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
