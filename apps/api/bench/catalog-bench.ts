/**
 * `npm run bench:catalog [-- --items 1000000]`: seeds 100 000 items (or --items) into a database of
 * its own, starts the real server (server.ts) against it in a separate process, and prints latency
 * percentiles and throughput for the catalogue page, searches (five queries in turn, typos among
 * them, seen before; and 1 848 three-word queries each new to the process), a filtered list, an
 * item detail, the stylist's looks around an item, the filter panel's counts and a deep page,
 * beside a trivial route of the same server (the ceiling). Searches are measured once the search
 * index (decision 110) has loaded; it prints how long that took and the server's memory.
 *
 * It also writes BENCH_EVENTS (2 000 000) engagement events and measures trending over them, with
 * its closed days counted first as a running shop has them (decision 108). What the shop computes
 * and then refreshes in the background (trending, the whole catalogue's filter counts) is printed
 * as one computation's CPU against its refresh period, a share of one core.
 *
 * Beside the latencies it prints the CPU milliseconds each request cost the server process and the
 * embedded PostgreSQL (from /proc): on a shared machine latencies follow the others' load, the CPU a
 * request costs much less.
 *
 * Options: --items (BENCH_ITEMS, 100000); --data-dir (BENCH_DATA_DIR): the embedded cluster lives
 * there and is kept, and a later run with the same --items measures its seed again instead of
 * seeding; --seed-only stops after seeding; --port and --pg-port (BENCH_PORT, BENCH_PG_PORT): the
 * server's and the embedded PostgreSQL's, free ones by default; --only <words>: only the
 * scenarios whose name holds them (the ceiling always). Environment only: BENCH_SECONDS
 * per scenario (8), BENCH_CONCURRENCY (8), BENCH_DATABASE_URL (an external server to create the
 * bench database on; default: embedded).
 */
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { createDb } from '../src/db/client';
import { createBenchDatabase } from './bench-database';
import { createCatalogRepository } from '../src/modules/catalog/catalog.repository';
import { KEPT_PER_COMPUTED } from '../src/lib/kept-answers';
import { runMigrations } from '../src/db/migrate';
import { rssMb } from './process-memory';
import { freePort } from '../src/test/free-port';

const { values: args } = parseArgs({
  options: {
    items: { type: 'string' },
    'data-dir': { type: 'string' },
    port: { type: 'string' },
    'pg-port': { type: 'string' },
    'seed-only': { type: 'boolean' },
    only: { type: 'string' },
  },
});
const ITEMS = Number(args.items ?? process.env.BENCH_ITEMS ?? 100_000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 8);
const EVENTS = Number(process.env.BENCH_EVENTS ?? 2_000_000);
const KEEP = args['data-dir'] ?? process.env.BENCH_DATA_DIR;
const PORT = args.port ?? process.env.BENCH_PORT;
const PG_PORT = args['pg-port'] ?? process.env.BENCH_PG_PORT;
const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * Bulk loading: the items' and variants' own triggers are off and their indexes dropped while the
 * rows go in, then the derived columns are written by the load itself, the search dictionary is
 * rebuilt once from every item (as migration 0019 built it) and the indexes are built again from
 * their definitions. Row by row, the variants' trigger rewrote every item and its search
 * documents once more, and each index grew an entry at a time: a million items took hours.
 */
