import { defineConfig, devices } from '@playwright/test';

/**
 * Specs that read what the whole shop holds, and would see another spec's writes: the catalogue's
 * last page (catalog-end), the filter counts, the dashboards and the sales report's totals, and
 * the imports (one Lamoda stand-in, whose products a second import would find already imported).
 * They run one at a time before the others, which make only their own named data and run two at
 * a time.
 */
const SHOP_WIDE_SPECS = [
  'admin-category-import',
  'admin-dashboards',
  'admin-reimport',
  'admin-sales-report',
  'catalog-end',
  'discovery',
  'import-stage-words',
  'phone',
].map((name) => `**/${name}.spec.ts`);

/**
 * The accessibility scans read pages and write nothing another spec counts (a user and a private
 * outfit of their own): they run beside the shop-wide specs, on the worker those leave free.
 */
const BESIDE_SHOP_WIDE = ['**/a11y.spec.ts'];

/**
 * Browser tests drive the real built app, served by the real API on a real (embedded) PostgreSQL,
 * in the system Chromium — never a browser that Playwright downloads.
 */
export default defineConfig({
  testDir: './e2e',
  timeout: 30_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  // Two spec files at a time on one shop (decision 099); the specs that read shop-wide figures
  // run first, one at a time, with the accessibility scans beside them.
  workers: 2,
  retries: 0,
  globalSetup: './e2e/global-setup.ts',
  use: {
    baseURL: process.env.E2E_BASE_URL,
    locale: 'ru-RU',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
  },
  projects: [
    {
      name: 'shop-wide',
      testMatch: SHOP_WIDE_SPECS,
      workers: 1,
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
    },
    {
      name: 'beside-shop-wide',
      testMatch: BESIDE_SHOP_WIDE,
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
    },
    {
      name: 'own-data',
      testIgnore: [...SHOP_WIDE_SPECS, ...BESIDE_SHOP_WIDE],
      dependencies: ['shop-wide'],
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
    },
  ],
});
