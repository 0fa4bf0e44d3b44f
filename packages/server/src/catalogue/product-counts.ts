import { isGiven, type ProductFilter } from './product-repository.ts';

/** Filters remembered at most: each is one number, so the memo stays a few dozen KB. */
const MAX_FILTERS = 1000;

/** The filter's own criteria in a stable order: pages and sorts of one search share its total. */
function filterKey(filter: ProductFilter): string {
  const {
    sort: _sort,
    order: _order,
    page: _page,
    per_page: _perPage,
    ...narrowing
  } = filter as ProductFilter & Record<'sort' | 'order' | 'page' | 'per_page', unknown>;
  const given = Object.entries(narrowing).filter(([, value]) => isGiven(value));
  return JSON.stringify(given.sort(([a], [b]) => (a < b ? -1 : 1)));
}

/**
 * How many products match a filter, kept per content version: a total changes only when an
 * admin writes, and every write moves the version on, so paging or re-sorting a search costs no
 * second count (at 100,000 products a count is 2–8 ms). Entries of an older version are dropped
 * as soon as a newer one is seen; a count made while the version moved is not kept. Requests that
 * ask for one count together (as they do right after a write) share one query.
 */
export class ProductCountMemo {
  private version: number | null = null;
  private readonly counts = new Map<string, number>();
  /** Counts under way, shared by the requests that ask for the same one together (after a write, say). */
  private readonly pending = new Map<string, Promise<number>>();

  async count(version: number | null, filter: ProductFilter, compute: () => Promise<number>): Promise<number> {
    if (version === null) return compute();
    if (version !== this.version) {
      this.counts.clear();
      this.pending.clear();
      this.version = version;
    }
    const key = filterKey(filter);
    const known = this.counts.get(key);
    if (known !== undefined) return known;
    let total = this.pending.get(key);
    if (!total) {
      total = compute();
      this.pending.set(key, total);
      total.then(
        (value) => this.keep(version, key, total as Promise<number>, value),
        () => this.pending.get(key) === total && this.pending.delete(key),
      );
    }
    return total;
  }

  private keep(version: number, key: string, total: Promise<number>, value: number): void {
    if (this.pending.get(key) === total) this.pending.delete(key);
    if (this.version !== version) return;
    this.counts.set(key, value);
    if (this.counts.size > MAX_FILTERS) this.counts.delete(this.counts.keys().next().value as string);
  }
}