async function seed(url: string) {
  const handle = createDb(url, { max: 1 });
  const started = Date.now();
  let lap = started;
  const done = (step: string) => {
    console.info(`  ${step}: ${((Date.now() - lap) / 1000).toFixed(1)} s`);
    lap = Date.now();
  };
  await runMigrations(handle.db);
  await handle.db.transaction(async (tx) => {
    await tx.execute(sql`set local maintenance_work_mem = '512MB'`);
    const indexes = (
      await tx.execute<{ name: string; definition: string }>(sql`
        select i.indexname as name, i.indexdef as definition from pg_indexes i
        where i.schemaname = current_schema() and i.tablename in ('items', 'item_variants')
          and not exists (select 1 from pg_constraint c where c.conname = i.indexname)`)
    ).rows;
    for (const index of indexes) await tx.execute(sql.raw(`drop index "${index.name}"`));
    await tx.execute(sql`alter table items disable trigger user`);
    await tx.execute(sql`alter table item_variants disable trigger user`);
    // Everything is generated inside PostgreSQL: names, brands and prices that look like the
    // shop's. min_price, in_stock and colors are what the triggers would compute from the
    // variants below (each at the item's price and colour, in stock unless all three are 0).
    await tx.execute(sql`
      insert into items (id, name, brand, category, description, color, size, style, collection, price, min_price, in_stock, colors, image_key, source, source_sku, created_at)
      overriding system value
      select
        g,
        k.noun || ' ' || (array['прямого кроя','оверсайз','классические','беговые','льняные','базовые','с принтом','на молнии','из хлопка','кожаные','зимние','летние'])[1 + (g * 7) % 12] || ' ' || g,
        (array['Zarina','Befree','Love Republic','O''stin','Gloria Jeans','Mango','Levi''s','Nike','Adidas','Puma','New Balance','Lacoste','Tommy Hilfiger','Calvin Klein','Zara','Dior','Chanel','Uniqlo','Reserved','Bershka'])[1 + (g * 13) % 20],
        k.category::item_category,
        'Удобная модель на каждый день. Состав: хлопок, полиэстер. Уход: деликатная стирка при 30 °C.',
        c.color,
        null,
        (array['Повседневный','Спортивный','Классический','Деловой','Вечерний','Минимализм','Уличный'])[1 + (g * 3) % 7],
        (array['Осень–Зима 2026','Весна–Лето 2026','Базовая'])[1 + g % 3],
        c.price,
        c.price,
        exists (select 1 from generate_series(1, 3) s(n) where (g * n) % 12 > 0),
        array[c.color],
        'items/bench.webp',
        'bench',
        'bench-' || g,
        now() - make_interval(mins => g)
      from generate_series(1, ${ITEMS}) g
      cross join lateral (
        select (array['Джинсы','Кроссовки','Футболка','Рубашка','Платье','Куртка','Свитер','Юбка','Брюки','Ботинки','Сумка','Шарф','Кепка','Парфюмерная вода'])[1 + g % 14] as noun,
               (array['bottom','footwear','top','top','top','top','top','bottom','bottom','footwear','accessory','accessory','accessory','fragrance'])[1 + g % 14] as category
      ) k
      cross join lateral (
        select (array['чёрный','белый','серый','бежевый','синий','голубой','красный','зелёный','хаки','розовый','коричневый'])[1 + (g * 5) % 11] as color,
               (2990 + (g::bigint * 7919) % 90000)::numeric(12, 2) as price
      ) c`);
    done('items');
    await tx.execute(sql`select setval('items_id_seq', (select max(id) from items))`);
    await tx.execute(sql`
      insert into item_variants (item_id, sku, size, color, price, stock)
      select i.id, 'B-' || i.id || '-' || s.n, (array['S','M','L','40','42','44'])[s.n + (i.id % 3)], i.color, i.price, (i.id * s.n) % 12
      from items i cross join generate_series(1, 3) s(n)
      where i.source = 'bench'`);
    done('variants');
    await tx.execute(sql`alter table items enable trigger user`);
    await tx.execute(sql`alter table item_variants enable trigger user`);
    await tx.execute(sql`
      insert into search_terms (term, lexeme)
      select d.w, l from (
        select distinct w from items r, search_dictionary_words(
          search_card_text(r.name, r.brand, r.category, r.gender, r.color, r.colors, r.style, r.collection)
          || ' ' || coalesce(r.description, '')) as w
      ) d, unnest(tsvector_to_array(to_tsvector('russian'::regconfig, d.w))) as l
      on conflict (term) do nothing`);
    done('search dictionary');
    for (const index of indexes) await tx.execute(sql.raw(index.definition));
    done(`${indexes.length} indexes`);
  });
  const loaded = (Date.now() - started) / 1000;
  // Two weeks of engagement: 2 million distinct (viewer, item, day) events, skewed towards some items.
  await handle.db.execute(sql`
    insert into engagement_events (kind, item_id, viewer, day, created_at)
    select case when g % 10 = 0 then 'cart_add' else 'item_view' end,
      1 + ((g::bigint * 7919) % least(${ITEMS}, 1 + (g % 5000) * 20))::int,
      'guest:' || g,
      current_date - (g % 14),
      now() - make_interval(days => g % 14)
    from generate_series(1, ${EVENTS}) g`);
  done('engagement events');
  // A settled catalogue: GIN pending lists merged and statistics fresh, as autovacuum would leave it.
  await handle.db.execute(sql`vacuum analyze`);
  done('vacuum analyze');
  const { count } = (
    await handle.db.execute<{ count: number }>(sql`select count(*)::int as count from items`)
  ).rows[0]!;
  await handle.close();
  return { count, seconds: (Date.now() - started) / 1000, loaded };
}

