/**
 * `npm run bench:import`: a full import (parse, process, pictures, catalogue writes) of 1 000
 * products from the local Lamoda fixture server into a database of its own, through the same
 * pipeline a worker runs. Prints products per second and where the time went.
 *
 * Options (environment): BENCH_PRODUCTS (1000), BENCH_DATABASE_URL (an external server to create
 * the bench database on; default: embedded). Pacing is off: against real Lamoda the polite pause
 * between pages (IMPORT_PACING_MS, 2 s) dominates, and it is not what this measures.
 */
import os from 'node:os';
import { eq, sql } from 'drizzle-orm';
import type { TaskResult } from '@shop/contract';
import { loadConfig } from '../src/config/env';
import { createDb } from '../src/db/client';
import { createBenchDatabase } from './bench-database';
import { runMigrations } from '../src/db/migrate';
import { importTasks } from '../src/db/schema';
import { createConfiguredStorage } from '../src/lib/configured-storage';
import { createItemsRepository } from '../src/modules/items/items.repository';
import { createItemsService } from '../src/modules/items/items.service';
import { createStockRepository } from '../src/modules/items/stock.repository';
import { createStockService } from '../src/modules/items/stock.service';
import { createCurrencyRates } from '../src/modules/lamoda-parser/currency-rates';
import { createMediaService } from '../src/modules/media/media.service';
import { createLamodaParserRepository } from '../src/modules/lamoda-parser/lamoda-parser.repository';
import { createDbLlmCache } from '../src/modules/lamoda-parser/llm/llm-client';
import { runImportTask } from '../src/modules/lamoda-parser/pipeline';
import { createUser } from '../src/db/factories';
import { startLamodaFixtureServer } from '../src/test/lamoda-fixture-server';

const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 1000);

async function main() {
  const database = await createBenchDatabase('shop_import_bench');
  const temp = database.dataDir;
  const url = new URL(database.url);

  const lamoda = await startLamodaFixtureServer({ benchCount: Math.max(PRODUCTS + 60, 1200) });
  const config = loadConfig({
    ...lamoda.env,
    DATABASE_URL: url.toString(),
    DATA_DIR: temp,
    JWT_SECRET: 'bench-secret-bench-secret-bench-secret',
    IMPORT_PACING_MS: '0',
    LOG_LEVEL: 'silent',
  });
  const handle = createDb(url.toString());
  await runMigrations(handle.db);
  const { user } = await createUser(handle.db, { isAdmin: true });
  const repo = createLamodaParserRepository();
  const task = await repo.createTask(
    {
      type: 'full',
      query: 'bench',
      domain: 'kz',
      limit: PRODUCTS,
      page: null,
      saveToDatabase: true,
      createdBy: user.id,
    },
    handle.db,
  );

  console.info(
    `Importing ${PRODUCTS} products (full mode, pictures included) from the fixture server…`,
  );
  const started = performance.now();
  const media = createMediaService({ db: handle.db, storage: createConfiguredStorage(config) });
  await runImportTask(task.id, {
    db: handle.db,
    rates: createCurrencyRates(handle.db, config),
    repo,
    config,
    items: createItemsService({
      db: handle.db,
      repo: createItemsRepository(),
      media,
      stock: createStockService({ repo: createStockRepository() }),
    }),
    media,
    llmCache: createDbLlmCache(handle.db),
  });
  const seconds = (performance.now() - started) / 1000;

  const [row] = await handle.db.select().from(importTasks).where(eq(importTasks.id, task.id));
  const result = row!.result as TaskResult | null;
  const { count } = (
    await handle.db.execute<{ count: number }>(
      sql`select count(*)::int as count from items where source = 'lamoda'`,
    )
  ).rows[0]!;
  await handle.close();
  await lamoda.close();
  await database.dispose();

  if (row!.state !== 'SUCCESS' || !result) {
    console.error(`The import ended ${row!.state}: ${row!.traceback}`);
    process.exit(1);
  }
  const { network_ms, parse_ms, store_ms } = result.timings;
  const accounted = network_ms + parse_ms + store_ms;
  const share = (ms: number) => `${((ms / accounted) * 100).toFixed(0)}%`.padStart(4);
  console.info(
    [
      '',
      `${result.success_count} products imported (${count} items in the catalogue, ${result.pages_fetched} pages) in ${seconds.toFixed(1)} s on ${os.cpus().length} cores`,
      `${(result.success_count / seconds).toFixed(1)} products per second`,
      '',
      `waiting on the network (pages, product pages, pictures) ${share(network_ms)}  ${(network_ms / 1000).toFixed(1)} s`,
      `parsing and normalising                               ${share(parse_ms)}  ${(parse_ms / 1000).toFixed(1)} s`,
      `re-encoding pictures and writing the catalogue         ${share(store_ms)}  ${(store_ms / 1000).toFixed(1)} s`,
      "(shares of the work time; a product's pictures are fetched and encoded in parallel, so the",
      ' seconds add up to more than the wall-clock time)',
    ].join('\n'),
  );
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
