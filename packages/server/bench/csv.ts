/**
 * `npm run bench:csv`: times the product CSV import and export (issue 50 §3) in-process on a
 * fresh database: N generated rows checked (dry run), imported (mode=all, one transaction),
 * exported (streamed), and the export imported again (every row an update).
 *
 *   npm run bench:csv -- [--rows 10000] [--pg]
 *
 * --pg runs on PostgreSQL (TEST_DATABASE_URL, else postgres://postgres@127.0.0.1:5432/test; a
 * throwaway schema beside it). Prints one line per step with its time and rows per second.
 */
import { parseArgs } from 'node:util';

const { values } = parseArgs({
  options: { rows: { type: 'string', default: '10000' }, pg: { type: 'boolean', default: false } },
});
if (values.pg) process.env.TEST_DATABASE_URL ??= 'postgres://postgres@127.0.0.1:5432/test';
const rows = Number(values.rows.replaceAll('_', ''));

// After the environment is set: the harness reads TEST_DATABASE_URL as it opens the database.
const { createTestApp } = await import('../test/harness.ts');
const { multipart } = await import('../test/multipart.ts');

function generatedCsv(count: number): string {
  const lines = ['sku,name,category,price,stock_quantity,is_active,specifications,features,gallery'];
  for (let index = 1; index <= count; index++) {
    lines.push(
      [
        `BENCH-${index}`,
        `"Bench piece ${index}, oak"`,
        ['Tables', 'Chairs', 'Floors'][index % 3],
        (index % 500) + 10.5,
        index % 7,
        index % 2,
        'Material: Oak|Finish: Oil',
        'Handmade|Guaranteed',
        `https://images.example.com/${index}.jpg`,
      ].join(','),
    );
  }
  return lines.join('\n');
}

const t = await createTestApp();
try {
  for (const name of ['Tables', 'Chairs', 'Floors']) {
    await t.asAdmin({ method: 'POST', url: '/api/categories', payload: { name } });
  }
  const csv = generatedCsv(rows);
  const upload = (text: string, query: string) =>
    t.asAdmin({
      method: 'POST',
      url: `/api/products/import${query}`,
      ...multipart({ file: { filename: 'bench.csv', contentType: 'text/csv', content: Buffer.from(text) } }),
    });
  const results: Array<{ step: string; ms: number; rows: number }> = [];
  const timed = async <T>(step: string, run: () => Promise<T>): Promise<T> => {
    const start = performance.now();
    const result = await run();
    results.push({ step, ms: performance.now() - start, rows });
    return result;
  };
  const check = (answer: { statusCode: number; body: string }) => {
    if (answer.statusCode !== 200) throw new Error(`${answer.statusCode}: ${answer.body.slice(0, 300)}`);
    return answer;
  };
  check(await timed('import, dry run', () => upload(csv, '?dry_run=1')));
  check(await timed('import, mode=all (creates)', () => upload(csv, '?mode=all')));
  const exported = check(
    await timed('export (streamed)', () => t.asAdmin({ method: 'GET', url: '/api/products/export.csv' })),
  );
  check(await timed('import, mode=all (updates)', () => upload(exported.body, '?mode=all')));
  const database = process.env.TEST_DATABASE_URL ? 'postgres' : 'sqlite';
  console.log(`\nProduct CSV, ${rows} rows, ${database} (in-process, app.inject)\n`);
  console.log('| step | time | rows/s |\n|---|---:|---:|');
  for (const { step, ms } of results) {
    console.log(`| ${step} | ${(ms / 1000).toFixed(2)} s | ${Math.round(rows / (ms / 1000))} |`);
  }
} finally {
  await t.close();
}