/** The items a kept database holds, if it holds the whole seed this run asks for. */
async function seededBefore(url: string) {
  const handle = createDb(url, { max: 1 });
  try {
    const { items, events } = (
      await handle.db.execute<{ items: number; events: boolean }>(sql`
        select (select count(*)::int from items where source = 'bench') as items,
               exists (select 1 from engagement_events) as events`)
    ).rows[0]!;
    if (items !== ITEMS || !events) {
      throw new Error(
        `${KEEP} holds ${items} bench items${events ? '' : ' and no events'}, not the ${ITEMS} asked for: remove it to seed again.`,
      );
    }
    return items;
  } finally {
    await handle.close();
  }
}

type Result = {
  name: string;
  requests: number;
  errors: number;
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  /** CPU milliseconds per request of the server process and of PostgreSQL (null: not known). */
  serverCpu: number | null;
  databaseCpu: number | null;
};

/**
 * CPU time of processes, read from /proc (Linux): a latency on a shared machine moves with the
 * others' load, the CPU a request costs much less. Null where /proc is not there.
 */
const CLOCK_TICKS = (() => {
  try {
    return Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
  } catch {
    return 100;
  }
})();

function cpuMs(pid: number, withReapedChildren = false): number | null {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    // utime, stime (and cutime, cstime: children already ended) are fields 14–17 of stat.
    const ticks = [11, 12, ...(withReapedChildren ? [13, 14] : [])].reduce(
      (sum, i) => sum + Number(fields[i]),
      0,
    );
    return (ticks * 1000) / CLOCK_TICKS;
  } catch {
    return null;
  }
}

/** The postmaster listening on `port` (the embedded one) and its processes' CPU so far. */
function databaseCpuMs(port: string): number | null {
  if (!fs.existsSync('/proc')) return null;
  const stats = fs
    .readdirSync('/proc')
    .filter((d) => /^\d+$/.test(d))
    .map((d) => {
      try {
        const args = fs.readFileSync(`/proc/${d}/cmdline`, 'utf8').split('\0');
        const ppid = Number(
          fs.readFileSync(`/proc/${d}/stat`, 'utf8').split(') ')[1]!.split(' ')[1],
        );
        return { pid: Number(d), args, ppid };
      } catch {
        return null;
      }
    })
    .filter((p) => p !== null);
  const postmaster = stats.find(
    (p) => p.args[0]?.endsWith('postgres') && p.args[p.args.indexOf('-p') + 1] === port,
  );
  if (!postmaster) return null;
  let total = cpuMs(postmaster.pid, true) ?? 0;
  for (const child of stats.filter((p) => p.ppid === postmaster.pid))
    total += cpuMs(child.pid) ?? 0;
  return total;
}

/**
 * Trending's closed days counted as a running shop counts them, one a refresh (decision 108), all
 * at once here: what the bench measures next is a shop that has been running. Prints the database
 * CPU a day cost.
 */
async function countTrendingDays(url: string, port: string) {
  const handle = createDb(url, { max: 1 });
  // A seed kept from an older run may lack this code's latest tables.
  await runMigrations(handle.db);
  const repo = createCatalogRepository();
  const before = databaseCpuMs(port);
  let days = 0;
  while (await handle.db.transaction((tx) => repo.rollUpTrendingDay(tx))) days += 1;
  const after = databaseCpuMs(port);
  await handle.close();
  const perDay = before === null || after === null || !days ? null : (after - before) / days;
  if (days)
    console.info(
      `Trending's closed days counted: ${days}${perDay === null ? '' : `, ${perDay.toFixed(0)} ms of database CPU a day (once a day in a running shop)`}.`,
    );
  return perDay;
}

