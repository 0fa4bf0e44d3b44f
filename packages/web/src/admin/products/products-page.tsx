import { categories } from '@grain/contract/content-types';
import { formatPrice, isOnSale } from '@grain/contract/price';
import { truncate } from '@grain/contract/text';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { adminContentQueries } from '../../api/admin/content.ts';
import {
  adminProductQueries,
  deleteProduct,
  emptyCriteria,
  invalidateProducts,
  isSearching,
  type Product,
  type ProductCriteria,
  type ProductValues,
  saveProduct,
} from '../../api/admin/products.ts';
import { ApiError } from '../../api/client.ts';
import { ImageWithFallback } from '../../ui/image-with-fallback.tsx';
import { Modal } from '../../ui/modal.tsx';
import { plainText } from '../resources/display.ts';
import resourceStyles from '../resources/resource.module.css';
import { useDiscardGuard } from '../resources/use-discard-guard.tsx';
import { Alert } from '../ui/alert.tsx';
import { Button } from '../ui/button.tsx';
import { ConfirmDialog } from '../ui/confirm-dialog.tsx';
import { describeFailure, type Failure } from '../ui/failure.ts';
import { FailureAlert } from '../ui/failure-alert.tsx';
import { Loading } from '../ui/loading.tsx';
import { PageHeader } from '../ui/page-header.tsx';
import { Pager } from '../ui/pager.tsx';
import { StatusBadge } from '../ui/status-badge.tsx';
import { ProductForm } from './product-form.tsx';
import styles from './products.module.css';

const PER_PAGE = 10;
/** Typing pauses this long before a search runs. */
const SEARCH_DELAY_MS = 350;

/** Spec admin §8: "Failed to load products" / "Search failed", with the server's reason when it gave one. */
function listFailure(error: unknown, searching: boolean): Failure {
  const failure = describeFailure(error, searching ? 'Search failed' : 'Failed to load products');
  const prefix = searching ? 'Search error' : 'Error loading products';
  return { ...failure, details: failure.details.map((detail) => `${prefix}: ${detail}`) };
}

type Dialog = { kind: 'create' } | { kind: 'edit'; id: number } | { kind: 'delete'; product: Product };

function ProductModal({
  id,
  onClose,
  onSave,
}: {
  id?: number;
  onClose: () => void;
  onSave: (values: ProductValues, id?: number) => Promise<void>;
}) {
  const guard = useDiscardGuard(onClose);
  const detail = useQuery({ ...adminProductQueries.detail(id ?? 0), enabled: id !== undefined });
  let body: React.ReactNode;
  if (id !== undefined && detail.isPending) body = <Loading text="Loading product..." />;
  else if (id !== undefined && detail.isError) {
    const error = detail.error;
    body = (
      <Alert tone="error">
        {error instanceof ApiError && error.status === 404
          ? 'Product not found'
          : `Error loading product: ${error instanceof ApiError && error.status < 500 && error.status > 0 ? error.message : 'the server could not load it.'}`}
      </Alert>
    );
  } else {
    body = (
      <ProductForm
        product={id !== undefined ? detail.data : undefined}
        onSubmit={(values) => onSave(values, id)}
        onCancel={guard.requestClose}
        onDirtyChange={guard.onDirtyChange}
      />
    );
  }
  return (
    <>
      <Modal title={id !== undefined ? 'Edit Product' : 'Add New Product'} onClose={guard.requestClose} size="lg">
        {body}
      </Modal>
      {guard.dialog}
    </>
  );
}

