import { Readable } from 'node:stream';
import { stringify } from 'csv-stringify';

/** A cell that starts like a formula is quoted by a leading apostrophe (CSV injection). */
const guardFormula = (value: string) => (/^[=+\-@\t\r]/.test(value) ? `'${value}` : value);

/** Rows as a CSV stream for a download: a BOM for spreadsheets, and no cell read as a formula. */
export const csvStream = (rows: AsyncIterable<unknown[]> | Iterable<unknown[]>) =>
  Readable.from(rows).pipe(stringify({ bom: true, cast: { string: guardFormula } }));
