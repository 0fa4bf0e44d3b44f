import { faCheck } from '@fortawesome/free-solid-svg-icons/faCheck';
import { faEnvelope } from '@fortawesome/free-solid-svg-icons/faEnvelope';
import { faPenRuler } from '@fortawesome/free-solid-svg-icons/faPenRuler';
import { faStar } from '@fortawesome/free-solid-svg-icons/faStar';
import type { Product } from '@grain/contract/catalogue';
import { productEnquiryPath } from '@grain/contract/contact-rules';
import { availabilityLabel } from '@grain/contract/price';
import { paths } from '@grain/contract/site-paths';
import { useQuery } from '@tanstack/react-query';
import { useId, useMemo } from 'react';
import { Link, useParams } from 'react-router';
import { productQueries } from '../../api/product-queries.ts';
import { Icon } from '../../ui/icon.tsx';
import { availabilityLook, ProductCard, ProductPrice } from '../../ui/product-card.tsx';
import { CONTAINER_WIDTH_ON_PHONES, ResponsiveImage } from '../../ui/responsive-image.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';
import { PageBanner } from '../layout/page-banner.tsx';
import { useSafeHtml } from '../shared/use-safe-html.ts';
import styles from './product-details.module.css';
import { type Tab, Tabs } from './product-tabs.tsx';

/** Related products shown under a product (spec public §9). */
export const RELATED_PRODUCTS = 4;

/** /products/{id} (spec public "Product details"); its loader answers 404 for a missing product. */
export function Component() {
  const { id = '' } = useParams();
  const { data: product } = useQuery(productQueries.detail(id));

  return (
    <>
      <PageBanner
        title={product?.name ?? 'Product Details'}
        trail={[{ label: 'Products', to: paths.products }, { label: 'Product Details' }]}
      />
      <section className={styles.section}>
        <div className={styles.container}>
          {product ? <ProductDetails key={product.id} product={product} /> : <DetailsSkeleton />}
        </div>
      </section>
      {product?.category_id ? <RelatedProducts product={product} /> : null}
    </>
  );
}

const AVAILABILITY_CLASS: Record<Product['availability'], string | undefined> = {
  in_stock: styles.inStock,
  made_to_order: styles.madeToOrder,
  out_of_stock: styles.outOfStock,
};