/**
 * The CPU (server and database, ms) one request costs when it computes what the shop then keeps
 * and refreshes in the background: the first request of its key.
 */
async function oneComputation(
  base: string,
  path: string,
  cpu: { serverPid: number; databasePort: string | null },
) {
  const serverBefore = cpuMs(cpu.serverPid);
  const databaseBefore = cpu.databasePort ? databaseCpuMs(cpu.databasePort) : null;
  const started = performance.now();
  await (await fetch(base + path)).arrayBuffer();
  const ms = performance.now() - started;
  const serverAfter = cpuMs(cpu.serverPid);
  const databaseAfter = cpu.databasePort ? databaseCpuMs(cpu.databasePort) : null;
  const used = (before: number | null, after: number | null) =>
    before === null || after === null ? 0 : after - before;
  return { ms, cpu: used(serverBefore, serverAfter) + used(databaseBefore, databaseAfter) };
}

function percentile(sorted: number[], p: number) {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
}

/** A closed loop: CONCURRENCY clients, each sending its next request when the last answered. */
async function measureScenario(
  name: string,
  base: string,
  nextPath: () => string,
  cpu: { serverPid: number; databasePort: string | null },
): Promise<Result> {
  const latencies: number[] = [];
  let errors = 0;
  let sent = 0;
  const serverBefore = cpuMs(cpu.serverPid);
  const databaseBefore = cpu.databasePort ? databaseCpuMs(cpu.databasePort) : null;
  const warmupEnd = Date.now() + 1000;
  const end = warmupEnd + SECONDS * 1000;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (Date.now() < end) {
        const started = performance.now();
        const response = await fetch(base + nextPath()).catch(() => null);
        await response?.arrayBuffer();
        sent += 1;
        const elapsed = performance.now() - started;
        if (Date.now() < warmupEnd) continue;
        if (!response?.ok) errors += 1;
        latencies.push(elapsed);
      }
    }),
  );
  latencies.sort((a, b) => a - b);
  const serverAfter = cpuMs(cpu.serverPid);
  const databaseAfter = cpu.databasePort ? databaseCpuMs(cpu.databasePort) : null;
  const perRequest = (before: number | null, after: number | null) =>
    before === null || after === null ? null : (after - before) / Math.max(1, sent);
  return {
    name,
    serverCpu: perRequest(serverBefore, serverAfter),
    databaseCpu: perRequest(databaseBefore, databaseAfter),
    requests: latencies.length,
    errors,
    rps: latencies.length / SECONDS,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
  };
}

