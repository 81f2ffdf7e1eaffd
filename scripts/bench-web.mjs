#!/usr/bin/env node
// `npm run bench:web`: builds the web app, starts a shop in a fresh data folder (demo data seeded)
// and runs Lighthouse 12 with its mobile profile (simulated slow 4G and a 4× slower CPU) on the
// landing, the catalogue and an item page. Prints performance, LCP, TBT, CLS and accessibility per
// page (with each run's TBT), where each page's main-thread time goes, the JavaScript the landing
// downloads (gzip and brotli as built, brotli as served, and on the wire with the headers), and the
// aims.
//
//   npm run bench:web                    build, then measure each page once
//   npm run bench:web -- --runs 3        the median of three runs per page
//   npm run bench:web -- --no-build      measure the current build (apps/web/dist)
//   npm run bench:web -- --url URL       measure a running shop instead of starting one
//   npm run bench:web -- --only item     only the pages named (landing, catalogue, item; commas)
//   BENCH_WEB_REPORTS=dir                  also write each page's first Lighthouse report there
//
// Chromium: CHROME_PATH, else CHROMIUM_PATH, else /usr/bin/chromium.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(root, 'apps/web/dist');
const args = process.argv.slice(2);
const flag = (name) => args.includes(name);
const option = (name, fallback) => {
  const at = args.indexOf(name);
  return at >= 0 && args[at + 1] ? args[at + 1] : fallback;
};
const runs = Math.max(1, Number(option('--runs', '1')));
const AIMS = {
  performance: 90,
  lcp: 2000,
  tbt: 200,
  cls: 0.05,
  accessibility: 98,
  // The landing's scripts as they cross the wire: brotli bodies and their response headers.
  landingJsWireKb: 170,
};