function ProductDetails({ product }: { product: Product }) {
  const look = availabilityLook(product.availability);
  const categoryId = product.category?.id ?? product.category_id;
  const description = useSafeHtml(product.description);

  const tabs: Tab[] = [
    {
      id: 'description',
      label: 'Description',
      content:
        description === null ? null : description.trim() ? (
          // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised on save, and by DOMPurify here (useSafeHtml).
          <div className={styles.richText} dangerouslySetInnerHTML={{ __html: description }} />
        ) : (
          <p className={styles.muted}>No description available for this product.</p>
        ),
    },
  ];
  if (product.specifications.length > 0) {
    tabs.push({
      id: 'specifications',
      label: 'Specifications',
      content: (
        <table className={styles.specs}>
          <caption className="visually-hidden">Specifications of {product.name}</caption>
          <tbody>
            {product.specifications.map((spec, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: keys may repeat; the order is fixed
              <tr key={index}>
                <th scope="row">{spec.key}</th>
                <td>{spec.value || '—'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ),
    });
  }
  if (product.features.length > 0) {
    tabs.push({
      id: 'features',
      label: 'Features',
      content: (
        <ul className={styles.features}>
          {product.features.map((feature, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: lines may repeat; the order is fixed
            <li key={index}>
              <Icon icon={faCheck} />
              {feature}
            </li>
          ))}
        </ul>
      ),
    });
  }

  return (
    <article className={styles.product}>
      <div className={styles.overview}>
        <ProductGallery product={product} />
        <div className={styles.info}>
          {product.category && categoryId ? (
            <Link to={paths.productCategory(categoryId)} className={styles.category}>
              {product.category.name}
            </Link>
          ) : null}
          <h2 className={styles.name}>{product.name}</h2>
          {product.sku && <p className={styles.sku}>SKU: {product.sku}</p>}
          <ProductPrice product={product} className={styles.price} />
          <ul className={styles.badges} aria-label="Availability and labels">
            <li className={`${styles.badge} ${AVAILABILITY_CLASS[product.availability]}`}>
              <Icon icon={look.icon} />
              {product.in_stock ? `In Stock (${product.stock_quantity} available)` : availabilityLabel(product)}
            </li>
            {product.is_featured && (
              <li className={`${styles.badge} ${styles.featured}`}>
                <Icon icon={faStar} />
                Featured
              </li>
            )}
            {product.customized && (
              <li className={`${styles.badge} ${styles.customized}`}>
                <Icon icon={faPenRuler} />
                Customized
              </li>
            )}
          </ul>
          {product.short_description && <p className={styles.summary}>{product.short_description}</p>}
          <div className={styles.actions}>
            {/* A plain link, so the enquiry works without JavaScript; a price on request is asked for here. */}
            <Link to={productEnquiryPath(product.id)} className={styles.primaryAction}>
              <Icon icon={faEnvelope} />
              Ask About This Product
            </Link>
          </div>
        </div>
      </div>
      <Tabs tabs={tabs} label="Product information" />
    </article>
  );
}

/** The main image, then the gallery, each picture once, with its variants. */
function productImages(product: Product) {
  const all = [
    { url: product.image_url, meta: product.image_meta },
    ...product.gallery_urls.map((url, index) => ({ url, meta: product.gallery_meta?.[index] })),
  ];
  const seen = new Set<string>();
  return all.flatMap(({ url, meta }) => {
    if (!url || seen.has(url)) return [];
    seen.add(url);
    return [{ url, meta }];
  });
}

/**
 * The main picture and, with several, a thumbnail for each. The thumbnails are the labels of
 * radio buttons: the browser switches the picture (product-details.module.css), with or without
 * the app, and a picture picked before the app started stays picked. Each main picture sits in
 * the frame's place; only the picked one is displayed, so the others load when first picked.
 */
function ProductGallery({ product }: { product: Product }) {
  const group = useId();
  const images = useMemo(() => productImages(product), [product]);
  const sizes = `(min-width: 990px) 50vw, ${CONTAINER_WIDTH_ON_PHONES}`;
  if (images.length < 2) {
    const [only] = images;
    return (
      <div className={styles.gallery}>
        <div className={styles.mainImageFrame}>
          <ResponsiveImage
            src={only?.url}
            meta={only?.meta}
            sizes={sizes}
            alt={product.name}
            className={styles.mainImage}
            width={800}
            height={600}
            priority
          />
        </div>
      </div>
    );
  }
  return (
    <div className={styles.gallery}>
      <div className={styles.mainImageFrame} />
      <ul className={styles.thumbnails} aria-label="Product images">
        {images.map(({ url, meta }, index) => {
          const id = `${group}-${index}`;
          return (
            <li key={url}>
              <input
                type="radio"
                name={group}
                id={id}
                className={`visually-hidden ${styles.pick}`}
                defaultChecked={index === 0}
                aria-label={`Show image ${index + 1} of ${images.length}`}
              />
              <label htmlFor={id} className={styles.thumbnail}>
                <ResponsiveImage src={url} meta={meta} sizes="120px" alt="" />
              </label>
              <div className={styles.picked}>
                <ResponsiveImage
                  src={url}
                  meta={meta}
                  sizes={sizes}
                  alt={`${product.name}, image ${index + 1} of ${images.length}`}
                  keepAlt
                  className={styles.mainImage}
                  width={800}
                  height={600}
                  priority={index === 0}
                />
              </div>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

/**
 * Up to four other products from the first page of the same category. A failure is only
 * logged (by the API client; spec public §8), and an empty result hides the section.
 */
function RelatedProducts({ product }: { product: Product }) {
  const headingId = useId();
  const { data } = useQuery(productQueries.byCategory(product.category_id!));
  const related = (data?.data ?? []).filter((other) => other.id !== product.id).slice(0, RELATED_PRODUCTS);
  if (related.length === 0) return null;
  return (
    <section className={styles.related} aria-labelledby={headingId}>
      <div className={styles.container}>
        <h2 id={headingId} className={styles.relatedHeading}>
          Related Products
        </h2>
        <ul className={styles.relatedGrid}>
          {related.map((other) => (
            <li key={other.id}>
              <ProductCard product={other} />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

function DetailsSkeleton() {
  return (
    <div className={styles.overview} aria-busy="true">
      <p className="visually-hidden" role="status">
        Loading product
      </p>
      <Skeleton height="auto" className={styles.mainImageSkeleton} />
      <div className={styles.info}>
        <Skeleton width="30%" height="0.9rem" />
        <Skeleton width="70%" height="2.2rem" />
        <Skeleton width="25%" height="0.9rem" />
        <Skeleton width="35%" height="1.8rem" />
        <Skeleton height="1rem" />
        <Skeleton width="85%" height="1rem" />
      </div>
    </div>
  );
}
