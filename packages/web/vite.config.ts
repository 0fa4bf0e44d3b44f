import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

const apiTarget = process.env.API_URL ?? 'http://localhost:3000';

export default defineConfig({
  plugins: [react()],
  server: { proxy: { '/api': apiTarget, '/storage': apiTarget } },
  build: {
    assetsDir: 'assets',
    rolldownOptions: {
      output: {
        // Icons are a few hundred bytes each: one chunk for all of them, not one request per icon.
        codeSplitting: { groups: [{ name: 'icons', test: /@fortawesome[\\/]free-/ }] },
      },
    },
  },
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test-setup.ts'],
  },
});
