import os from 'node:os';
import type { ImportFailure, ImportStatus } from '@shop/contract';
import type { LamodaParserRepository, ImportTaskRow } from './lamoda-parser.repository';
import { toParsed } from './product-to-item';
import { recordImportEnd } from './import-audit';
import { saveProduct } from './save-product';
import { categoryPathOf } from './task-query';
import { trackProgress, type Progress } from './task-progress';
import {
  addNotes,
  countChange,
  resultOf,
  summaryOf,
  timed,
  type ImportDeps,
  type Run,
  type Settings,
  type TaskRun,
} from './task-run';
import { createLamodaFetcher } from './lamoda/fetcher';
import { parseListingPage } from './lamoda/parse-listing';
import { SAMPLE_LISTING_HTML } from './lamoda/sample-page';
import { scrapeLamoda } from './lamoda/scraper';
import { createLlmEnricher } from './llm/llm-client';
import { normaliseProduct } from './normalise/normalise-product';
import { assertRateConfigured, MissingRateError } from './normalise/prices';
import { LamodaHttpError } from './lamoda/errors';
import { LamodaBlockedError, type NormalisedProduct, type RawProduct } from './types';

/** A running task whose worker has missed this many seconds of heartbeats may be taken over. */
const TAKE_OVER_SILENT_SECONDS = 10;

/**
 * Runs one import task to its end. Full mode processes each page as it arrives — normalise,
 * enrich, then write each product in its own transaction — so a cancel stops at the next page or
 * product and everything saved so far is whole. Every ending is SUCCESS or FAILURE, saying why.
 */
export async function runImportTask(taskId: string, deps: ImportDeps): Promise<void> {
  const task = await deps.repo.start(
    taskId,
    `${os.hostname()}:${process.pid}`,
    TAKE_OVER_SILENT_SECONDS,
    deps.db,
  );
  if (!task) return; // finished, cancelled or unknown: nothing to do
  // Prices convert with the rates an admin set, over the RATE_* defaults.
  const config = await deps.rates.effective();
  const progress = trackProgress(task, deps);
  const ctx = startRun(deps, task, config, progress);
  try {
    if (task.type === 'test') await importSample(ctx);
    else await importFromLamoda(ctx);
    await finishSucceeded(ctx);
  } catch (err) {
    await finishFailed(ctx, err);
  } finally {
    progress.stop();
    await ctx.fetcher?.close();
  }
}

/** The run's empty result, and the LLM that enriches a full import when the server has one. */
function startRun(
  deps: ImportDeps,
  task: ImportTaskRow,
  config: Settings,
  progress: Progress,
): TaskRun {
  const full = task.type === 'full';
  const run: Run = {
    task,
    products: [],
    qualities: [],
    skipped: [],
    changes: [],
    notes: [],
    enrichedBy: 'rules',
    imported: full ? { created: 0, updated: 0, unchanged: 0, skipped: 0 } : null,
    totalFound: 0,
    pagesFetched: 0,
    startedAt: performance.now(),
    timings: { network_ms: 0, parse_ms: 0, store_ms: 0 },
  };
  const enricher = full ? createLlmEnricher(config, { cache: deps.llmCache }) : null;
  const llmBudget = { calls: config.LLM_MAX_CALLS_PER_TASK };
  if (full && !enricher) run.notes.push({ code: 'llm_off' });
  return { deps, task, full, config, progress, run, enricher, llmBudget, fetcher: null };
}

/**
 * The system test: the whole chain (queue → worker → parser → processing → task result) on a
 * built-in sample page, without the network.
 */
async function importSample(ctx: TaskRun) {
  const { task, run, progress } = ctx;
  await progress.report({ code: 'checking_sample' });
  const listing = await timed(run, 'parse_ms', () => parseListingPage(SAMPLE_LISTING_HTML, 'kz'));
  run.totalFound = listing.products.length;
  run.pagesFetched = 1;
  progress.counts.found = Math.min(task.limit, listing.products.length);
  progress.setAvailable(listing.products.length);
  await processPage(ctx, listing.products.slice(0, task.limit));
}

/** Reads Lamoda page by page (and each product's page in full mode), processing each page. */
async function importFromLamoda(ctx: TaskRun) {
  const { task, full, config, run, progress } = ctx;
  const { counts, report, signal } = progress;
  assertRateConfigured(task.domain, config);
  const fetcher = createLamodaFetcher(config, { signal });
  ctx.fetcher = fetcher;
  await report({ code: 'loading_first_page' });
  const scraped = await scrapeLamoda(
    {
      query: task.query ?? '',
      categoryPath: categoryPathOf(task.query),
      domain: task.domain,
      limit: task.limit,
      pageFrom: task.page ?? undefined,
      pageTo: task.page ?? undefined,
      genderSection: task.genderSection ?? undefined,
      withProductPages: full,
    },
    {
      fetcher,
      config,
      signal,
      onListing: (page, fresh, found) => {
        counts.found += fresh;
        progress.setAvailable(found);
        return report({
          code: 'page',
          page,
          pages: null,
          found: counts.found,
          reading: full,
          limit: task.limit,
        });
      },
      onProduct: () => {
        counts.parsed += 1;
        return report({ code: 'reading_cards', parsed: counts.parsed, limit: task.limit });
      },
      onProgress: (p) =>
        report({
          code: 'page',
          page: p.page,
          pages: p.pages,
          found: p.collected,
          reading: false,
          limit: task.limit,
        }),
      onPage: async (_page, products) => {
        run.pagesFetched += 1;
        await processPage(ctx, products);
      },
    },
  );
  run.totalFound = scraped.totalFound;
  run.timings.network_ms += scraped.networkMs;
  run.timings.parse_ms += scraped.parseMs;
}

