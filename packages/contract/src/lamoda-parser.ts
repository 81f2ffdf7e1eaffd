import { z } from 'zod';
import { pageOf } from './paging';
import { categorySchema } from './catalog';
import { PAGE_SIZE } from './constants';
import { LAMODA_LINK_REFUSALS, readLamodaLink } from './lamoda-links';
import { enrichmentNoteSchema, skipReasonSchema } from './lamoda-import-notes';
import { singleLineText } from './text';

/** The import tool on /admin/lamoda-parser and its calls under /api/catalog/. */

export const IMPORT_DOMAINS = ['kz', 'ru', 'by'] as const;
export const importDomainSchema = z.enum(IMPORT_DOMAINS);
export type ImportDomain = z.infer<typeof importDomainSchema>;

export const IMPORT_LIMIT_MAX = 100;
export const IMPORT_LIMIT_DEFAULT = 20;
export const PARSE_SIMPLE_LIMIT_DEFAULT = 10;
export const TEST_PARSER_QUERY_DEFAULT = 'jeans';
export const TEST_PARSER_LIMIT_DEFAULT = 5;

/** Words to search for, or a link to a Lamoda category or search; any other link is refused. */
const query = singleLineText()
  .min(1, 'Введите поисковый запрос')
  .max(200)
  .superRefine((value, ctx) => {
    const link = readLamodaLink(value);
    if (link?.kind === 'refused')
      ctx.addIssue({ code: 'custom', message: LAMODA_LINK_REFUSALS[link.reason] });
  });

/** Lamoda's own women/men split (its `gender_section`); left out: every section (decision 029). */
export const IMPORT_GENDER_SECTIONS = ['women', 'men'] as const;
export const importGenderSectionSchema = z.enum(IMPORT_GENDER_SECTIONS);
export type ImportGenderSection = z.infer<typeof importGenderSectionSchema>;
const limit = (fallback: number) =>
  z.coerce.number().int().min(1).max(IMPORT_LIMIT_MAX).default(fallback);

/** POST /api/catalog/parse (JSON): full mode — parse, process, import. */
export const parseBodySchema = z.object({
  query,
  limit: limit(IMPORT_LIMIT_DEFAULT),
  domain: importDomainSchema.default('kz'),
  gender_section: importGenderSectionSchema.optional(),
  /**
   * «Сразу публиковать»: the items this task creates start active (shown in the shop); false
   * makes them drafts. Items already in the shop keep their status either way.
   */
  publish: z.boolean().default(true),
});
export type ParseBody = z.input<typeof parseBodySchema>;

/** POST /api/catalog/parse-simple?query&limit&domain[&page]: parse only, nothing imported. */
export const parseSimpleQuerySchema = z.object({
  query,
  limit: limit(PARSE_SIMPLE_LIMIT_DEFAULT),
  domain: importDomainSchema.default('kz'),
  page: z.coerce.number().int().min(1).max(1000).optional(),
  gender_section: importGenderSectionSchema.optional(),
});
export type ParseSimpleQuery = z.input<typeof parseSimpleQuerySchema>;

/** POST /api/catalog/test-parser?query&limit&domain: a short parse-only check of the parser. */
export const testParserQuerySchema = z.object({
  query: singleLineText()
    .max(200)
    .optional()
    .transform((v) => (v ? v : TEST_PARSER_QUERY_DEFAULT)),
  limit: limit(TEST_PARSER_LIMIT_DEFAULT),
  domain: importDomainSchema.default('kz'),
});

export const taskCreatedSchema = z.object({ task_id: z.string() });
export type TaskCreated = z.infer<typeof taskCreatedSchema>;

export const TASK_STATES = ['PENDING', 'PROGRESS', 'SUCCESS', 'FAILURE'] as const;
export const taskStateSchema = z.enum(TASK_STATES);
export type TaskState = z.infer<typeof taskStateSchema>;