function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** Starts the shop as `npm start` runs it, in a fresh data folder; resolves once it answers. */
async function startShop() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-bench-web-'));
  fs.chmodSync(dataDir, 0o755);
  const [port, pgPort] = [await freePort(), await freePort()];
  const baseUrl = `http://127.0.0.1:${port}`;
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
        LOG_FORMAT: 'json',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  server.stdout.on('data', (c) => (output += c));
  server.stderr.on('data', (c) => (output += c));
  const deadline = Date.now() + 300_000;
  for (;;) {
    if (server.exitCode !== null) throw new Error(`The shop exited during start-up:\n${output}`);
    if (Date.now() > deadline) throw new Error(`The shop did not start in 300 s:\n${output}`);
    const ok = await fetch(`${baseUrl}/api/healthz`)
      .then((r) => r.ok)
      .catch(() => false);
    if (ok) break;
    await new Promise((r) => setTimeout(r, 500));
  }
  const stop = async () => {
    if (server.exitCode === null) {
      const exited = new Promise((resolve) => server.once('exit', resolve));
      server.kill('SIGTERM');
      await exited;
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  return { baseUrl, stop };
}

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

/** A file's bytes as the shop sends them to a browser that accepts brotli: body and headers. */
function served(url) {
  return new Promise((resolve, reject) => {
    const request = http.get(
      url,
      { headers: { 'accept-encoding': 'gzip, deflate, br' } },
      (res) => {
        let body = 0;
        res.on('data', (chunk) => (body += chunk.length));
        res.on('end', () => {
          const head = `HTTP/1.1 ${res.statusCode} ${res.statusMessage}\r\n${res.rawHeaders
            .map((v, i) => (i % 2 ? `${v}\r\n` : `${v}: `))
            .join('')}\r\n`;
          resolve({
            body,
            headers: Buffer.byteLength(head),
            encoding: res.headers['content-encoding'],
          });
        });
        res.on('error', reject);
      },
    );
    request.on('error', reject);
  });
}

/**
 * What the landing's scripts weigh: gzip and brotli of the built files (deterministic), the bodies
 * and headers the shop sends for them, and what Lighthouse saw cross the wire.
 */
async function scriptWeight(lhr) {
  const requests = lhr.audits['network-requests']?.details?.items ?? [];
  const weight = { gzip: 0, brotli: 0, body: 0, headers: 0, transferred: 0, encodings: new Set() };
  const files = [];
  for (const request of requests) {
    if (request.resourceType !== 'Script') continue;
    const { pathname } = new URL(request.url);
    weight.transferred += request.transferSize ?? 0;
    const file = path.join(dist, pathname);
    if (!file.startsWith(dist) || !fs.existsSync(file)) continue;
    const bytes = fs.readFileSync(file);
    const gzip = zlib.gzipSync(bytes, { level: 9 }).length;
    const brotli = zlib.brotliCompressSync(bytes, {
      params: { [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY },
    }).length;
    const sent = await served(request.url);
    weight.gzip += gzip;
    weight.brotli += brotli;
    weight.body += sent.body;
    weight.headers += sent.headers;
    weight.encodings.add(sent.encoding ?? 'none');
    files.push({ file: pathname, gzip, brotli, sent: sent.body });
  }
  return { ...weight, files };
}

/** Where a page's main-thread time went (Lighthouse's breakdown, ms at its 4× slowdown). */
function mainThread(lhr) {
  const groups = (lhr.audits['mainthread-work-breakdown']?.details?.items ?? [])
    .filter((g) => g.duration >= 20)
    .map((g) => `${g.groupLabel ?? g.group} ${Math.round(g.duration)}`);
  const scripts = (lhr.audits['bootup-time']?.details?.items ?? [])
    .filter((s) => s.scripting >= 20)
    .slice(0, 6)
    .map((s) => {
      const name = s.url.startsWith('http')
        ? new URL(s.url).pathname.replace(/^\/assets\//, '')
        : s.url;
      return `${name} ${Math.round(s.scripting)}`;
    });
  const longTasks = (lhr.audits['long-tasks']?.details?.items ?? [])
    .slice(0, 6)
    .map((t) => Math.round(t.duration));
  return { groups, scripts, longTasks };
}

async function main() {
  if (!flag('--no-build') && !option('--url')) {
    console.info('Building the web app…');
    const build = spawnSync('npm', ['run', 'build', '-w', '@shop/web'], {
      cwd: root,
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    if (build.status !== 0) process.exit(build.status ?? 1);
  }

  const shop = option('--url')
    ? { baseUrl: option('--url').replace(/\/$/, ''), stop: async () => undefined }
    : (console.info('Starting a shop in a fresh data folder (first start: demo data)…'),
      await startShop());
  const chromePath = process.env.CHROME_PATH || process.env.CHROMIUM_PATH || '/usr/bin/chromium';
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-dev-shm-usage',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });

  try {
    const items = await fetch(`${shop.baseUrl}/api/items?limit=1`).then((r) => r.json());
    const itemId = Array.isArray(items) ? items[0]?.id : items?.items?.[0]?.id;
    if (!itemId) throw new Error('The catalogue has no item to open');
    const only = option('--only', 'landing,catalogue,item').split(',');
    const pages = [
      { id: 'landing', name: '/', url: `${shop.baseUrl}/` },
      { id: 'catalogue', name: '/items', url: `${shop.baseUrl}/items` },
      { id: 'item', name: `/items/${itemId}`, url: `${shop.baseUrl}/items/${itemId}` },
    ].filter((page) => only.includes(page.id));

    // Warm the server's own caches first, as they are for every visitor but the very first: the
    // pages, and the smaller picture copies (made on a picture's first request) of the first page
    // of the catalogue and of the measured item.
    for (const page of pages) await fetch(page.url).catch(() => undefined);
    const firstPage = await fetch(`${shop.baseUrl}/api/items`).then((r) => r.json());
    const item = await fetch(`${shop.baseUrl}/api/items/${itemId}`).then((r) => r.json());
    const pictures = new Set(
      [...(Array.isArray(firstPage) ? firstPage : []), item]
        .flatMap((i) => [i?.image_url, ...(i?.image_urls ?? [])])
        .filter((url) => typeof url === 'string' && url.startsWith('/uploads/')),
    );
    for (const url of pictures) {
      for (const width of [320, 480, 640, 960]) {
        await fetch(`${shop.baseUrl}/img/${width}/${url.slice('/uploads/'.length)}`).catch(
          () => undefined,
        );
      }
    }

    const results = [];
    let landingScripts;
    for (const page of pages) {
      const samples = [];
      for (let run = 0; run < runs; run++) {
        // A busy machine now and then spoils a trace (NO_NAVSTART, NO_FCP): try that run again.
        let lhr;
        for (let attempt = 1; ; attempt++) {
          const result = await lighthouse(page.url, {
            port: chrome.port,
            output: 'json',
            logLevel: 'error',
            onlyCategories: ['performance', 'accessibility'],
          });
          lhr = result.lhr;
          if (!lhr.runtimeError) break;
          if (attempt === 3) throw new Error(`${page.name}: ${lhr.runtimeError.message}`);
          console.info(`${page.name}: ${lhr.runtimeError.code}, measuring again…`);
        }
        samples.push({
          performance: Math.round((lhr.categories.performance.score ?? 0) * 100),
          accessibility: Math.round((lhr.categories.accessibility.score ?? 0) * 100),
          lcp: lhr.audits['largest-contentful-paint'].numericValue,
          tbt: lhr.audits['total-blocking-time'].numericValue,
          cls: lhr.audits['cumulative-layout-shift'].numericValue,
          mainThread: mainThread(lhr),
          failedA11y: Object.values(lhr.audits)
            .filter(
              (a) =>
                lhr.categories.accessibility.auditRefs.some((r) => r.id === a.id && r.weight > 0) &&
                a.score === 0,
            )
            .map((a) => a.id),
          lhr,
        });
      }
      const pick = (key) => median(samples.map((s) => s[key]));
      const row = {
        page: page.name,
        performance: pick('performance'),
        lcp: pick('lcp'),
        tbt: pick('tbt'),
        cls: pick('cls'),
        accessibility: pick('accessibility'),
        tbts: samples.map((s) => Math.round(s.tbt)),
        // The breakdown of the run whose TBT is the median.
        mainThread: samples.find((s) => s.tbt === pick('tbt')).mainThread,
        failedA11y: [...new Set(samples.flatMap((s) => s.failedA11y))],
      };
      results.push(row);
      if (page.name === '/') landingScripts = await scriptWeight(samples[0].lhr);
      if (process.env.BENCH_WEB_REPORTS) {
        fs.mkdirSync(process.env.BENCH_WEB_REPORTS, { recursive: true });
        const name = page.name === '/' ? 'landing' : page.name.replace(/\W+/g, '-').slice(1);
        fs.writeFileSync(
          path.join(process.env.BENCH_WEB_REPORTS, `${name}.json`),
          JSON.stringify(samples[0].lhr),
        );
      }
    }

    const mark = (ok) => (ok ? ' ' : '✗');
    console.info(
      `\nLighthouse ${results.length ? 'mobile' : ''} (${runs} run${runs > 1 ? 's, median' : ''} per page)\n`,
    );
    console.info(
      'page'.padEnd(14) +
        'perf'.padStart(6) +
        'LCP s'.padStart(9) +
        'TBT ms'.padStart(9) +
        'CLS'.padStart(8) +
        'a11y'.padStart(7),
    );
    let allOk = true;
    for (const r of results) {
      const ok = {
        performance: r.performance >= AIMS.performance,
        lcp: r.lcp <= AIMS.lcp,
        tbt: r.tbt <= AIMS.tbt,
        cls: r.cls <= AIMS.cls,
        accessibility: r.accessibility >= AIMS.accessibility,
      };
      allOk &&= Object.values(ok).every(Boolean);
      console.info(
        r.page.padEnd(14) +
          `${r.performance}${mark(ok.performance)}`.padStart(6) +
          `${(r.lcp / 1000).toFixed(2)}${mark(ok.lcp)}`.padStart(9) +
          `${Math.round(r.tbt)}${mark(ok.tbt)}`.padStart(9) +
          `${r.cls.toFixed(3)}${mark(ok.cls)}`.padStart(8) +
          `${r.accessibility}${mark(ok.accessibility)}`.padStart(7) +
          (runs > 1 ? `   TBT runs: ${r.tbts.join(' ')}` : '') +
          (r.failedA11y.length ? `   a11y: ${r.failedA11y.join(', ')}` : ''),
      );
    }
    console.info('\nMain thread (ms, the median run; scripts: evaluation and running):');
    for (const r of results) {
      console.info(`${r.page.padEnd(14)}${r.mainThread.groups.join(', ')}`);
      console.info(`${''.padEnd(14)}scripts: ${r.mainThread.scripts.join(', ') || '—'}`);
      console.info(`${''.padEnd(14)}longest tasks: ${r.mainThread.longTasks.join(', ') || '—'}`);
    }
    const kb = (bytes) => (bytes / 1024).toFixed(1);
    if (landingScripts) {
      const w = landingScripts;
      const wireKb = (w.body + w.headers) / 1024;
      const jsOk = wireKb <= AIMS.landingJsWireKb;
      allOk &&= jsOk;
      console.info(
        `\nLanding JavaScript: ${w.files.length} files; as built ${kb(w.gzip)} KB gzip, ${kb(w.brotli)} KB brotli;` +
          ` served ${kb(w.body)} KB (${[...w.encodings].join(', ')}) + ${kb(w.headers)} KB of headers` +
          ` = ${wireKb.toFixed(1)} KB on the wire${jsOk ? '' : ' ✗'} (Lighthouse saw ${kb(w.transferred)} KB transferred)`,
      );
    }
    console.info(
      `Aims: performance ≥ ${AIMS.performance}, LCP ≤ ${AIMS.lcp / 1000} s, TBT ≤ ${AIMS.tbt} ms, CLS ≤ ${AIMS.cls}, accessibility ≥ ${AIMS.accessibility}, landing JS ≤ ${AIMS.landingJsWireKb} KB on the wire${allOk ? ': all met' : ' (✗: missed)'}`,
    );
  } finally {
    await chrome.kill();
    await shop.stop();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
