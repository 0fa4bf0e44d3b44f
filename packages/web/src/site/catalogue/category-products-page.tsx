import { paths } from '@grain/contract/site-paths';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { categoryQueries } from '../../api/category-queries.ts';
import { PageBanner } from '../layout/page-banner.tsx';
import styles from './catalogue.module.css';
import { ProductCatalogue } from './product-catalogue.tsx';

/**
 * /products/category/{id} (spec public "Category products"): the category's products with
 * the same search and filters as /products. A category that fails to load is only logged
 * (spec §8): the products are listed under a generic title.
 */
export function Component() {
  const { id = '' } = useParams();
  // A malformed id still asks the API, which answers with its own error for the list.
  const categoryId = /^\d+$/.test(id) ? Number(id) : -1;
  const { data: category } = useQuery({ ...categoryQueries.detail(id), enabled: categoryId > 0 });
  const name = category?.name;
  return (
    <>
      <PageBanner
        title={name ?? 'Category Products'}
        trail={[{ label: 'Products', to: paths.products }, { label: name ?? 'Category' }]}
      />
      <section className={styles.section}>
        <div className={styles.container}>
          <ProductCatalogue
            key={categoryId}
            categoryId={categoryId}
            heading={name ? `Products in ${name}` : 'Category Products'}
            subtitle={category?.description?.trim() || 'Browse products in this category'}
          />
        </div>
      </section>
    </>
  );
}
