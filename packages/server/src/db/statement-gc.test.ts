import { spawnSync } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { expect, it } from 'vitest';
import { testDialect } from '../../test/harness.ts';

const script = path.resolve(import.meta.dirname, '../../test/scripts/statement-churn.ts');

// better-sqlite3 12 aborted the whole process on Node 24.19+ when the collector reclaimed a
// dropped statement; the script runs in a child so that an abort fails this test, not the run.
it.runIf(testDialect === 'sqlite')(
  'survives many thousands of statements prepared, dropped and garbage-collected',
  async () => {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'grain-statements-'));
    try {
      const child = spawnSync(process.execPath, ['--expose-gc', script, path.join(dir, 'churn.db'), '8000', '4'], {
        encoding: 'utf8',
        timeout: 150_000,
      });
      expect({ signal: child.signal, status: child.status, stderr: child.stderr }).toEqual({
        signal: null,
        status: 0,
        stderr: '',
      });
      const result = JSON.parse(child.stdout);
      expect(result.direct).toBe(result.directExpected);
      expect(result.main).toBe(result.mainExpected);
      expect(result.workers).toEqual(result.workersExpected);
    } finally {
      await fs.rm(dir, { recursive: true, force: true });
    }
  },
  180_000,
);
