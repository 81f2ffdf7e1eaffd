import type {
  BackupArchive,
  ActiveTask,
  BackupStatus,
  CatalogStats,
  CurrencyRate,
  ImportHistoryEntry,
  ItemAnalytics,
  ParsedProduct,
  SystemAnalytics,
  SystemHealth,
  SystemPerformance,
  TaskResult,
  TaskStatus,
} from '@shop/contract';

/** Valid contract values for the admin dashboards and the import tool; override what matters. */

export function buildItemAnalytics(overrides: Partial<ItemAnalytics> = {}): ItemAnalytics {
  return {
    moderator_info: { user_name: 'Мария Иванова', scope: 'own' },
    overview: { total_items: 42, items_this_week: 6 },
    categories: [
      { category: 'top', count: 20 },
      { category: 'bottom', count: 12 },
      { category: 'footwear', count: 10 },
    ],
    brands: [
      { brand: 'Zarina', count: 15 },
      { brand: 'Befree', count: 9 },
    ],
    price_analysis: {
      min_price: 2990,
      average_price: 15490.5,
      max_price: 89990,
      items_with_price: 40,
    },
    price_distribution: [
      { from: 0, to: 5000, count: 8 },
      { from: 5000, to: 10000, count: 12 },
      { from: 10000, to: 20000, count: 10 },
      { from: 20000, to: 50000, count: 7 },
      { from: 50000, to: 100000, count: 3 },
      { from: 100000, to: null, count: 0 },
    ],
    popular_items: {
      by_likes: [
        { item_id: 11, name: 'Платье миди', likes: 31 },
        { item_id: 12, name: 'Тренч бежевый', likes: 18 },
      ],
    },
    recent_activity: { last_week_items: 6, last_month_items: 19, growth_rate: 50 },
    generated_at: '2026-11-20T09:30:00.000Z',
    ...overrides,
  };
}

export function buildSystemAnalytics(overrides: Partial<SystemAnalytics> = {}): SystemAnalytics {
  return {
    system_info: {
      total_users: 1250,
      active_users: 1180,
      moderators: 4,
      admins: 2,
      new_users_month: 87,
    },
    content_stats: {
      total_items: 640,
      items_with_price: 612,
      total_outfits: 215,
      public_outfits: 190,
    },
    activity_stats: {
      total_views: 15320,
      total_favorites: 2210,
      total_outfit_favorites: 530,
      total_comments: 410,
    },
    // Newest first, as the API gives them.
    daily_activity: [
      { date: '2026-11-20', views: 320, favorites: 41 },
      { date: '2026-11-19', views: 280, favorites: 35 },
      { date: '2026-11-18', views: 301, favorites: 30 },
      { date: '2026-11-17', views: 250, favorites: 22 },
      { date: '2026-11-16', views: 199, favorites: 19 },
      { date: '2026-11-15', views: 240, favorites: 27 },
      { date: '2026-11-14', views: 210, favorites: 25 },
    ],
    moderator_stats: [
      { user_id: 5, name: 'Мария Иванова', is_active: true, items_count: 120 },
      { user_id: 6, name: 'Олжас Сеитов', is_active: false, items_count: 8 },
    ],
    top_categories: [
      { category: 'top', count: 240 },
      { category: 'bottom', count: 160 },
      { category: 'footwear', count: 120 },
      { category: 'accessory', count: 80 },
      { category: 'fragrance', count: 40 },
    ],
    top_brands: [
      { brand: 'Zarina', count: 90 },
      { brand: 'Befree', count: 75 },
      { brand: 'Nike', count: 60 },
    ],
    popular_items: [
      { id: 11, name: 'Платье миди', brand: 'Zarina', likes: 31 },
      { id: 12, name: 'Кеды белые', brand: 'Nike', likes: 22 },
    ],
    popular_outfits: [{ id: 3, name: 'Осенний город', likes: 14 }],
    order_stats: {
      total_orders: 42,
      orders_month: 17,
      revenue_month: 512_430,
      open_orders: 5,
      currency: 'KZT',
    },
    // Newest first, as the API gives them (30 days there; a few here).
    daily_orders: [
      { date: '2026-11-20', orders: 3, revenue: 78_970 },
      { date: '2026-11-19', orders: 1, revenue: 12_990 },
      { date: '2026-11-18', orders: 0, revenue: 0 },
    ],
    generated_at: '2026-11-20T09:30:00.000Z',
    ...overrides,
  };
}

/** A day-fresh backup of 12.4 MB made three hours before the answer, daily at 03:00 UTC. */
export function buildBackupArchive(createdAt: string, sizeBytes = 13_002_342): BackupArchive {
  const file = `vesta-backup-${createdAt.replace(/[-:]/g, '')}.tar.gz`;
  return {
    file,
    size_bytes: sizeBytes,
    created_at: createdAt,
    download_url: `/api/system/backups/${file}?expires=1795000000&signature=sig`,
  };
}

export function buildBackupStatus(overrides: Partial<BackupStatus> = {}): BackupStatus {
  const archives = overrides.archives ?? [
    buildBackupArchive('2026-11-20T03:00:00.000Z'),
    buildBackupArchive('2026-11-19T03:00:00.000Z', 12_900_000),
  ];
  return {
    last: archives[0] ?? null,
    archives,
    in_progress: false,
    stale: false,
    schedule: '0 3 * * *',
    keep: 7,
    last_failure: null,
    generated_at: '2026-11-20T06:00:00.000Z',
    ...overrides,
  };
}