/** Products Management (spec admin §2): search by name and SKU, category filter, paging, modal form. */
export function ProductsPage() {
  const queryClient = useQueryClient();
  const ids = useId();
  const [draft, setDraft] = useState<ProductCriteria>(emptyCriteria);
  const [criteria, setCriteria] = useState<ProductCriteria>(emptyCriteria);
  const [page, setPage] = useState(1);
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const [banner, setBanner] = useState<string | null>(null);
  const [deleting, setDeleting] = useState(false);
  const [deleteFailure, setDeleteFailure] = useState<Failure | null>(null);
  const categoryList = useQuery(adminContentQueries(categories).list());
  const list = useQuery({ ...adminProductQueries.list(criteria, page, PER_PAGE), placeholderData: keepPreviousData });
  const searching = isSearching(criteria);

  // A search or filter resets to page 1 (spec admin §4); text criteria wait for a pause in typing.
  useEffect(() => {
    const apply = () => {
      setCriteria(draft);
      setPage(1);
    };
    if (draft.categoryId !== criteria.categoryId) {
      apply();
      return;
    }
    if (draft.name === criteria.name && draft.sku === criteria.sku) return;
    const timer = setTimeout(apply, SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [draft, criteria]);

  const save = async (values: ProductValues, id?: number) => {
    const saved = await saveProduct(values, id);
    setDialog(null);
    setBanner(
      id === undefined
        ? `Product "${saved.name}" created successfully.`
        : `Product "${saved.name}" updated successfully.`,
    );
    await invalidateProducts(queryClient);
  };

  const remove = async (product: Product) => {
    setDeleting(true);
    setDeleteFailure(null);
    try {
      await deleteProduct(product.id);
      setDialog(null);
      setBanner(`Product "${product.name}" deleted successfully.`);
      if (list.data?.data.length === 1 && page > 1) setPage(page - 1);
      await invalidateProducts(queryClient);
    } catch (error) {
      setDeleteFailure(describeFailure(error, 'Failed to delete product'));
    } finally {
      setDeleting(false);
    }
  };

  const products = list.data?.data ?? [];
  return (
    <section aria-labelledby="admin-screen-title">
      <PageHeader
        title="Products Management"
        note={list.data ? `${searching ? 'Found' : 'Total Products:'} ${list.data.total}` : undefined}
      >
        <Button variant="primary" icon="fa-solid fa-plus" onClick={() => setDialog({ kind: 'create' })}>
          Add New Product
        </Button>
      </PageHeader>

      <form
        className={styles.search}
        aria-label="Search products"
        onSubmit={(event) => {
          event.preventDefault();
          setCriteria(draft);
          setPage(1);
        }}
      >
        <div className={styles.searchField}>
          <label htmlFor={`${ids}-name`}>Search by name</label>
          <input
            id={`${ids}-name`}
            type="search"
            value={draft.name}
            placeholder="e.g. Oak table"
            onChange={(event) => setDraft({ ...draft, name: event.target.value })}
          />
        </div>
        <div className={styles.searchField}>
          <label htmlFor={`${ids}-sku`}>Search by SKU</label>
          <input
            id={`${ids}-sku`}
            type="search"
            value={draft.sku}
            placeholder="e.g. PROD-001"
            onChange={(event) => setDraft({ ...draft, sku: event.target.value })}
          />
        </div>
        <div className={styles.searchField}>
          <label htmlFor={`${ids}-category`}>Category</label>
          <select
            id={`${ids}-category`}
            value={draft.categoryId}
            onChange={(event) => setDraft({ ...draft, categoryId: event.target.value })}
          >
            <option value="">All categories</option>
            {(categoryList.data ?? []).map((category) => (
              <option key={category.id} value={String(category.id)}>
                {String(category.name)}
              </option>
            ))}
          </select>
        </div>
        <div className={styles.searchButtons}>
          <Button type="submit" icon="fa-solid fa-magnifying-glass">
            Search
          </Button>
          <Button
            variant="ghost"
            disabled={!isSearching(draft) && !searching}
            onClick={() => {
              setDraft(emptyCriteria);
              setCriteria(emptyCriteria);
              setPage(1);
            }}
          >
            Clear
          </Button>
        </div>
      </form>

      {banner ? (
        <Alert tone="success" onDismiss={() => setBanner(null)}>
          {banner}
        </Alert>
      ) : null}

      {list.isPending ? (
        <Loading text={searching ? 'Searching...' : 'Loading products...'} />
      ) : list.isError ? (
        <FailureAlert failure={listFailure(list.error, searching)} />
      ) : products.length === 0 ? (
        <p className={resourceStyles.empty}>{searching ? 'No products match your search.' : 'No products yet.'}</p>
      ) : (
        <>
          {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard */}
          <section className={resourceStyles.tableWrap} aria-label="Products" tabIndex={0}>
            <table className={resourceStyles.table} aria-busy={list.isFetching || undefined}>
              <caption className="visually-hidden">{searching ? 'Matching products' : 'Products'}</caption>
              <thead>
                <tr>
                  <th scope="col">Image</th>
                  <th scope="col">Name</th>
                  <th scope="col">SKU</th>
                  <th scope="col">Category</th>
                  <th scope="col">Description</th>
                  <th scope="col">Price</th>
                  <th scope="col">Stock</th>
                  <th scope="col">Status</th>
                  <th scope="col" className={resourceStyles.actionsHeader}>
                    Actions
                  </th>
                </tr>
              </thead>
              <tbody>
                {products.map((product) => (
                  <tr key={product.id}>
                    <td data-label="Image">
                      <ImageWithFallback
                        src={product.image_url}
                        alt={`Image of ${product.name}`}
                        className={resourceStyles.thumb}
                        style={{ width: 64 }}
                        loading="lazy"
                      />
                    </td>
                    <td className={resourceStyles.wrap} data-label="Name">
                      {product.name}
                    </td>
                    <td data-label="SKU">{product.sku ?? '—'}</td>
                    <td data-label="Category">{product.category?.name ?? '—'}</td>
                    <td className={resourceStyles.wrap} data-label="Description">
                      {truncate(product.short_description || plainText(product.description), 50) || '—'}
                    </td>
                    <td data-label="Price">
                      {isOnSale(product.price, product.sale_price) ? (
                        <span className={styles.price}>
                          <s>
                            <span className="visually-hidden">Was </span>
                            {formatPrice(product.price)}
                          </s>
                          <strong>{formatPrice(product.sale_price)}</strong>
                        </span>
                      ) : (
                        formatPrice(product.price)
                      )}
                    </td>
                    <td data-label="Stock">
                      {(product.stock_quantity ?? 0) > 0 ? (
                        product.stock_quantity
                      ) : (
                        <span className={styles.outOfStock}>Out of Stock</span>
                      )}
                    </td>
                    <td data-label="Status">
                      <span className={styles.badges}>
                        <StatusBadge active={product.is_active} />
                        {product.is_featured ? <span className={styles.featured}>Featured</span> : null}
                      </span>
                    </td>
                    <td className={resourceStyles.rowActions}>
                      <Button
                        size="sm"
                        icon="fa-solid fa-pen"
                        onClick={() => setDialog({ kind: 'edit', id: product.id })}
                        aria-label={`Edit ${product.name}`}
                      >
                        Edit
                      </Button>
                      <Button
                        size="sm"
                        variant="ghost"
                        className={resourceStyles.deleteButton}
                        icon="fa-solid fa-trash-can"
                        onClick={() => {
                          setDeleteFailure(null);
                          setDialog({ kind: 'delete', product });
                        }}
                        aria-label={`Delete ${product.name}`}
                      >
                        Delete
                      </Button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </section>
          <Pager page={page} lastPage={list.data.last_page} onChange={setPage} label="Product pages" />
        </>
      )}

      {dialog?.kind === 'create' || dialog?.kind === 'edit' ? (
        <ProductModal
          key={dialog.kind === 'edit' ? dialog.id : 'create'}
          id={dialog.kind === 'edit' ? dialog.id : undefined}
          onClose={() => setDialog(null)}
          onSave={save}
        />
      ) : null}

      {dialog?.kind === 'delete' ? (
        <ConfirmDialog
          title="Confirm Delete"
          confirmLabel="Delete"
          busyLabel="Deleting..."
          busy={deleting}
          failure={deleteFailure}
          onConfirm={() => remove(dialog.product)}
          onCancel={() => setDialog(null)}
        >
          <p>Are you sure you want to delete this product?</p>
          <dl className={resourceStyles.details}>
            <div>
              <dt>Name</dt>
              <dd>{dialog.product.name}</dd>
            </div>
            <div>
              <dt>SKU</dt>
              <dd>{dialog.product.sku ?? '—'}</dd>
            </div>
          </dl>
        </ConfirmDialog>
      ) : null}
    </section>
  );
}
