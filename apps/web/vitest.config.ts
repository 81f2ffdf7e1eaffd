import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

const root = fileURLToPath(new URL('.', import.meta.url));
const ALL = ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'];
const EXCLUDED = ['e2e/**', 'node_modules/**', 'dist/**'];
/** What the app loads at its start (English only when asked for): seen only in a fresh graph. */
const FRESH = ['src/lib/i18n/locales.test.ts'];

export default defineConfig({
  root,
  resolve: { alias: { '@': `${root}src` } },
  plugins: [react()],
  test: {
    environment: 'jsdom',
    setupFiles: ['./src/testing/setup.ts'],
    exclude: EXCLUDED,
    css: false,
    restoreMocks: true,
    unstubGlobals: true,
    testTimeout: 15000,
    // Vitest's default is one worker fewer than the cores: one on this two-core machine.
    maxWorkers: 2,
    // One module graph per worker (a file no longer imports React, Mantine and the app anew: the
    // suite's 290 s became 140 s), except for the files that check what a fresh page loads.
    // A project's lists add to these (`extends`): `include` is given per project.
    projects: [
      {
        extends: true,
        test: { name: 'shared', isolate: false, include: ALL, exclude: FRESH },
      },
      { extends: true, test: { name: 'fresh', include: FRESH } },
    ],
    // UI libraries are bundled once (esbuild) instead of imported file by file in every test file.
    // i18next stays out: the app's i18n module and react-i18next must share one instance.
    deps: {
      optimizer: {
        client: {
          enabled: true,
          include: [
            '@mantine/core',
            '@mantine/hooks',
            '@mantine/modals',
            '@mantine/notifications',
            '@mantine/form',
            '@mantine/carousel',
            '@mantine/dropzone',
            '@mantine/charts',
            '@tabler/icons-react',
            '@tanstack/react-query',
            'react-router',
            'embla-carousel-react',
            'recharts',
          ],
        },
      },
    },
  },
});
