import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  freePort,
  startFakeGoogle,
  startFakeStripe,
  startLamodaFixtureServer,
} from '@shop/api/testing';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/**
 * Starts the shop exactly as `npm start` runs it (server.ts with the built web app, embedded
 * PostgreSQL in a fresh data folder, demo data seeded) plus a local server that speaks Google's
 * OAuth protocol and a local stand-in for Lamoda (all three domains and its image CDN), so the
 * import tool runs a real import end to end without leaving the machine: no pacing between
 * requests, and rates for ₽ and BYN so every domain converts into the store's ₸. Stripe's local
 * stand-in makes online payment part of the shop: its hosted page pays, its signed events reach
 * the shop's webhook, and the tests read its refunds at E2E_STRIPE_URL (GET /v1/refunds with
 * E2E_STRIPE_SECRET_KEY). The tests reach the database through E2E_DATABASE_URL for the factories.
 */
export default async function globalSetup() {
  if (!fs.existsSync(path.join(root, 'apps/web/dist/index.html'))) {
    throw new Error('Build the web app first: npm run build -w @shop/web');
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-e2e-'));
  fs.chmodSync(dataDir, 0o755);
  const [port, pgPort] = [await freePort(), await freePort()];
  const baseUrl = `http://127.0.0.1:${port}`;
  const google = await startFakeGoogle({ clientId: 'e2e-client', clientSecret: 'e2e-secret' });
  const lamoda = await startLamodaFixtureServer();
  const stripe = await startFakeStripe({ webhookUrl: `${baseUrl}/api/payments/stripe/webhook` });

  const server = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(root, 'apps/api/src/server.ts')],
    {
      cwd: root,
      env: {
        ...process.env,
        NODE_ENV: 'production',
        PORT: String(port),
        HOST: '127.0.0.1',
        PUBLIC_URL: baseUrl,
        DATA_DIR: dataDir,
        EMBEDDED_PG_PORT: String(pgPort),
        DATABASE_URL: '',
        LOG_LEVEL: 'warn',
        RATE_LIMIT_AUTH_PER_IP: '1000',
        // The specs change items and read the filter counts at once.
        FACETS_MAX_AGE_SECONDS: '0',
        ...google.env,
        ...lamoda.env,
        ...stripe.env,
        IMPORT_PACING_MS: '0',
        RATE_RUB: '5.6',
        RATE_BYN: '160',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  // Everything the shop says goes to a file as it says it: a failed test attaches the part
  // written while it ran (fixtures.ts), so a failure on a clean machine shows the server's side.
  const outputFile = path.join(dataDir, 'server-output.txt');
  const log = fs.createWriteStream(outputFile);
  let output = '';
  const keep = (c: Buffer) => {
    output += c.toString();
    log.write(c);
  };
  server.stdout.on('data', keep);
  server.stderr.on('data', keep);

  const deadline = Date.now() + 120_000;
  try {
    for (;;) {
      if (server.exitCode !== null) throw new Error(`The shop exited during start-up:\n${output}`);
      if (Date.now() > deadline) throw new Error(`The shop did not start within 120 s:\n${output}`);
      const ok = await fetch(`${baseUrl}/api/healthz`)
        .then((r) => r.ok)
        .catch(() => false);
      if (ok) break;
      await new Promise((r) => setTimeout(r, 300));
    }
  } catch (error) {
    // A start that failed leaves nothing behind either: no shop running, no data folder.
    if (server.exitCode === null) {
      server.kill('SIGTERM');
      await new Promise((resolve) => server.once('exit', resolve));
    }
    await google.close();
    await lamoda.close();
    await stripe.close();
    log.end();
    fs.rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }

  const password = fs.readFileSync(path.join(dataDir, 'postgres-password'), 'utf8').trim();
  process.env.E2E_BASE_URL = baseUrl;
  process.env.E2E_DATABASE_URL = `postgres://shop:${encodeURIComponent(password)}@127.0.0.1:${pgPort}/vesta`;
  process.env.E2E_SERVER_OUTPUT_FILE = outputFile;
  process.env.E2E_STRIPE_URL = stripe.url;
  process.env.E2E_STRIPE_SECRET_KEY = stripe.secretKey;

  return async () => {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
    await google.close();
    await lamoda.close();
    await stripe.close();
    log.end();
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
}