export const IMPORT_TASK_TYPES = ['full', 'simple', 'test', 'test-parser', 'page'] as const;
export const importTaskTypeSchema = z.enum(IMPORT_TASK_TYPES);
export type ImportTaskType = z.infer<typeof importTaskTypeSchema>;

/** A product as the tool shows it in a task's result; prices in the store currency. */
export const parsedProductSchema = z.object({
  sku: z.string(),
  name: z.string(),
  brand: z.string(),
  category: categorySchema,
  price: z.number().nonnegative(),
  old_price: z.number().nonnegative().nullable(),
  source_price: z.number().nonnegative(),
  source_currency: z.string(),
  image_url: z.string().nullable(),
  image_urls: z.array(z.string()),
  url: z.string().nullable(),
  parse_quality: z.number().min(0).max(1),
  /** Set in full mode: the catalogue item the product became. */
  item_id: z.number().int().nullable(),
});
export type ParsedProduct = z.infer<typeof parsedProductSchema>;

/** What a full import did to one catalogue item; fields the owner edited are never among them. */
export const importChangeSchema = z.object({
  sku: z.string(),
  item_id: z.number().int().nullable(),
  name: z.string(),
  outcome: z.enum(['created', 'updated', 'unchanged', 'skipped']),
  /** Updated: the price before and after (store currency), when it changed. */
  price: z.object({ from: z.number().nullable(), to: z.number().nullable() }).optional(),
  stock: z.object({ from: z.number().int(), to: z.number().int() }).optional(),
  /** Updated: pictures added and dropped. */
  pictures: z.object({ added: z.number().int(), removed: z.number().int() }).optional(),
  /** Other fields the import changed (name, description, compare_at_price …). */
  fields: z.array(z.string()).optional(),
  /** Skipped: why, as a code the web words («уже импортирован с lamoda.ru»). */
  reason: z.enum(['other_domain']).optional(),
  /** Skipped for another domain: the domain the item came from. */
  source_domain: z.string().optional(),
});
export type ImportChange = z.infer<typeof importChangeSchema>;

export const taskResultSchema = z.object({
  products: z.array(parsedProductSchema),
  quality_score: z.number().min(0).max(1),
  /** Seconds. */
  parsing_time: z.number().nonnegative(),
  success_count: z.number().int().nonnegative(),
  total_found: z.number().int().nonnegative(),
  /**
   * Full mode: what happened in the catalogue, counted as the changes list says: `unchanged` (a
   * re-import that changed nothing) and `skipped` (every skipped product, whatever the reason)
   * are missing from results stored before they were counted.
   */
  imported: z
    .object({
      created: z.number().int(),
      updated: z.number().int(),
      unchanged: z.number().int().optional(),
      skipped: z.number().int().optional(),
    })
    .nullable(),
  skipped: z.array(z.object({ sku: z.string(), reason: skipReasonSchema })),
  /** Full mode: each product's effect on the catalogue, in the order they were saved. */
  changes: z.array(importChangeSchema),
  enrichment: z.object({ by: z.enum(['rules', 'llm']), notes: z.array(enrichmentNoteSchema) }),
  pages_fetched: z.number().int().nonnegative(),
  /** Where the time went (ms): waiting on Lamoda and its CDN, reading pages, re-encoding and writing. */
  timings: z.object({
    network_ms: z.number().nonnegative(),
    parse_ms: z.number().nonnegative(),
    store_ms: z.number().nonnegative(),
  }),
});
export type TaskResult = z.infer<typeof taskResultSchema>;

/**
 * How far a task has got, product by product: products found on the result pages, products read
 * (their product pages, then normalised), pictures stored and products saved to the catalogue.
 */
export const importCountsSchema = z.object({
  found: z.number().int().nonnegative(),
  parsed: z.number().int().nonnegative(),
  pictures: z.number().int().nonnegative(),
  saved: z.number().int().nonnegative(),
});
export type ImportCounts = z.infer<typeof importCountsSchema>;
export const IMPORT_COUNTS_NONE: ImportCounts = { found: 0, parsed: 0, pictures: 0, saved: 0 };

