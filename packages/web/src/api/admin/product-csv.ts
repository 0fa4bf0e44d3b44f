import { ApiError, api, storedToken } from '../client.ts';

/** One row's problem in an import (the header is line 1). */
export interface ImportRowError {
  line: number;
  sku: string;
  field: string;
  message: string;
}

/** What POST /api/products/import answers. */
export interface ImportReport {
  dry_run: boolean;
  mode: 'all' | 'valid';
  rows: number;
  valid_rows: number;
  invalid_rows: number;
  created: number;
  updated: number;
  new_categories: string[];
  errors: ImportRowError[];
}

export interface ImportOptions {
  dryRun: boolean;
  mode: 'all' | 'valid';
  createCategories: boolean;
}

export function importProductsCsv(file: File, options: ImportOptions): Promise<ImportReport> {
  const body = new FormData();
  body.append('file', file);
  const query = new URLSearchParams({
    dry_run: options.dryRun ? '1' : '0',
    mode: options.mode,
    create_categories: options.createCategories ? '1' : '0',
  });
  return api<ImportReport>(`/products/import?${query}`, { method: 'POST', body });
}

/**
 * Downloads a CSV of the API. An export needs the admin's token, which a plain link cannot
 * carry: the file is fetched, then saved through an object URL.
 */
export async function downloadCsv(path: string, fallbackName: string): Promise<void> {
  const token = storedToken();
  const response = await fetch(`/api${path}`, {
    headers: token ? { Authorization: `Bearer ${token}` } : {},
    credentials: 'omit',
  });
  if (!response.ok) throw new ApiError(response.status, `The export failed (status ${response.status}).`);
  const name = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? fallbackName;
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** Every product as CSV. */
export const downloadProductsCsv = () => downloadCsv('/products/export.csv', 'products.csv');
