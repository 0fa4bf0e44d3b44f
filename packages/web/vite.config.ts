import os from 'node:os';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { shortClassNames } from './build-steps/class-names.mjs';
import { iconChunkName } from './build-steps/icon-chunks.mjs';

const apiTarget = process.env.API_URL ?? 'http://localhost:3000';

export default defineConfig(({ command }) => ({
  plugins: [react()],
  // Readable class names while developing and testing; short ones in the build (see class-names.mjs).
  css:
    command === 'build'
      ? { modules: { generateScopedName: shortClassNames(path.join(import.meta.dirname, 'src')) } }
      : undefined,
  server: { proxy: { '/api': apiTarget, '/storage': apiTarget } },
  build: {
    assetsDir: 'assets',
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // The public pages' icons, the admin's and the content icons, each in one chunk.
            { test: /@fortawesome[\\/]free-/, name: iconChunkName, debugName: 'icons' },
            // zod in a chunk of its own with its settings (src/api/zod-config.ts), so they apply
            // before any module defines a schema: zod decides on its JIT as each schema is made.
            { name: 'zod', test: /node_modules[\\/]zod[\\/]|src[\\/]api[\\/]zod-config\.ts$/ },
          ],
        },
      },
    },
  },
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    // Every core: Vitest's default (cores - 1) ran these on one of CI's two.
    maxWorkers: os.availableParallelism(),
    setupFiles: ['./src/test-setup.ts'],
  },
}));