const stage = <C extends string>(code: C) => z.object({ code: z.literal(code) });
const ofLimit = { limit: z.number().int() };

/**
 * Where an import stands, as a code and its numbers: the web words it in the admin's language.
 * `done` carries the summary (skipped products counted by their reason); `legacy` is a task's text from before the codes, shown as it was written.
 */
export const importStatusSchema = z.discriminatedUnion('code', [
  stage('queued'),
  stage('starting'),
  stage('queue_failed'),
  stage('checking_sample'),
  stage('loading_first_page'),
  z.object({ code: z.literal('parsing'), parsed: z.number().int(), ...ofLimit }),
  z.object({ code: z.literal('saving'), saved: z.number().int(), ...ofLimit }),
  z.object({ code: z.literal('reading_cards'), parsed: z.number().int(), ...ofLimit }),
  z.object({
    code: z.literal('page'),
    page: z.number().int(),
    /** Known when the pages are read side by side. */
    pages: z.number().int().nullable(),
    found: z.number().int(),
    /** The product cards are being read after this page. */
    reading: z.boolean(),
    ...ofLimit,
  }),
  z.object({
    code: z.literal('done'),
    found: z.number().int(),
    success: z.number().int(),
    /** The catalogue's changes of a full import; null when nothing was saved (parsing only). */
    imported: z
      .object({ created: z.number().int(), updated: z.number().int(), unchanged: z.number().int() })
      .nullable(),
    skipped: z.array(z.object({ reason: skipReasonSchema, count: z.number().int() })),
  }),
  stage('cancelling'),
  stage('cancelled'),
  stage('worker_stopped'),
  stage('lamoda_refused'),
  stage('no_currency_rate'),
  stage('failed'),
  z.object({ code: z.literal('legacy'), text: z.string() }),
]);
export type ImportStatus = z.infer<typeof importStatusSchema>;
export type ImportStatusCode = ImportStatus['code'];

/**
 * Why an import ended in FAILURE, worded by the web: a cancel (`saved`: the products saved before
 * it stopped; null for a task cancelled while still queued), a worker that stopped, a queue that
 * took no job, a currency rate not set (`from` → `to`), Lamoda's refusal or any other error.
 * `detail` is the server's own text, passed on as it was (a refusal says what to configure);
 * `legacy` a failure written before the codes.
 */
export const importFailureSchema = z.discriminatedUnion('code', [
  z.object({ code: z.literal('cancelled'), saved: z.number().int().nullable() }),
  z.object({ code: z.literal('worker_stopped') }),
  z.object({ code: z.literal('queue_unavailable') }),
  z.object({ code: z.literal('no_currency_rate'), from: z.string(), to: z.string() }),
  z.object({ code: z.literal('lamoda_refused'), detail: z.string() }),
  z.object({ code: z.literal('internal'), detail: z.string() }),
  z.object({ code: z.literal('legacy'), text: z.string() }),
]);
export type ImportFailure = z.infer<typeof importFailureSchema>;

export const taskStatusSchema = z.object({
  task_id: z.string(),
  type: importTaskTypeSchema,
  state: taskStateSchema,
  /** `status`: the stage as a code; `progress`: percent; `counts`: the work done so far. */
  meta: z.object({
    status: importStatusSchema,
    progress: z.number().int().min(0).max(100),
    counts: importCountsSchema,
  }),
  result: taskResultSchema.nullable(),
  /** Why the task failed (state FAILURE); null otherwise. */
  failure: importFailureSchema.nullable(),
});
export type TaskStatus = z.infer<typeof taskStatusSchema>;

export const taskIdParamSchema = z.object({ id: z.uuid() });

/**
 * A task running now, as the tool's «Задачи» tab lists it. `name` is a label for API clients; the
 * shop's pages word the task from its `type`, `query` and `page` in the reader's language.
 */
