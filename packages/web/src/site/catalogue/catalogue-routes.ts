import type { Product } from '@grain/contract/catalogue';
import type { Category } from '@grain/contract/content-types';
import { paths } from '@grain/contract/site-paths';
import { categoryQueries } from '../../api/category-queries.ts';
import { productQueries } from '../../api/product-queries.ts';
import { canonicalUrl, describe, type HeadArgs, type PageHead, withOwnSeo } from '../../head/page-head.ts';
import { productData } from '../../head/structured-data.ts';
import { queryClientContext } from '../../routing/route-context.ts';
import { idParam, loadPageData, type PageLoaderArgs } from '../../routing/route-data.ts';
import { serverRenderContext } from '../../routing/server-context.ts';

export const PRODUCT_NOT_FOUND = 'Product not found';
export const CATEGORY_NOT_FOUND = 'Category not found';

export const productsHead = (): PageHead => ({
  title: 'Products',
  description:
    'Handmade furniture and wooden flooring from our workshop: tables, chairs, storage, beds and outdoor pieces, many made to measure.',
  breadcrumbs: [{ label: 'Products' }],
});

export const customizedHead = (): PageHead => ({
  title: 'Customized Products',
  description:
    'Furniture and flooring made to your measurements, in the wood and finish you choose, handcrafted in our workshop to last generations.',
  breadcrumbs: [{ label: 'Products', to: paths.products }, { label: 'Customized Products' }],
});

export const categoryHead = ({ queryClient, params }: HeadArgs): PageHead => {
  const category = queryClient.getQueryData<Category>(categoryQueries.detail(Number(params.id)).queryKey);
  const name = category?.name;
  return withOwnSeo(
    {
      title: name ? `Products in ${name}` : 'Category Products',
      heading: name ?? 'Category Products',
      description: describe(category?.description || (name ? `Browse our ${name.toLowerCase()}.` : '')),
      image: category?.image_url,
      breadcrumbs: [{ label: 'Products', to: paths.products }, { label: name ?? 'Category' }],
    },
    category,
  );
};

/** A product, then the other products of its category beside it (spec public "Product details"). */
export async function productLoader({ params, context }: PageLoaderArgs): Promise<null> {
  const queryClient = context.get(queryClientContext);
  const strict = context.get(serverRenderContext);
  const detail = productQueries.detail(idParam(params.id, PRODUCT_NOT_FOUND));
  await loadPageData(
    queryClient,
    { required: [detail], notFound: PRODUCT_NOT_FOUND, failure: 'Error loading product' },
    strict,
  );
  const categoryId = queryClient.getQueryData<Product>(detail.queryKey)?.category_id;
  if (categoryId) await loadPageData(queryClient, { sections: [productQueries.byCategory(categoryId)] }, strict);
  return null;
}

export const productHead = ({ queryClient, params, url, site }: HeadArgs): PageHead => {
  const product = queryClient.getQueryData<Product>(productQueries.detail(params.id ?? '').queryKey);
  return withOwnSeo(
    {
      title: product?.name ?? 'Product Details',
      heading: product?.name ?? 'Product Details',
      description: describe(product?.short_description || product?.description),
      image: product?.image_url,
      type: 'product',
      breadcrumbs: [{ label: 'Products', to: paths.products }, { label: 'Product Details' }],
      structuredData: product ? [productData(product, canonicalUrl(url, site.origin), site)] : [],
    },
    product,
  );
};
