#!/usr/bin/env node
// `npm test`: every check and every suite — lint, format, typecheck, the dead-code and the
// import-circle checks and the production build side by side, then in order the unit and API
// tests, the web tests, and the browser tests in the system Chromium. Ends with one line
// "N passed, N failed" over all suites.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const reports = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-test-reports-'));
const totals = { passed: 0, failed: 0, skipped: 0 };
const failures = [];
const failedTests = [];

function run(title, command, args, options = {}) {
  console.info(`\n━━ ${title} ━━`);
  const result = spawnSync(command, args, {
    cwd: root,
    stdio: 'inherit',
    ...options,
    env: { ...process.env, ...options.env },
  });
  if (result.status !== 0) failures.push(title);
  return result.status === 0;
}

/**
 * Runs checks side by side (each mostly one process on one core), and prints each one's output
 * whole under its title once it ends, in the order given.
 */
async function runSideBySide(checks) {
  const ended = checks.map(
    ({ title, command, args }) =>
      new Promise((resolve) => {
        let output = '';
        const child = spawn(command, args, { cwd: root, env: process.env });
        child.stdout.on('data', (chunk) => (output += chunk));
        child.stderr.on('data', (chunk) => (output += chunk));
        child.on('close', (status) => resolve({ title, status, output }));
      }),
  );
  const passed = new Set();
  for (const { title, status, output } of await Promise.all(ended)) {
    console.info(`\n━━ ${title} ━━`);
    if (output) process.stdout.write(output);
    if (status === 0) passed.add(title);
    else failures.push(title);
  }
  return passed;
}

function countVitest(file) {
  if (!fs.existsSync(file)) return;
  const report = JSON.parse(fs.readFileSync(file, 'utf8'));
  totals.passed += report.numPassedTests ?? 0;
  totals.failed += report.numFailedTests ?? 0;
  totals.skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
  for (const suite of report.testResults ?? []) {
    for (const test of suite.assertionResults ?? []) {
      if (test.status === 'failed') {
        const why = test.failureMessages?.[0]?.split('\n')[0]?.slice(0, 200) ?? '';
        failedTests.push(`${path.relative(root, suite.name)} › ${test.fullName}\n      ${why}`);
      }
    }
    // A file that fails before its tests run (import error, hook timeout) has no failed test.
    if (suite.status === 'failed' && !suite.assertionResults?.some((t) => t.status === 'failed')) {
      failedTests.push(
        `${path.relative(root, suite.name)}: ${suite.message?.split('\n')[0] ?? 'failed'}`,
      );
    }
  }
}

function countPlaywright(file) {
  if (!fs.existsSync(file)) return;
  const { stats, suites } = JSON.parse(fs.readFileSync(file, 'utf8'));
  const walk = (suite) => {
    for (const spec of suite.specs ?? []) {
      if (!spec.ok) failedTests.push(`apps/web/e2e/${spec.file}:${spec.line} › ${spec.title}`);
    }
    for (const child of suite.suites ?? []) walk(child);
  };
  for (const suite of suites ?? []) walk(suite);
  totals.passed += (stats.expected ?? 0) + (stats.flaky ?? 0);
  totals.failed += stats.unexpected ?? 0;
  totals.skipped += stats.skipped ?? 0;
}

function findChromium() {
  const candidates = [
    process.env.CHROMIUM_PATH,
    '/usr/bin/chromium',
    '/usr/bin/chromium-browser',
  ].filter(Boolean);
  return candidates.find((candidate) => fs.existsSync(candidate));
}

/** Browser tests use Debian's Chromium; install it where we can (root on Debian), never a downloaded build. */
function ensureChromium() {
  let found = findChromium();
  if (found) return found;
  const isRoot = process.getuid?.() === 0;
  const hasApt = fs.existsSync('/usr/bin/apt-get');
  if (isRoot && hasApt) {
    console.info(
      '\nChromium is missing: installing Debian’s chromium package for the browser tests…',
    );
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    spawnSync('apt-get', ['update'], { stdio: 'inherit', env });
    spawnSync(
      'apt-get',
      ['install', '-y', '--no-install-recommends', 'chromium', 'fonts-dejavu-core'],
      { stdio: 'inherit', env },
    );
    found = findChromium();
  }
  if (!found) {
    console.error(
      '\nThe browser tests need Chromium and none was found.\n' +
        '  On Debian/Ubuntu: sudo apt-get install chromium\n' +
        '  Elsewhere: install Chromium and set CHROMIUM_PATH=/path/to/chromium\n',
    );
    process.exit(1);
  }
  return found;
}

const vitestReport = (name) => [
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${path.join(reports, `${name}.json`)}`,
];

const passedChecks = await runSideBySide([
  { title: 'Lint', command: 'npx', args: ['eslint', '.', '--max-warnings=0'] },
  // Prettier keeps what it checked (file and options) in node_modules/.cache: a file unchanged
  // since the last run is not formatted again. ESLint gets no cache: its import rules depend on
  // where an import resolves, which other files decide.
  {
    title: 'Format',
    command: 'npx',
    args: ['prettier', '--check', '.', '--log-level', 'warn', '--cache'],
  },
  { title: 'Typecheck', command: 'npm', args: ['run', 'typecheck'] },
  // Unused files, exports and dependencies (knip.jsonc says what each workspace starts from).
  { title: 'Dead code', command: 'npx', args: ['knip'] },
  // Circles of imports, type-only ones included (ESLint's import/no-cycle skipped those).
  { title: 'Import circles', command: 'node', args: ['scripts/check-cycles.mjs'] },
  // No function past 120 lines and only a few past 80 (module factories and route plugins aside).
  { title: 'Function lengths', command: 'node', args: ['scripts/check-function-length.mjs'] },
  // The production build the browser tests drive: it needs no test before it.
  { title: 'Web build', command: 'npm', args: ['run', 'build', '-w', '@shop/web'] },
]);
run('Contract tests', 'npx', ['vitest', 'run', ...vitestReport('contract')], {
  cwd: path.join(root, 'packages/contract'),
});
run('API tests', 'npx', ['vitest', 'run', ...vitestReport('api')], {
  cwd: path.join(root, 'apps/api'),
});
run('Web tests', 'npx', ['vitest', 'run', ...vitestReport('web')], {
  cwd: path.join(root, 'apps/web'),
});
for (const name of ['contract', 'api', 'web']) countVitest(path.join(reports, `${name}.json`));

if (passedChecks.has('Web build')) {
  const chromium = ensureChromium();
  const playwrightReport = path.join(reports, 'e2e.json');
  run('Browser tests (Chromium)', 'npx', ['playwright', 'test', '--reporter=list,json'], {
    cwd: path.join(root, 'apps/web'),
    env: { CHROMIUM_PATH: chromium, PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightReport },
  });
  countPlaywright(playwrightReport);
}

fs.rmSync(reports, { recursive: true, force: true });
console.info('');
// Named last, so that a log cut to its tail still says what failed.
for (const name of failedTests) console.error(`  ✗ ${name}`);
if (failures.length) console.error(`Failed steps: ${failures.join(', ')}`);
console.info(
  `${totals.passed} passed, ${totals.failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ''}`,
);
process.exit(failures.length ? 1 : 0);