async function main() {
  const database = await createBenchDatabase('shop_bench', {
    keep: KEEP,
    port: PG_PORT ? Number(PG_PORT) : undefined,
  });
  const temp = database.dataDir;
  const url = new URL(database.url);

  let count: number;
  let seeding: string;
  if (database.existed) {
    count = await seededBefore(url.toString());
    seeding = `seeded before, kept in ${KEEP}`;
    console.info(`Reusing the ${count.toLocaleString('ru-RU')} items ${seeding}.`);
  } else {
    console.info(`Seeding ${ITEMS.toLocaleString('ru-RU')} items…`);
    const seeded = await seed(url.toString());
    count = seeded.count;
    seeding = `seeded in ${seeded.seconds.toFixed(0)} s (items, variants, dictionary, indexes: ${seeded.loaded.toFixed(0)} s)`;
    console.info(`${count.toLocaleString('ru-RU')} items ${seeding}.`);
  }
  const catchUp = await countTrendingDays(url.toString(), url.port);
  if (args['seed-only']) {
    await database.dispose();
    return;
  }

  const port = PORT ? Number(PORT) : await freePort();
  const server = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: apiDir,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      DATABASE_URL: url.toString(),
      DATA_DIR: temp,
      PORT: String(port),
      HOST: '127.0.0.1',
      SEED_DEMO_DATA: 'false',
      WORKERS: 'false',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // The server's errors go on to this terminal; its log says when the search index has loaded.
  server.stderr.pipe(process.stderr);
  const indexLoaded = new Promise<string>((resolve) =>
    server.stdout.on('data', (chunk: Buffer) => {
      const loaded = /search index loaded: [^"\n]*/.exec(chunk.toString());
      if (loaded) resolve(loaded[0]);
    }),
  );
  await new Promise<void>((resolve, reject) => {
    server.stdout.on(
      'data',
      (chunk: Buffer) => chunk.toString().includes('VESTA is running') && resolve(),
    );
    server.once('exit', (code) => reject(new Error(`server exited with ${code}`)));
  });

  const base = `http://127.0.0.1:${port}`;
  // The first search loads the search index (decision 110); the searches measured wait for it.
  if (process.env.SEARCH_INDEX !== 'false') {
    const rest = rssMb(server.pid!);
    await fetch(`${base}/api/items/?q=${encodeURIComponent('платье')}`);
    const loaded = await indexLoaded;
    const peak = rssMb(server.pid!);
    // What the load read is garbage: given back within seconds of quiet.
    await new Promise((resolve) => setTimeout(resolve, 20_000));
    console.info(
      `${loaded}; server RSS ${rest.toFixed(0)} MB before, ${peak.toFixed(0)} MB just after, ${rssMb(server.pid!).toFixed(0)} MB 20 s later`,
    );
  }
  let n = 0;
  const rotate = <T>(values: T[]) => values[n++ % values.length]!;
  // Server and database CPU per request (the database's only when this bench started it).
  const cpu = {
    serverPid: server.pid!,
    databasePort: process.env.BENCH_DATABASE_URL ? null : url.port,
  };
  const newQueries = [
    'джинсы',
    'кроссовки',
    'футболка',
    'рубашка',
    'платье',
    'куртка',
    'свитер',
    'юбка',
    'брюки',
    'ботинки',
    'сумка',
    'шарф',
    'кепка',
    'парфюм',
  ]
    .flatMap((noun) =>
      [
        'прямые',
        'оверсайз',
        'классические',
        'беговые',
        'льняные',
        'базовые',
        'принт',
        'молния',
        'хлопок',
        'кожаные',
        'зимние',
        'летние',
      ].map((word) => `${noun} ${word}`),
    )
    .flatMap((pair) =>
      [
        'чёрный',
        'белый',
        'серый',
        'бежевый',
        'синий',
        'голубой',
        'красный',
        'зелёный',
        'хаки',
        'розовый',
        'коричневый',
      ].map((color) => `${pair} ${color}`),
    );
  // What the shop refreshes in the background, each at most once a minute per process while asked
  // for (TRENDING_REFRESH_SECONDS, FACETS_MAX_AGE_SECONDS) and at most once per twenty times its
  // computation took: one computation's CPU, as a share of one core (aim: at most 10 % each).
  const refreshes = args.only
    ? []
    : [
        { name: 'trending', path: '/api/items/trending', everySeconds: 60 },
        { name: 'filter counts, whole catalogue', path: '/api/items/facets', everySeconds: 60 },
      ];
  const refreshed = [];
  for (const refresh of refreshes)
    refreshed.push({ ...refresh, ...(await oneComputation(base, refresh.path, cpu)) });
  const skipped = (name: string): Result => ({
    name,
    requests: 0,
    errors: 0,
    rps: NaN,
    p50: NaN,
    p95: NaN,
    p99: NaN,
    serverCpu: null,
    databaseCpu: null,
  });
  const measure = async (name: string, address: string, nextPath: () => string) =>
    !args.only || name.includes(args.only) || name.startsWith('trivial')
      ? measureScenario(name, address, nextPath, cpu)
      : skipped(name);
  const results = [
    await measure('trivial route (ceiling)   GET /api/config', base, () => '/api/config'),
    await measure(
      'catalogue page            GET /api/items/?page=N',
      base,
      () => `/api/items/?page=${1 + (n++ % 50)}`,
    ),
    await measure(
      'search (repeated queries) GET /api/items/?q=кросовки…',
      base,
      () =>
        `/api/items/?q=${encodeURIComponent(rotate(['кросовки', 'джинсы прямые', 'рубашка ленаня', 'плате', 'свитр']))}`,
    ),
    // Three catalogue words each, 1 848 queries in turn: more than a process keeps the words of
    // (decision 039), so each is read from the dictionary again, as a query never seen before is.
    await measure(
      'search, each query new    GET /api/items/?q=<3 words>',
      base,
      () => `/api/items/?q=${encodeURIComponent(newQueries[n++ % newQueries.length]!)}`,
    ),
    await measure(
      'filtered list             GET /api/items/?category&brand&size&sort',
      base,
      () =>
        `/api/items/?category=${rotate(['footwear', 'bottom', 'top'])}&brand=Nike&brand=Zarina&size=42&in_stock=true&sort=price_asc`,
    ),
    await measure(
      'trending (2 M events)     GET /api/items/trending',
      base,
      () => '/api/items/trending',
    ),
    await measure(
      'item detail               GET /api/items/{id}',
      base,
      () => `/api/items/${1 + ((n++ * 7919) % count)}`,
    ),
    // On every item page: three looks, a few dozen candidates per slot from the category's price
    // index, scored in memory (aim: p95 under 150 ms).
    await measure(
      'stylist looks             GET /api/stylist/looks?item_id=',
      base,
      () => `/api/stylist/looks?item_id=${1 + ((n++ * 7919) % count)}`,
    ),
    // What a large catalogue costs besides: the filter panel's counts (the catalogue page asks
    // for them beside its list), and a page far from the first (an offset of tens of thousands).
    await measure(
      'facets, whole catalogue   GET /api/items/facets',
      base,
      () => '/api/items/facets',
    ),
    await measure(
      'facets of a search        GET /api/items/facets?q=<2 words>',
      base,
      () =>
        `/api/items/facets?q=${encodeURIComponent(rotate(['джинсы прямые', 'кроссовки белые', 'платье льняное', 'куртка кожаная']))}`,
    ),
    await measure(
      'catalogue, deep page      GET /api/items/?page=2000+N',
      base,
      () => `/api/items/?page=${2000 + (n++ % 50)}`,
    ),
  ];

  server.kill('SIGTERM');
  await new Promise((resolve) => server.once('exit', resolve));
  await database.dispose();

  const ms = (v: number) => `${v.toFixed(1)} ms`.padStart(9);
  const cpuCell = (v: number | null) => (v === null ? '—' : v.toFixed(2)).padStart(8);
  console.info(
    `\n${count.toLocaleString('ru-RU')} items (${seeding}), ${CONCURRENCY} concurrent clients, ${SECONDS} s per scenario, ${os.cpus().length} cores, load average ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}\n`,
  );
  console.info(
    `${'scenario'.padEnd(66)}      p50       p95       p99     req/s  errors  cpu ms/request: server       db`,
  );
  for (const r of results.filter((r) => r.requests > 0 || !Number.isNaN(r.rps))) {
    console.info(
      `${r.name.padEnd(66)}${ms(r.p50)} ${ms(r.p95)} ${ms(r.p99)} ${r.rps.toFixed(0).padStart(9)} ${String(r.errors).padStart(7)}  ${' '.repeat(14)}${cpuCell(r.serverCpu)} ${cpuCell(r.databaseCpu)}`,
    );
  }
  if (refreshed.length)
    console.info('\nbackground refreshes (one computation, CPU of server and database):');
  for (const r of refreshed) {
    // An answer that took long is kept longer (kept-answers.ts), so refreshed less often.
    const every = Math.max(r.everySeconds, (r.ms / 1000) * KEPT_PER_COMPUTED);
    const share = (r.cpu / (every * 1000)) * 100;
    console.info(
      `${r.name.padEnd(32)} ${(r.ms / 1000).toFixed(1).padStart(6)} s, CPU ${(r.cpu / 1000).toFixed(1).padStart(6)} s every ${every.toFixed(0)} s: ${share.toFixed(1)} % of a core${share > 10 ? '   ✖ over 10 %' : ''}`,
    );
  }
  if (catchUp !== null)
    console.info(
      `${"trending's day, counted".padEnd(32)} CPU ${(catchUp / 1000).toFixed(1).padStart(6)} s once a day: ${((catchUp / 86_400_000) * 100).toFixed(2)} % of a core`,
    );
  const [ceiling, page, search, newSearch, , trending] = results;
  if (args.only) return;
  console.info(
    `\ncatalogue page p95 is ${(page!.p95 / ceiling!.p95).toFixed(1)}× the trivial route's; search p95 ${search!.p95.toFixed(1)} ms for queries seen before, ${newSearch!.p95.toFixed(1)} ms for new three-word queries; trending p95 ${trending!.p95.toFixed(1)} ms`,
  );
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
