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
      col.custom('Price', productCells.price, {
        fields: ['price', 'sale_price', 'price_on_request', 'sale_starts_at', 'sale_ends_at'],
        sort: 'price',
      }),
      col.custom('Stock', productCells.stock, { fields: ['stock_quantity', 'made_to_order', 'lead_time_weeks'] }),
      col.custom('Status', productCells.status, { fields: ['is_active', 'is_featured'] }),
    ],
    sortable: PRODUCT_SORTS,
    form: {
      groups: [
        { legend: 'Product', fields: ['name', 'sku', 'category_id', 'sort_order'] },
        { legend: 'Price', fields: ['price', 'price_on_request', 'sale_price', 'sale_starts_at', 'sale_ends_at'] },
        { legend: 'Stock', fields: ['stock_quantity', 'made_to_order', 'lead_time_weeks'] },
        { legend: 'Description', fields: ['short_description', 'description'] },
        { legend: 'Options', fields: ['is_active', 'is_featured', 'customized'] },
      ],
      sections: [productLines, productImages],
      createValues: { stock_quantity: '0' },
      placeholders: { sku: 'PROD-001' },
      hints: {
        price_on_request:
          'Shows "Price on request" and an enquiry button instead of the price, which visitors are not told.',
        sale_price: 'Optional. A sale applies only when it is lower than the price.',
        sale_starts_at: 'Optional. Empty: the sale runs as soon as it is saved.',
        sale_ends_at: 'Optional. The sale price stops showing at this time; empty: until you remove it.',
        made_to_order: 'When none is in stock, shown as made to order with its lead time instead of out of stock.',
        lead_time_weeks: 'Weeks from order to dispatch (1 to 52); needed when made to order.',
        description: htmlHint,
        customized: "Made to the customer's measure or design: listed among the customized products.",
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
