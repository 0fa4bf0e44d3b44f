import { api } from '../client.ts';
import { downloadWithToken } from '../download.ts';

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

/** Downloads a CSV of the API with the admin's token (see downloadWithToken). */
export const downloadCsv = (path: string, fallbackName: string): Promise<void> => downloadWithToken(path, fallbackName);

/** Every product as CSV. */
export const downloadProductsCsv = () => downloadCsv('/products/export.csv', 'products.csv');
