import type { FacetKeyMapping, FacetMappingUpdate, FacetValueMapping } from '@grain/contract/product-facets-schema';
import { type QueryClient, queryOptions } from '@tanstack/react-query';
import { api } from '../client.ts';
import { adminQueries } from './admin-queries.ts';

/** The facets' mapping (administrators, issue 48): every key and value found in specification lines. */
const key = () => [...adminQueries.all(), 'facets'] as const;

export const facetQueries = {
  all: key,
  mapping: () =>
    queryOptions({
      queryKey: [...key(), 'mapping'],
      queryFn: ({ signal }) => api<FacetKeyMapping[]>('/facets', { signal }),
    }),
};

export const invalidateFacets = (queryClient: QueryClient) => queryClient.invalidateQueries({ queryKey: key() });

export type FacetEntryKind = 'keys' | 'values';

export const updateFacetEntry = (kind: FacetEntryKind, id: number, body: FacetMappingUpdate) =>
  api<Omit<FacetValueMapping, 'products'>>(`/facets/${kind}/${id}`, { method: 'PUT', body });

export type { FacetKeyMapping, FacetValueMapping };
