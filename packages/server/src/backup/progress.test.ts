import { describe, expect, it } from 'vitest';
import { consoleProgress, countsReport } from './progress.ts';

/** A stand-in for stdout that records what is written. */
function recordingStream(isTTY: boolean) {
  const written: string[] = [];
  const stream = { isTTY, write: (text: string) => written.push(text) > 0 } as unknown as NodeJS.WriteStream;
  return { stream, written };
}

describe('consoleProgress', () => {
  it('draws a bar in place on a terminal, and ends the line when finished', () => {
    const { stream, written } = recordingStream(true);
    const progress = consoleProgress('Exporting', stream)(4);
    progress.step('banners: 3 records');
    progress.advance(4);
    progress.finish();
    expect(written[0]).toBe(`\rExporting ${'░'.repeat(30)}   0% (0/4)`);
    expect(written.at(-2)).toBe(`\rExporting ${'█'.repeat(30)} 100% (4/4)`);
    expect(written.at(-1)).toBe('\n');
    expect(written.join('')).not.toContain('banners');
  });

  it('writes one plain line per step elsewhere, and no bar', () => {
    const { stream, written } = recordingStream(false);
    const progress = consoleProgress('Importing', stream)(10);
    progress.advance(3);
    progress.step('banners: 3 records');
    progress.finish();
    expect(written).toEqual(['Importing: banners: 3 records\n']);
  });
});

describe('countsReport', () => {
  it('lists every table, the files and the totals', () => {
    const report = countsReport({
      tables: [
        { name: 'roles', rows: 2 },
        { name: 'banners', rows: 3 },
      ],
      files: { count: 4, bytes: 3 * 1024 * 1024 },
    });
    expect(report.split('\n')).toEqual([
      '  roles         2',
      '  banners       3',
      '  stored files  4 (3.0 MB)',
      '  5 records in 2 tables, 4 files',
    ]);
  });
});
