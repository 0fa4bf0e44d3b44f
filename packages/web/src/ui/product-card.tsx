import { faCircleCheck } from '@fortawesome/free-solid-svg-icons/faCircleCheck';
import { faCircleXmark } from '@fortawesome/free-solid-svg-icons/faCircleXmark';
import type { ProductSummary } from '@grain/contract/catalogue';
import { formatPrice, isOnSale, stockLabel } from '@grain/contract/price';
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
  | 'stock_quantity'
  | 'is_featured'
  | 'customized'
  | 'category_id'
  | 'category'
  | 'image_url'
  | 'image_meta'
>;

/** The price line: the sale price with the original struck through, or the one price. */
export function ProductPrice({
  price,
  salePrice,
  className,
}: {
  price: number | null;
  salePrice: number | null;
  className?: string;
}) {
  if (isOnSale(price, salePrice)) {
    return (
      <p className={`${styles.price} ${className ?? ''}`}>
        <span className="visually-hidden">Sale price </span>
        <ins className={styles.salePrice}>{formatPrice(salePrice)}</ins>{' '}
        <span className="visually-hidden">, original price </span>
        <del className={styles.originalPrice}>{formatPrice(price)}</del>
      </p>
    );
  }
  return <p className={`${styles.price} ${className ?? ''}`}>{formatPrice(price)}</p>;
}

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
  const onSale = isOnSale(product.price, product.sale_price);
  const inStock = (product.stock_quantity ?? 0) > 0;
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
          <ProductPrice price={product.price} salePrice={product.sale_price} />
          <p className={`${styles.stock} ${inStock ? styles.inStock : styles.outOfStock}`}>
            <Icon icon={inStock ? faCircleCheck : faCircleXmark} />
            {stockLabel(product.stock_quantity)}
          </p>
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
