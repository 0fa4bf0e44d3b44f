import { faFileExport } from '@fortawesome/free-solid-svg-icons/faFileExport';
import { faFileImport } from '@fortawesome/free-solid-svg-icons/faFileImport';
import { type FormEvent, useId, useState } from 'react';
import {
  downloadProductsCsv,
  type ImportOptions,
  type ImportReport,
  importProductsCsv,
} from '../../api/admin/product-csv.ts';
import { Modal } from '../../ui/modal.tsx';
import { Alert } from '../ui/alert.tsx';
import { Button } from '../ui/button.tsx';
import { describeFailure } from '../ui/failure.ts';
import { useToasts } from '../ui/toasts.tsx';
import styles from './product-csv.module.css';

/** The most row errors the dialog lists; the count says how many there are in all. */
const ERRORS_SHOWN = 200;

function ReportView({ report }: { report: ImportReport }) {
  return (
    <div className={styles.report}>
      <p role="status">
        <strong>{report.valid_rows}</strong> of {report.rows} rows are ready to import
        {report.invalid_rows > 0 ? (
          <>
            ; <strong>{report.invalid_rows}</strong> rows have errors
          </>
        ) : null}
        .
      </p>
      {report.new_categories.length > 0 ? <p>New categories to create: {report.new_categories.join(', ')}.</p> : null}
      {report.errors.length > 0 ? (
        <div className={styles.errors}>
          <table>
            <caption className="visually-hidden">Rows with errors</caption>
            <thead>
              <tr>
                <th scope="col">Line</th>
                <th scope="col">SKU</th>
                <th scope="col">Field</th>
                <th scope="col">Message</th>
              </tr>
            </thead>
            <tbody>
              {report.errors.slice(0, ERRORS_SHOWN).map((error) => (
                <tr key={`${error.line}-${error.field}-${error.message}`}>
                  <td>{error.line}</td>
                  <td>{error.sku}</td>
                  <td>{error.field}</td>
                  <td>{error.message}</td>
                </tr>
              ))}
            </tbody>
          </table>
          {report.errors.length > ERRORS_SHOWN ? (
            <p className={styles.more}>
              The first {ERRORS_SHOWN} of {report.errors.length} errors are listed.
            </p>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}

/**
 * The import dialog: choose a file, check it (a dry run that writes nothing), then import all
 * (only when every row passed) or the valid rows only.
 */
export function ImportDialog({ onClose, onImported }: { onClose: () => void; onImported: () => void }) {
  const toasts = useToasts();
  const fileId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [createCategories, setCreateCategories] = useState(false);
  const [report, setReport] = useState<ImportReport | null>(null);
  const [busy, setBusy] = useState<'check' | 'all' | 'valid' | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const run = async (kind: 'check' | 'all' | 'valid') => {
    if (!file) return;
    setBusy(kind);
    setFailure(null);
    const options: ImportOptions = {
      dryRun: kind === 'check',
      mode: kind === 'valid' ? 'valid' : 'all',
      createCategories,
    };
    try {
      const result = await importProductsCsv(file, options);
      setReport(result);
      if (!options.dryRun && result.created + result.updated > 0) {
        toasts.success(
          `Imported ${result.created + result.updated} products (${result.created} new, ${result.updated} updated).`,
        );
        onImported();
        onClose();
      }
    } catch (error) {
      setFailure((error as Error).message);
    } finally {
      setBusy(null);
    }
  };

  const check = (event: FormEvent) => {
    event.preventDefault();
    void run('check');
  };

  return (
    <Modal title="Import products from CSV" onClose={() => !busy && onClose()} size="lg">
      <form className={styles.form} onSubmit={check}>
        <p className={styles.hint}>
          One product a row, matched by SKU: a known SKU updates its product, a new one creates a product. Columns: sku,
          name, category (by name), price, sale_price, stock_quantity, price_on_request, sale_starts_at and sale_ends_at
          (such as 2026-12-01T09:00:00Z), made_to_order, lead_time_weeks, is_active, is_featured, customized,
          sort_order, short_description, description, image, gallery, specifications, features (lists separated by |).
          Export the catalogue for an example.
        </p>
        <div className={styles.field}>
          <label htmlFor={fileId}>CSV file</label>
          <input
            id={fileId}
            type="file"
            accept=".csv,text/csv"
            onChange={(event) => {
              setFile(event.target.files?.[0] ?? null);
              setReport(null);
            }}
          />
        </div>
        <label className={styles.check}>
          <input
            type="checkbox"
            checked={createCategories}
            onChange={(event) => {
              setCreateCategories(event.target.checked);
              setReport(null);
            }}
          />
          Create the categories the file names that do not exist yet
        </label>
        {failure ? <Alert tone="error">{failure}</Alert> : null}
        {report ? <ReportView report={report} /> : null}
        <div className={styles.actions}>
          <Button onClick={onClose} disabled={busy !== null}>
            Cancel
          </Button>
          <Button type="submit" disabled={!file || busy !== null} busy={busy === 'check'} busyText="Checking...">
            Check file
          </Button>
          {report ? (
            <>
              <Button
                variant="primary"
                disabled={busy !== null || report.invalid_rows > 0 || report.valid_rows === 0}
                busy={busy === 'all'}
                busyText="Importing..."
                onClick={() => void run('all')}
              >
                Import all
              </Button>
              <Button
                variant="primary"
                disabled={busy !== null || report.valid_rows === 0}
                busy={busy === 'valid'}
                busyText="Importing..."
                onClick={() => void run('valid')}
              >
                Import valid rows only
              </Button>
            </>
          ) : null}
        </div>
      </form>
    </Modal>
  );
}

/** "Export CSV" and "Import CSV" beside the products screen's add button. */
export function ProductCsvActions({ onChanged }: { onChanged: () => void }) {
  const toasts = useToasts();
  const [importing, setImporting] = useState(false);
  const [exporting, setExporting] = useState(false);
  const exportCsv = async () => {
    setExporting(true);
    try {
      await downloadProductsCsv();
    } catch (error) {
      toasts.failure(describeFailure(error, 'Failed to export the products'));
    } finally {
      setExporting(false);
    }
  };
  return (
    <>
      <Button icon={faFileExport} busy={exporting} busyText="Exporting..." onClick={() => void exportCsv()}>
        Export CSV
      </Button>
      <Button icon={faFileImport} onClick={() => setImporting(true)}>
        Import CSV
      </Button>
      {importing ? <ImportDialog onClose={() => setImporting(false)} onImported={onChanged} /> : null}
    </>
  );
}
