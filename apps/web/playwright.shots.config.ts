import { defineConfig } from '@playwright/test';
import config from './playwright.config';

/**
 * `npm run shots`: screenshots of the pages at phone and desktop sizes, so that whoever changes a
 * page looks at what it draws. Not tests; they assert only that a page has drawn. Pictures go to
 * SHOTS_DIR (default: shots/ at the repository root, ignored by git).
 */
export default defineConfig({
  ...config,
  testDir: './e2e/shots',
  testMatch: '**/*.shots.ts',
  timeout: 300_000,
});