/** Normalises, enriches and (in full mode) saves one page's new products. */
async function processPage(ctx: TaskRun, raws: RawProduct[]) {
  const { products, lockedCategories } = await normalisePage(ctx, raws);
  for (const product of await enrichPage(ctx, products, lockedCategories)) {
    await keepProduct(ctx, product);
  }
}

/** The page's products in the shop's terms; those that cannot be are skipped with the reason. */
async function normalisePage({ task, full, config, run, progress }: TaskRun, raws: RawProduct[]) {
  const products: NormalisedProduct[] = [];
  // A category read from Lamoda's own category word is fact; the LLM may not override it.
  const lockedCategories = new Set<string>();
  for (const raw of raws) {
    const outcome = await timed(run, 'parse_ms', () =>
      normaliseProduct(raw, { domain: task.domain, config, genderSection: task.genderSection }),
    );
    if (!outcome.ok) {
      run.skipped.push({ sku: raw.sku, reason: outcome.reason });
      continue;
    }
    products.push(outcome.product);
    if (outcome.categoryConfidence === 'seo') lockedCategories.add(outcome.product.sku);
    // Full mode counted the product when its own page was read.
    if (!full) {
      progress.counts.parsed += 1;
      await progress.report({ code: 'parsing', parsed: progress.counts.parsed, limit: task.limit });
    }
  }
  return { products, lockedCategories };
}

/** The LLM's reading of the products, within the task's budget; each failure noted once. */
async function enrichPage(
  { enricher, llmBudget, run }: TaskRun,
  products: NormalisedProduct[],
  lockedCategories: Set<string>,
): Promise<NormalisedProduct[]> {
  if (!enricher || !products.length) return products;
  const enriched = await enricher.enrich(products, llmBudget, { lockedCategories });
  if (enriched.used > 0) run.enrichedBy = 'llm';
  addNotes(run, enriched.failures);
  return enriched.products;
}

/** Full mode saves the product and counts what it changed; the others only list it. */
async function keepProduct(ctx: TaskRun, product: NormalisedProduct) {
  const { task, full, run, progress } = ctx;
  if (full) {
    progress.throwIfCancelled();
    const saved = await saveProduct(ctx, product);
    run.changes.push(saved.change);
    if (saved.change.outcome === 'skipped') {
      run.skipped.push({
        sku: product.sku,
        reason: { code: 'other_site', domain: saved.change.source_domain ?? '' },
      });
      return;
    }
    run.products.push(toParsed(product, saved.itemId, saved.imageUrls));
    countChange(run, saved.change);
    progress.counts.saved += 1;
    await progress.report({ code: 'saving', saved: progress.counts.saved, limit: task.limit });
  } else {
    run.products.push(toParsed(product, null, product.images));
  }
  run.qualities.push(product.parseQuality);
}

/** Ends the task; an import that wrote the catalogue leaves its end in the audit log with it. */
function finishTask(
  { deps, task }: TaskRun,
  outcome: Parameters<LamodaParserRepository['finish']>[1],
) {
  return deps.db.transaction(async (tx) => {
    await deps.repo.finish(task.id, outcome, tx);
    await recordImportEnd(tx, task, outcome);
  });
}

async function finishSucceeded(ctx: TaskRun) {
  const result = resultOf(ctx.run);
  await finishTask(ctx, {
    state: 'SUCCESS',
    status: summaryOf(ctx.run, result),
    result,
    failure: null,
    counts: ctx.progress.counts,
  });
}

/** A cancel, Lamoda's refusal, a missing currency rate or anything else: FAILURE, saying which. */
async function finishFailed(ctx: TaskRun, err: unknown) {
  const result = resultOf(ctx.run);
  await finishTask(ctx, {
    state: 'FAILURE',
    ...failureEnding(ctx, err, result.success_count),
    result,
    ...(ctx.progress.isCancelled() && { counts: ctx.progress.counts }),
  });
}

/** The stage and the failure a run ends with; an error nobody expected is logged. */
function failureEnding(
  ctx: TaskRun,
  err: unknown,
  saved: number,
): { status: ImportStatus; failure: ImportFailure } {
  if (ctx.progress.isCancelled())
    return { status: { code: 'cancelled' }, failure: { code: 'cancelled', saved } };
  if (err instanceof LamodaBlockedError || err instanceof LamodaHttpError)
    return {
      status: { code: 'lamoda_refused' },
      failure: { code: 'lamoda_refused', detail: err.messageRu },
    };
  if (err instanceof MissingRateError)
    return {
      status: { code: 'no_currency_rate' },
      failure: { code: 'no_currency_rate', from: err.from, to: err.to },
    };
  console.error(`import task ${ctx.task.id} failed`, err);
  return {
    status: { code: 'failed' },
    failure: { code: 'internal', detail: (err as Error).message ?? String(err) },
  };
}
