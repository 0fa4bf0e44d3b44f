import type { Product } from '@grain/contract/catalogue';
import type { Blog, ContactSection, Faq } from '@grain/contract/content-types';
import { schemaAvailability } from '@grain/contract/price';
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

/**
 * A product's Offer: its availability (InStock, MadeToOrder or OutOfStock), and its price
 * unless the price is given on request (an Offer without a price, so that search engines show
 * no made-up one). While a sale runs (the API's `on_sale`, on the server's clock) the price is
 * the sale price, the original a StrikethroughPrice, and a sale with an end says it as
 * priceValidUntil (a date: the page is made again when the sale ends, see cache/sale-clock.ts).
 * A product with neither a price nor a price on request (old data: zero) has no Offer, as before.
 */
function productOffer(product: Product, pageUrl: string, site: SiteSettings) {
  const price = product.price ?? 0;
  if (!product.price_on_request && price <= 0) return undefined;
  const common = {
    '@type': 'Offer',
    url: pageUrl,
    availability: schemaAvailability(product.availability),
    itemCondition: `${CONTEXT}/NewCondition`,
    seller: { '@id': `${site.origin}/#business` },
  };
  if (product.price_on_request) return common;
  const onSale = product.on_sale && product.sale_price !== null;
  return {
    ...common,
    priceCurrency: site.currency,
    price: (onSale ? (product.sale_price as number) : price).toFixed(2),
    ...(onSale && product.sale_ends_at ? { priceValidUntil: product.sale_ends_at.slice(0, 10) } : {}),
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
  };
}

export function productData(product: Product, pageUrl: string, site: SiteSettings) {
  const images = [product.image_url, ...product.gallery_urls].filter((url): url is string => Boolean(url));
  const offers = productOffer(product, pageUrl, site);
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
