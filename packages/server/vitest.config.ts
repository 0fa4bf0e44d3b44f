import os from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    pool: 'forks',
    // The files spend much of their time waiting on the database, child processes and timers:
    // one more worker than cores keeps the cores busy, where Vitest's default (cores - 1) left one
    // of CI's two idle (SQLite suite 5.0 -> 2.8 min here).
    maxWorkers: os.availableParallelism() + 1,
    testTimeout: 20_000,
    hookTimeout: 30_000,
  },
});