export function buildSystemHealth(overrides: Partial<SystemHealth> = {}): SystemHealth {
  return { users_count: 1250, items_count: 640, database: 'connected', ...overrides };
}

export function buildSystemPerformance(
  overrides: Partial<SystemPerformance> = {},
): SystemPerformance {
  return {
    requests_per_hour: 4821,
    active_users_hour: 37,
    database_connections: 6,
    memory_usage: 182.4,
    generated_at: '2026-11-20T09:30:00.000Z',
    ...overrides,
  };
}

export function buildCatalogStats(overrides: Partial<CatalogStats> = {}): CatalogStats {
  return {
    total_items: 640,
    recent_items_week: 35,
    price_range: { min: 1990, average: 18450.4, max: 129990 },
    top_brands: [
      { brand: 'Levi’s', count: 40 },
      { brand: 'Nike', count: 32 },
    ],
    top_categories: [
      { category: 'bottom', count: 150 },
      { category: 'footwear', count: 90 },
    ],
    active_tasks: 0,
    ...overrides,
  };
}

let nextSku = 1;

export function buildParsedProduct(overrides: Partial<ParsedProduct> = {}): ParsedProduct {
  const n = nextSku++;
  const sku = overrides.sku ?? `RTLA${String(n).padStart(8, '0')}`;
  return {
    sku,
    name: `Джинсы прямые ${n}`,
    brand: 'Levi’s',
    category: 'bottom',
    price: 24990,
    old_price: 32990,
    source_price: 24990,
    source_currency: 'KZT',
    image_url: `https://a.lmcdn.ru/img600x866/R/T/${sku}_1.jpg`,
    image_urls: [`https://a.lmcdn.ru/img600x866/R/T/${sku}_1.jpg`],
    url: `https://www.lamoda.kz/p/${sku.toLowerCase()}/`,
    parse_quality: 0.92,
    item_id: null,
    ...overrides,
  };
}

export function buildTaskResult(overrides: Partial<TaskResult> = {}): TaskResult {
  const products = overrides.products ?? [buildParsedProduct(), buildParsedProduct()];
  return {
    products,
    quality_score: 0.87,
    parsing_time: 4.2,
    success_count: products.length,
    total_found: products.length,
    imported: null,
    skipped: [],
    changes: [],
    enrichment: { by: 'rules', notes: [] },
    pages_fetched: 1,
    timings: { network_ms: 1200, parse_ms: 300, store_ms: 0 },
    ...overrides,
  };
}

/** A finished full import in the history, started by the demo admin. */
export function buildImportHistoryEntry(
  overrides: Partial<ImportHistoryEntry> = {},
): ImportHistoryEntry {
  return {
    task_id: '3c1d5e7f-9a2b-4c4d-8e6f-102030405060',
    type: 'full',
    query: 'https://www.lamoda.kz/c/17/shoes-women/',
    domain: 'kz',
    limit: 20,
    page: null,
    state: 'SUCCESS',
    status: {
      code: 'done',
      found: 25,
      success: 2,
      imported: { created: 0, updated: 0, unchanged: 2 },
      skipped: [],
    },
    failure: null,
    counts: { found: 2, parsed: 2, pictures: 6, saved: 2 },
    total_found: 25,
    success_count: 2,
    imported: { created: 0, updated: 0, unchanged: 2, skipped: 0 },
    started_by: 'admin@example.com',
    created_at: '2026-11-20T09:30:00.000Z',
    finished_at: '2026-11-20T09:31:05.000Z',
    ...overrides,
  };
}

export function buildTaskStatus(taskId: string, overrides: Partial<TaskStatus> = {}): TaskStatus {
  return {
    task_id: taskId,
    type: 'simple',
    state: 'PENDING',
    meta: {
      status: { code: 'queued' },
      progress: 0,
      counts: { found: 0, parsed: 0, pictures: 0, saved: 0 },
    },
    result: null,
    failure: null,
    ...overrides,
  };
}

export function buildActiveTask(overrides: Partial<ActiveTask> = {}): ActiveTask {
  return {
    task_id: '7d9c2f1e-3b4a-4c5d-8e6f-0a1b2c3d4e5f',
    name: 'Парсинг с ИИ и сохранением: джинсы',
    type: 'full',
    query: 'джинсы',
    page: null,
    worker: 'api-1:4242',
    time_start: '2026-11-20T09:31:05.000Z',
    state: 'PROGRESS',
    ...overrides,
  };
}

/** The rates of a shop in ₸: KZT is its own, RUB from the RATE_RUB setting, BYN not set. */
export function buildCurrencyRates(overrides: Partial<Record<string, Partial<CurrencyRate>>> = {}) {
  const rates: CurrencyRate[] = [
    { currency: 'KZT', rate: 1, source: 'same', updated_at: null },
    { currency: 'RUB', rate: 5.6, source: 'setting', updated_at: null },
    { currency: 'BYN', rate: null, source: 'none', updated_at: null },
  ];
  return rates.map((rate) => ({ ...rate, ...overrides[rate.currency] }));
}
