import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { mockApi, ok, renderWithProviders, withApiMocks } from '../../../test/admin.tsx';
import { ToastProvider } from '../ui/toasts.tsx';
import { ImportDialog } from './product-csv-actions.tsx';

const report = (overrides: Record<string, unknown> = {}) => ({
  dry_run: true,
  mode: 'all',
  rows: 3,
  valid_rows: 2,
  invalid_rows: 1,
  created: 0,
  updated: 0,
  new_categories: [],
  errors: [{ line: 3, sku: 'B-2', field: 'price', message: 'The price must be a number.' }],
  ...overrides,
});

describe('the product import dialog', () => {
  withApiMocks();

  it("checks the file first, lists each row's errors, then imports the valid rows only", async () => {
    const calls: string[] = [];
    mockApi({
      'POST /api/products/import': ({ url }) => {
        calls.push(url);
        return url.includes('dry_run=1')
          ? ok(report())
          : ok(report({ dry_run: false, mode: 'valid', created: 1, updated: 1 }));
      },
    });
    const onImported = vi.fn();
    const onClose = vi.fn();
    renderWithProviders(
      <ToastProvider>
        <ImportDialog onClose={onClose} onImported={onImported} />
      </ToastProvider>,
    );
    const user = userEvent.setup();
    await user.upload(screen.getByLabelText('CSV file'), new File(['sku\nA-1'], 'products.csv', { type: 'text/csv' }));
    await user.click(screen.getByRole('button', { name: 'Check file' }));

    expect((await screen.findByText(/rows are ready to import/)).textContent).toBe(
      '2 of 3 rows are ready to import; 1 rows have errors.',
    );
    const rows = within(screen.getByRole('table', { name: 'Rows with errors' })).getAllByRole('row');
    expect(rows[1].textContent).toBe('3B-2priceThe price must be a number.');
    // With an invalid row, "Import all" would write nothing.
    expect(screen.getByRole('button', { name: 'Import all' })).toHaveProperty('disabled', true);

    await user.click(screen.getByRole('button', { name: 'Import valid rows only' }));
    await screen.findByText('Imported 2 products (1 new, 1 updated).');
    expect(calls[0]).toContain('dry_run=1');
    expect(calls[1]).toContain('dry_run=0');
    expect(calls[1]).toContain('mode=valid');
    expect(onImported).toHaveBeenCalled();
    expect(onClose).toHaveBeenCalled();
  });

  it('offers "Import all" once every row passed', async () => {
    mockApi({ 'POST /api/products/import': () => ok(report({ valid_rows: 3, invalid_rows: 0, errors: [] })) });
    renderWithProviders(
      <ToastProvider>
        <ImportDialog onClose={() => {}} onImported={() => {}} />
      </ToastProvider>,
    );
    const user = userEvent.setup();
    await user.upload(screen.getByLabelText('CSV file'), new File(['sku\nA-1'], 'p.csv', { type: 'text/csv' }));
    await user.click(screen.getByRole('button', { name: 'Check file' }));
    await screen.findByText(/rows are ready to import/);
    expect(screen.getByRole('button', { name: 'Import all' })).toHaveProperty('disabled', false);
    expect(screen.queryByRole('table')).toBeNull();
  });
});
