import { PageBanner } from '../layout/page-banner.tsx';
import styles from './catalogue.module.css';
import { ProductCatalogue } from './product-catalogue.tsx';

/** /products: every product, searchable and filterable (spec public "Products list"). */
export function Component() {
  return (
    <>
      <PageBanner title="Products" trail={[{ label: 'Products' }]} />
      <section className={styles.section}>
        <div className={styles.container}>
          <ProductCatalogue heading="All Products" />
        </div>
      </section>
    </>
  );
}