export const activeTaskSchema = z.object({
  task_id: z.string(),
  name: z.string(),
  type: importTaskTypeSchema,
  query: z.string().nullable(),
  page: z.number().int().nullable(),
  worker: z.string().nullable(),
  time_start: z.string().nullable(),
  state: taskStateSchema,
});
export type ActiveTask = z.infer<typeof activeTaskSchema>;
export const activeTaskListSchema = z.array(activeTaskSchema);

/** GET /api/catalog/tasks/history?page=N: every task, finished ones kept, newest first. */
export const importHistoryQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
});
export type ImportHistoryQuery = z.input<typeof importHistoryQuerySchema>;
export const IMPORT_HISTORY_PAGE_SIZE = PAGE_SIZE;

/** One task in the history: what was asked, by whom and when, and how it ended. */
export const importHistoryEntrySchema = z.object({
  task_id: z.string(),
  type: importTaskTypeSchema,
  /** The words searched, or the category's address. */
  query: z.string().nullable(),
  domain: importDomainSchema,
  limit: z.number().int(),
  page: z.number().int().nullable(),
  state: taskStateSchema,
  /** The last stage; for a finished task its summary (`done`). */
  status: importStatusSchema,
  failure: importFailureSchema.nullable(),
  counts: importCountsSchema,
  /** From the result of a finished task; null before it ends or when it has none. */
  total_found: z.number().int().nullable(),
  success_count: z.number().int().nullable(),
  imported: taskResultSchema.shape.imported,
  /** The email of the admin who started it; null once that account is deleted. */
  started_by: z.string().nullable(),
  created_at: z.string(),
  finished_at: z.string().nullable(),
});
export type ImportHistoryEntry = z.infer<typeof importHistoryEntrySchema>;
export const importHistoryPageSchema = pageOf(importHistoryEntrySchema).extend({
  page: z.number().int().positive(),
});
export type ImportHistoryPage = z.infer<typeof importHistoryPageSchema>;

/** The catalogue's figures for the tool's stat cards and «Аналитика» tab. */
export const catalogStatsSchema = z.object({
  total_items: z.number().int(),
  recent_items_week: z.number().int(),
  price_range: z.object({
    min: z.number().nullable(),
    average: z.number().nullable(),
    max: z.number().nullable(),
  }),
  top_brands: z.array(z.object({ brand: z.string(), count: z.number().int() })),
  top_categories: z.array(z.object({ category: categorySchema, count: z.number().int() })),
  active_tasks: z.number().int(),
});
export type CatalogStats = z.infer<typeof catalogStatsSchema>;

export const imageProxyQuerySchema = z.object({ url: singleLineText().min(1).max(2048) });

/** The source currencies of Lamoda's domains (kz, ru, by). */
export const SOURCE_CURRENCIES = ['KZT', 'RUB', 'BYN'] as const;
export type SourceCurrencyCode = (typeof SOURCE_CURRENCIES)[number];

/** One conversion rate into the store currency, and where it comes from. */
export const currencyRateSchema = z.object({
  currency: z.enum(SOURCE_CURRENCIES),
  /** Store currency units per one unit of `currency`; null when none is set. */
  rate: z.number().positive().nullable(),
  /** `admin`: set on the import screen; `setting`: the RATE_* default; `same`: the store's own. */
  source: z.enum(['admin', 'setting', 'same', 'none']),
  updated_at: z.string().nullable(),
});
export type CurrencyRate = z.infer<typeof currencyRateSchema>;
export const currencyRateListSchema = z.array(currencyRateSchema);

/** A rate as stored (6 decimals): a smaller one would be kept as 0 and break every conversion. */
const rateValue = z.number().min(0.000001).max(1_000_000);

/** PUT /api/catalog/rates: the rates to set; null goes back to the RATE_* setting. */
export const currencyRatesUpdateSchema = z
  .object({
    KZT: rateValue.nullable(),
    RUB: rateValue.nullable(),
    BYN: rateValue.nullable(),
  })
  .partial()
  .strict();
export type CurrencyRatesUpdate = z.input<typeof currencyRatesUpdateSchema>;
