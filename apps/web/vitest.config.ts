import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

const root = fileURLToPath(new URL('.', import.meta.url));

export default defineConfig({
  root,
  resolve: { alias: { '@': `${root}src` } },
  plugins: [react()],
  test: {
    environment: 'jsdom',
    setupFiles: ['./src/testing/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
    exclude: ['e2e/**', 'node_modules/**', 'dist/**'],
    css: false,
    restoreMocks: true,
    unstubGlobals: true,
    testTimeout: 15000,
    // Vitest's default is one worker fewer than the cores: one on this two-core machine.
    maxWorkers: 2,
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
