import type { BackupCounts } from './archive-format.ts';

export interface Progress {
  /** Moves on by `count` units of work (records or files). */
  advance(count: number): void;
  /** A finished step, such as one table: shown as a plain line when there is no progress bar. */
  step(line: string): void;
  finish(): void;
}

/** Starts the report of a job once its units of work (records plus files) are counted. */
export type ProgressFactory = (total: number) => Progress;

/** Reports nothing: for callers that want only the result. */
export const silentProgress: ProgressFactory = () => ({ advance() {}, step() {}, finish() {} });

const BAR_WIDTH = 30;
const REDRAW_EVERY_MS = 100;

/**
 * A progress bar redrawn in place on a terminal; elsewhere (a log, a pipe, CI) one plain line
 * per finished step instead, since carriage returns would only clutter the file.
 */
export const consoleProgress =
  (title: string, stream: NodeJS.WriteStream = process.stdout) =>
  (total: number): Progress =>
    progressOn(stream, title, total);

function progressOn(stream: NodeJS.WriteStream, title: string, total: number): Progress {
  if (!stream.isTTY) {
    return { advance() {}, step: (line) => stream.write(`${title}: ${line}\n`), finish() {} };
  }
  let done = 0;
  let drawnAt = 0;
  const draw = () => {
    drawnAt = Date.now();
    const ratio = total > 0 ? Math.min(1, done / total) : 1;
    const filled = Math.round(ratio * BAR_WIDTH);
    const bar = `${'█'.repeat(filled)}${'░'.repeat(BAR_WIDTH - filled)}`;
    stream.write(`\r${title} ${bar} ${String(Math.floor(ratio * 100)).padStart(3)}% (${done}/${total})`);
  };
  draw();
  return {
    advance(count) {
      done += count;
      if (Date.now() - drawnAt >= REDRAW_EVERY_MS) draw();
    },
    step() {},
    finish() {
      draw();
      stream.write('\n');
    },
  };
}

/** "1 record", "3 records". */
export const counted = (count: number, noun: string) => `${count} ${noun}${count === 1 ? '' : 's'}`;

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** The counts at the end of an export or import: one line per table, then the files. */
export function countsReport(counts: BackupCounts): string {
  const width = Math.max(...counts.tables.map((table) => table.name.length), 'stored files'.length);
  const records = counts.tables.reduce((sum, table) => sum + table.rows, 0);
  return [
    ...counts.tables.map((table) => `  ${table.name.padEnd(width)}  ${table.rows}`),
    `  ${'stored files'.padEnd(width)}  ${counts.files.count} (${megabytes(counts.files.bytes)})`,
    `  ${counted(records, 'record')} in ${counted(counts.tables.length, 'table')}, ${counted(counts.files.count, 'file')}`,
  ].join('\n');
}
