/**
 * Facet counts (issue 48) against the uncached server, one request at a time, so that p50 and p99
 * are the cost of the counts themselves rather than of a queue. The whole catalogue is counted
 * too: at 100,000 products it stands for one category of 100,000 (a category's counts, and the
 * catalogue's, are read from the counts the triggers keep, `facet_counts`; with filters or a
 * search they are counted from `product_facets`).
 */
import { SEARCH_WORD } from './catalogue-generator.ts';

export interface FacetTiming {
  label: string;
  p50: number;
  p99: number;
}

const ROUNDS = 200;
const WARM_UP = 20;

const percentile = (sorted: number[], share: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))];

async function timed(url: string): Promise<Omit<FacetTiming, 'label'>> {
  const times: number[] = [];
  for (let round = 0; round < WARM_UP + ROUNDS; round += 1) {
    const started = performance.now();
    const response = await fetch(url);
    const body = await response.text();
    if (round >= WARM_UP) times.push(performance.now() - started);
    if (!response.ok) throw new Error(`facets bench: ${response.status} ${body}`);
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 0.5), p99: percentile(times, 0.99) };
}

export async function facetTimings(base: string, categoryId: number, products: number): Promise<FacetTiming[]> {
  const calls = [
    { label: `facets, all ${products.toLocaleString('en')} products`, path: '/api/products/facets' },
    { label: 'facets, a category', path: `/api/products/facets?category_id=${categoryId}` },
    {
      label: 'facets, a category + 2 filters',
      path: `/api/products/facets?category_id=${categoryId}&f.material=oak&f.material=walnut&f.finish=wax`,
    },
    {
      label: `facets, all + "${SEARCH_WORD}" + filter`,
      path: `/api/products/facets?q=${SEARCH_WORD}&f.material=oak`,
    },
  ];
  const timings: FacetTiming[] = [];
  for (const call of calls) timings.push({ label: call.label, ...(await timed(base + call.path)) });
  return timings;
}
