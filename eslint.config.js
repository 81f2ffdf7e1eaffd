// One lint setup for the whole monorepo. The web app's import boundaries (docs/architecture.md,
// «Web boundaries») are enforced here: shared code (lib, config → api → components, hooks) →
// features → app, and features never import each other; so are the API modules' walls (no module
// imports another's repository or context) and the modules that may meet in one direction only.
import fs from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importPlugin from 'eslint-plugin-import';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const webSrc = './apps/web/src';
// Absolute, so the module walls hold wherever ESLint is started from (a test runs it in apps/api).
const apiModules = path.join(import.meta.dirname, 'apps/api/src/modules');
const featuresDir = path.join(webSrc, 'features');
const features = fs.existsSync(featuresDir)
  ? fs
      .readdirSync(featuresDir, { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .map((d) => d.name)
  : [];

const apiModuleNames = fs.existsSync(apiModules)
  ? fs
      .readdirSync(apiModules, { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .map((d) => d.name)
  : [];

// A module's repositories and its use-case context are its own; another module reaches it through
// its service or a named public file (a mapper, a shared SQL fragment, a type it publishes).
const moduleWallZones = apiModuleNames.map((module) => ({
  target: `${apiModules}/${module}`,
  from: apiModuleNames
    .filter((other) => other !== module)
    .flatMap((other) => [
      `${apiModules}/${other}/**/*.repository.ts`,
      `${apiModules}/${other}/**/*.context.ts`,
    ]),
  message:
    "A module's repositories and context are its own: import its service (or a public file such as a mapper) instead.",
}));

const crossFeatureZones = features.map((feature) => ({
  target: `${webSrc}/features/${feature}`,
  from: `${webSrc}/features`,
  except: [`./${feature}`],
  message: 'Features never import each other: let them meet in app/routes.',
}));

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-ssr/**',
      '**/dev-dist/**',
      'data/**',
      '**/scratch/**',
      'apps/api/src/db/migrations/**',
      '**/test-results/**',
      '**/playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    plugins: { import: importPlugin },
    settings: {
      'import/resolver': {
        typescript: {
          noWarnOnMultipleProjects: true,
          project: ['apps/*/tsconfig.json', 'packages/*/tsconfig.json'],
        },
      },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      'import/no-self-import': 'error',
      'import/no-duplicates': 'error',
      'no-console': ['error', { allow: ['warn', 'error', 'info'] }],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'import/no-restricted-paths': [
        'error',
        {
          zones: [
            ...crossFeatureZones,
            {
              target: `${webSrc}/features`,
              from: `${webSrc}/app`,
              message: 'Features do not import the app layer.',
            },
            {
              target: [
                `${webSrc}/api`,
                `${webSrc}/components`,
                `${webSrc}/lib`,
                `${webSrc}/config`,
                `${webSrc}/hooks`,
              ],
              from: [`${webSrc}/features`, `${webSrc}/app`],
              message: 'Shared code does not import features or the app layer.',
            },
            {
              // The item layer (src/api) builds on lib (the API client, the session); lib and
              // config stay below it so the layering has no loops.
              target: [`${webSrc}/lib`, `${webSrc}/config`],
              from: `${webSrc}/api`,
              message: 'lib and config sit below the shared API layer (src/api).',
            },
            {
              target: `${webSrc}/api`,
              from: [`${webSrc}/components`, `${webSrc}/hooks`],
              message: 'The shared API layer holds data access only, no UI.',
            },
          ],
        },
      ],
    },
  },
  {
    // Every query key is built in src/api/query-keys.ts, so invalidations and the sign-in and
    // sign-out sweeps speak about the same keys (architecture rule 10).
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: ['apps/web/src/api/query-keys.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "Property[key.name='queryKey'] > ArrayExpression, Property[key.name='queryKey'] > TSAsExpression > ArrayExpression",
          message: 'Build the key in src/api/query-keys.ts.',
        },
      ],
    },
  },
  {
    // API modules keep their repositories and contexts to themselves, and some meet in one
    // direction only: the orders react to payment notices (the payments module hands them to a
    // PaymentNoticeHandler), and the catalogue reads what the items module writes.
    files: ['apps/api/src/**/*.ts'],
    rules: {
      'import/no-restricted-paths': [
        'error',
        {
          zones: [
            ...moduleWallZones,
            {
              target: `${apiModules}/payments`,
              from: `${apiModules}/orders`,
              message: 'Payments never import the orders: the orders react to payment notices.',
            },
            {
              target: `${apiModules}/catalog`,
              from: `${apiModules}/items`,
              message: 'The catalogue reads; it never imports the items module, which writes.',
            },
          ],
        },
      ],
      // A transaction is one connection: queries sent on it at once queue in the driver, which
      // pg 8 warns about and pg 9 refuses. Await them one after another.
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "CallExpression[callee.object.name='Promise'][callee.property.name=/^(all|allSettled|race|any)$/] Identifier[name='tx']",
          message: 'One query at a time on a transaction (tx): await them in turn.',
        },
      ],
    },
  },
  {
    files: ['scripts/**/*.mjs', '.ci/**'],
    rules: { 'no-console': 'off' },
  },
  {
    // Playwright fixtures: `use` is Playwright's fixture callback, not a React hook, and
    // `async ({}, use) => ...` is the documented way to declare a fixture without dependencies.
    files: [
      'apps/web/e2e/**/*.ts',
      'apps/web/playwright.config.ts',
      'apps/web/playwright.shots.config.ts',
    ],
    rules: {
      'react-hooks/rules-of-hooks': 'off',
      'no-empty-pattern': ['error', { allowObjectPatternsAsParameters: true }],
    },
  },
);
