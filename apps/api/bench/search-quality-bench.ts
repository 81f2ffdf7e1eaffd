/**
 * `npm run bench:search-quality`: the search-quality suite (decision 023) over the demo catalogue
 * on a database of its own, through the real API (`GET /api/items?q=`). Prints recall@20 and MRR
 * overall and per kind of query, and every query that missed an expected item; then precision@20
 * (decision 049) over queries with few or no relevant items, and every query below 1.0.
 *
 * Options (environment): BENCH_DATABASE_URL (an external server; default: embedded PostgreSQL),
 * BENCH_VERBOSE=1 (print every query's first results).
 */
import fs from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import type { ItemSummary } from '@shop/contract';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config/env';
import { createDb } from '../src/db/client';
import { runMigrations } from '../src/db/migrate';
import { createJobQueue } from '../src/jobs/queue';
import { createConfiguredStorage } from '../src/lib/configured-storage';
import {
  runSearchPrecision,
  runSearchQuality,
  SEARCH_QUALITY_DEPTH,
  seedSearchCatalogue,
} from './search-quality';
import { createBenchDatabase } from './bench-database';

async function main() {
  const database = await createBenchDatabase('shop_search_quality');
  const handle = createDb(database.url, { max: 4 });
  const queue = createJobQueue(database.url, () => undefined);
  try {
    await runMigrations(handle.db);
    await seedSearchCatalogue(handle.db);
    const config = loadConfig({
      NODE_ENV: 'production',
      DATA_DIR: database.dataDir,
      DATABASE_URL: database.url,
      JWT_SECRET: randomBytes(32).toString('hex'),
      LOG_LEVEL: 'silent',
      WEB_DIST_DIR: path.join(database.dataDir, 'no-web-build'),
    });
    const app = await buildApp({
      config,
      queue,
      db: handle.db,
      storage: createConfiguredStorage(config),
      logger: false,
    });
    await app.ready();
    const timings: number[] = [];
    const search = async (q: string) => {
      const started = performance.now();
      const response = await app.inject({
        method: 'GET',
        url: `/api/items/?q=${encodeURIComponent(q)}&limit=${SEARCH_QUALITY_DEPTH}`,
      });
      timings.push(performance.now() - started);
      if (response.statusCode !== 200) throw new Error(`«${q}»: HTTP ${response.statusCode}`);
      return (response.json() as ItemSummary[]).map((i) => i.name);
    };
    const { results, recall, mrr } = await runSearchQuality(search);
    const precise = await runSearchPrecision(search);
    await app.close();

    const kinds = [...new Set(results.map((r) => r.kind))];
    const mean = (values: number[]) => values.reduce((a, b) => a + b, 0) / values.length;
    console.info(`\nSearch quality: ${results.length} queries over the demo catalogue\n`);
    console.info(`${'kind'.padEnd(20)} queries  recall@20    MRR`);
    for (const kind of kinds) {
      const of = results.filter((r) => r.kind === kind);
      console.info(
        `${kind.padEnd(20)} ${String(of.length).padStart(7)} ${mean(of.map((r) => r.recall))
          .toFixed(3)
          .padStart(10)} ${mean(of.map((r) => r.reciprocalRank))
          .toFixed(3)
          .padStart(6)}`,
      );
    }
    console.info(
      `${'all'.padEnd(20)} ${String(results.length).padStart(7)} ${recall.toFixed(3).padStart(10)} ${mrr.toFixed(3).padStart(6)}`,
    );
    const misses = results.filter((r) => r.recall < 1 || r.reciprocalRank < 1);
    if (misses.length) {
      console.info('\nQueries below 1.0:');
      for (const r of misses) {
        console.info(
          `  «${r.query}» (${r.kind}): recall ${r.recall.toFixed(2)}, first hit at ${
            r.reciprocalRank ? Math.round(1 / r.reciprocalRank) : '—'
          }${r.missing.length ? `; missing ${r.missing.join(', ')}` : ''}`,
        );
      }
    }
    const nothing = precise.results.filter((r) => r.relevant === 'none');
    console.info(
      `\nPrecision: ${precise.results.length} queries with few or no relevant items\n` +
        `${'queries'.padEnd(40)} count  precision@20\n` +
        `${'the catalogue has none (honest nothing)'.padEnd(40)} ${String(nothing.length).padStart(5)} ${(
          nothing.reduce((a, r) => a + r.precision, 0) / nothing.length
        )
          .toFixed(3)
          .padStart(13)}\n` +
        `${'a few relevant items'.padEnd(40)} ${String(precise.results.length - nothing.length).padStart(5)} ${(
          precise.results
            .filter((r) => r.relevant !== 'none')
            .reduce((a, r) => a + r.precision, 0) /
          (precise.results.length - nothing.length)
        )
          .toFixed(3)
          .padStart(13)}\n` +
        `${'all'.padEnd(40)} ${String(precise.results.length).padStart(5)} ${precise.precision.toFixed(3).padStart(13)}`,
    );
    const imprecise = precise.results.filter((r) => r.precision < 1);
    if (imprecise.length) {
      console.info('\nPrecision below 1.0:');
      for (const r of imprecise) {
        console.info(
          `  «${r.query}»: ${r.relevantFound} of ${r.found.length} relevant; not: ${r.irrelevant.join(', ')}`,
        );
      }
    }
    if (process.env.BENCH_VERBOSE) {
      for (const r of results) console.info(`\n«${r.query}»: ${r.found.join(' | ')}`);
      for (const r of precise.results) console.info(`\n«${r.query}»: ${r.found.join(' | ')}`);
    }
    const sorted = [...timings].sort((a, b) => a - b);
    console.info(
      `\nrecall@20 ${recall.toFixed(3)}, MRR ${mrr.toFixed(3)}, precision@20 ${precise.precision.toFixed(3)} (honest nothing ${(precise.honestNothing * 100).toFixed(0)} %); one query through the API in-process: median ${sorted[Math.floor(sorted.length / 2)]!.toFixed(1)} ms`,
    );
  } finally {
    await queue.stop();
    await handle.close();
    await database.dispose();
    fs.rmSync(database.dataDir, { recursive: true, force: true });
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
