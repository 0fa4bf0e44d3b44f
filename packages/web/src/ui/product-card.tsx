import { faCircleCheck } from '@fortawesome/free-solid-svg-icons/faCircleCheck';
import { faCircleXmark } from '@fortawesome/free-solid-svg-icons/faCircleXmark';
import { faEnvelope } from '@fortawesome/free-solid-svg-icons/faEnvelope';
import { faHammer } from '@fortawesome/free-solid-svg-icons/faHammer';
import type { ProductSummary } from '@grain/contract/catalogue';
import { productEnquiryPath } from '@grain/contract/contact-rules';
import { type Availability, availabilityLabel, formatPrice, PRICE_ON_REQUEST } from '@grain/contract/price';
import { paths } from '@grain/contract/site-paths';
import { Link } from 'react-router';
import { Icon } from './icon.tsx';
import { type ImageLoading, LAZY } from './image-loading.ts';
import styles from './product-card.module.css';
import { CARD_SIZES, ResponsiveImage } from './responsive-image.tsx';
import { Skeleton } from './skeleton.tsx';

export type ProductCardData = Pick<
  ProductSummary,
  | 'id'
  | 'name'
  | 'sku'
  | 'short_description'
  | 'price'
  | 'sale_price'
  | 'on_sale'
  | 'price_on_request'
  | 'stock_quantity'
  | 'availability'
  | 'made_to_order'
  | 'lead_time_weeks'
  | 'is_featured'
  | 'customized'
  | 'category_id'
  | 'category'
  | 'image_url'
  | 'image_meta'
>;

/** What the price line reads of a product. */
export type PricedProduct = Pick<ProductSummary, 'price' | 'sale_price' | 'on_sale' | 'price_on_request'>;

/**
 * The price line: "Price on request" when the price is given on enquiry, the sale price with
 * the original struck through while a sale runs (the API's `on_sale`, which follows the sale's
 * dates on the server's clock), else the one price.
 */
export function ProductPrice({ product, className }: { product: PricedProduct; className?: string }) {
  const classes = `${styles.price} ${className ?? ''}`;
  if (product.price_on_request) return <p className={`${classes} ${styles.onRequest}`}>{PRICE_ON_REQUEST}</p>;
  if (product.on_sale) {
    return (
      <p className={classes}>
        <span className="visually-hidden">Sale price </span>
        <ins className={styles.salePrice}>{formatPrice(product.sale_price)}</ins>{' '}
        <span className="visually-hidden">, original price </span>
        <del className={styles.originalPrice}>{formatPrice(product.price)}</del>
      </p>
    );
  }
  return <p className={classes}>{formatPrice(product.price)}</p>;
}

const AVAILABILITY_LOOK: Record<Availability, { icon: typeof faCircleCheck; className: string }> = {
  in_stock: { icon: faCircleCheck, className: styles.inStock },
  made_to_order: { icon: faHammer, className: styles.madeToOrder },
  out_of_stock: { icon: faCircleXmark, className: styles.outOfStock },
};

/** The icon and colour class of a product's availability. */
export const availabilityLook = (availability: Availability) => AVAILABILITY_LOOK[availability];

/**
 * A product in a grid or slider (spec public "Product card"): image (placeholder when missing
 * or broken), Sale / Featured / Customized badges, category, name, short description, price,
 * stock and SKU. The name is the card's one link to the product; the image repeats it for
 * pointer users only.
 */
export function ProductCard({
  product,
  imageLoading = LAZY,
}: {
  product: ProductCardData;
  imageLoading?: ImageLoading;
}) {
  const onSale = product.on_sale;
  const look = availabilityLook(product.availability);
  const categoryId = product.category?.id ?? product.category_id;
  return (
    <article className={styles.card}>
      <div className={styles.media}>
        <Link to={paths.product(product.id)} tabIndex={-1} aria-hidden="true" className={styles.imageLink}>
          <ResponsiveImage
            src={product.image_url}
            meta={product.image_meta}
            sizes={CARD_SIZES}
            alt=""
            className={styles.image}
            width={800}
            height={600}
            {...imageLoading}
          />
        </Link>
        {(onSale || product.is_featured || product.customized) && (
          <ul className={styles.badges} aria-label="Labels">
            {onSale && <li className={`${styles.badge} ${styles.sale}`}>Sale</li>}
            {product.is_featured && <li className={`${styles.badge} ${styles.featured}`}>Featured</li>}
            {product.customized && <li className={`${styles.badge} ${styles.customized}`}>Customized</li>}
          </ul>
        )}
      </div>
      <div className={styles.body}>
        {product.category && categoryId ? (
          <Link to={paths.productCategory(categoryId)} className={styles.category}>
            {product.category.name}
          </Link>
        ) : null}
        <h3 className={styles.name}>
          <Link to={paths.product(product.id)} className={styles.nameLink}>
            {product.name}
          </Link>
        </h3>
        {product.short_description && <p className={styles.description}>{product.short_description}</p>}
        <div className={styles.footer}>
          <ProductPrice product={product} />
          <p className={`${styles.stock} ${look.className}`}>
            <Icon icon={look.icon} />
            {availabilityLabel(product)}
          </p>
          {product.price_on_request ? (
            // A plain link: the enquiry works without JavaScript, as the whole card does.
            <Link to={productEnquiryPath(product.id)} className={styles.enquiry}>
              <Icon icon={faEnvelope} />
              Ask about this product<span className="visually-hidden">: {product.name}</span>
            </Link>
          ) : null}
        </div>
        {product.sku && <p className={styles.sku}>SKU: {product.sku}</p>}
      </div>
    </article>
  );
}

/** The card's outline while products load. */
export function ProductCardSkeleton() {
  return (
    <div className={`${styles.card} ${styles.skeletonCard}`} aria-hidden="true">
      <Skeleton height="auto" className={styles.skeletonImage} />
      <div className={styles.body}>
        <Skeleton width="40%" height="0.8rem" />
        <Skeleton width="80%" height="1.3rem" />
        <Skeleton height="0.9rem" />
        <Skeleton width="65%" height="0.9rem" />
        <Skeleton width="35%" height="1.2rem" />
      </div>
    </div>
  );
}
