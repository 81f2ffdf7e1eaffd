#!/usr/bin/env node
// `npm run cycles`: no circle of imports in the three workspaces. Type-only imports count: a circle
// of types is still a circle a reader walks, and ESLint's import/no-cycle skips them. Prints each
// circle and exits 1 when there is one.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { cruise } from 'dependency-cruiser';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
process.chdir(root);

const { output, exitCode } = await cruise(
  ['packages/contract/src', 'apps/api/src', 'apps/api/bench', 'apps/web/src', 'apps/web/e2e'],
  {
    validate: true,
    ruleSet: {
      forbidden: [
        {
          name: 'no-circular',
          severity: 'error',
          from: {},
          to: { circular: true },
        },
        {
          // An import the check cannot follow would hide the circles through it.
          name: 'not-to-unresolvable',
          severity: 'error',
          from: {},
          to: { couldNotResolve: true },
        },
      ],
    },
    tsPreCompilationDeps: true,
    doNotFollow: { path: 'node_modules' },
    outputType: 'err',
  },
  {
    extensions: ['.ts', '.tsx', '.mjs', '.js', '.json'],
    exportsFields: ['exports'],
    conditionNames: ['import', 'types', 'default'],
    // The web app's `@/`, as its tsconfig and vite config say; the workspaces (`@shop/*`) resolve
    // through node_modules to their sources.
    alias: { '@': path.join(root, 'apps/web/src') },
  },
);
process.stdout.write(output);
process.exit(exitCode);
