import { faCouch } from '@fortawesome/free-solid-svg-icons/faCouch';
import { productFields } from '@grain/contract/catalogue';
import { categories } from '@grain/contract/content-types';
import type { Fields } from '@grain/contract/fields';
import { PRODUCT_SORTS } from '@grain/contract/product-search';
import { lazy } from 'react';
import { productCollectionOf } from '../../api/admin/products.ts';
import { productImages, productLines } from '../products/product-form-sections.tsx';
import { productCells, productListFailure, productReadFailure, productTypeOf } from '../products/product-overrides.tsx';
import { col } from '../resources/columns.tsx';
import { details, htmlHint, textsFor } from '../resources/config-helpers.tsx';
import type { ListScreen } from '../screen-types.ts';

/**
 * Products Management for products of these fields: the app's is of the contract's
 * `productFields`, and a field added there reaches the form (in its last fieldset) and the save.
 */
export const productsScreenOf = (fields: Fields): ListScreen => ({
  path: '/admin/products',
  label: 'Products',
  icon: faCouch,
  blurb: 'The product catalogue',
  title: 'Products Management',
  resource: {
    type: productTypeOf(fields),
    addLabel: 'Add New Product',
    create: 'always',
    canDelete: true,
    summary: (total) => `Total Products: ${total}`,
    headerActions: lazy(async () => ({
      default: (await import('../products/product-csv-actions.tsx')).ProductCsvActions,
    })),
    perPage: 10,
    columns: [
      col.image('image', 'Image', { placeholder: true }),
      col.text('name', 'Name', { wrap: true }),
      col.text('sku', 'SKU'),
      col.reference('category_id', 'Category'),
      col.custom('Description', productCells.description, {
        fields: ['short_description', 'description'],
        wrap: true,
      }),
      col.custom('Price', productCells.price, { fields: ['price', 'sale_price'], sort: 'price' }),
      col.custom('Stock', productCells.stock, { fields: ['stock_quantity'] }),
      col.custom('Status', productCells.status, { fields: ['is_active', 'is_featured'] }),
    ],
    sortable: PRODUCT_SORTS,
    form: {
      groups: [
        { legend: 'Product', fields: ['name', 'sku', 'category_id', 'sort_order'] },
        { legend: 'Price and stock', fields: ['price', 'sale_price', 'stock_quantity'] },
        { legend: 'Description', fields: ['short_description', 'description'] },
        { legend: 'Options', fields: ['is_active', 'is_featured', 'customized'] },
      ],
      sections: [productLines, productImages],
      createValues: { stock_quantity: '0' },
      placeholders: { sku: 'PROD-001' },
      hints: {
        sale_price: 'Optional. A sale applies only when it is lower than the price.',
        description: htmlHint,
        customized: 'Made to order: listed among the customized products.',
      },
    },
    modalSize: 'lg',
    texts: textsFor('product', 'products', {
      createSubmit: 'Create Product',
      editSubmit: 'Update Product',
      created: (record) => `Product "${record.name}" created successfully.`,
      updated: (record) => `Product "${record.name}" updated successfully.`,
      deleted: (record) => `Product "${record.name}" deleted successfully.`,
    }),
    deleteDetails: details(['Name', 'name'], ['SKU', 'sku']),
    // Spec admin §2, §7: search by name, by SKU and a category filter.
    search: [
      { kind: 'text', name: 'name', label: 'Search by name', placeholder: 'e.g. Oak table' },
      { kind: 'text', name: 'sku', label: 'Search by SKU', placeholder: 'e.g. PROD-001' },
      { kind: 'reference', name: 'category_id', label: 'Category', type: categories, allLabel: 'All categories' },
    ],
    collection: productCollectionOf(fields),
    detail: { loading: 'Loading product...', failure: productReadFailure },
    listFailure: productListFailure,
  },
});

export const productsScreen = productsScreenOf(productFields);
