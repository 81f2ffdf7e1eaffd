import type {
  EnrichmentNote,
  ImportChange,
  ImportStatus,
  ParsedProduct,
  SkipReason,
  TaskResult,
} from '@shop/contract';
import type { AppConfig } from '../../config/env';
import type { Db } from '../../db/client';
import type { ItemsService } from '../items/items.service';
import type { MediaService } from '../media/media.service';
import type { CurrencyRates } from './currency-rates';
import type { ImportTaskRow, LamodaParserRepository } from './lamoda-parser.repository';
import type { LamodaFetcher } from './lamoda/fetcher';
import type { LlmCache, LlmEnricher } from './llm/llm-client';
import { qualityScore } from './normalise/quality';
import type { Progress } from './task-progress';

/** What an import's run works with. */
export type ImportDeps = {
  db: Db;
  rates: CurrencyRates;
  repo: LamodaParserRepository;
  config: AppConfig;
  items: ItemsService;
  media: MediaService;
  llmCache: LlmCache;
};

/** The settings a run works with: the configuration, with the rates an admin set. */
export type Settings = Awaited<ReturnType<CurrencyRates['effective']>>;

/** What the steps of one run share. */
export type TaskRun = {
  deps: ImportDeps;
  task: ImportTaskRow;
  /** Full mode reads every product's page and saves the items; the others only list them. */
  full: boolean;
  config: Settings;
  progress: Progress;
  run: Run;
  enricher: LlmEnricher | null;
  llmBudget: { calls: number };
  fetcher: LamodaFetcher | null;
};

/** A task's working state: what it has collected so far, so a failure or cancel still reports it. */
export type Run = {
  task: ImportTaskRow;
  products: ParsedProduct[];
  qualities: number[];
  skipped: TaskResult['skipped'];
  changes: ImportChange[];
  notes: EnrichmentNote[];
  enrichedBy: 'rules' | 'llm';
  imported: { created: number; updated: number; unchanged: number; skipped: number } | null;
  totalFound: number;
  pagesFetched: number;
  startedAt: number;
  timings: { network_ms: number; parse_ms: number; store_ms: number };
};

/** Adds the time `work` takes to one of the run's timings. */
export async function timed<T>(
  run: Run,
  key: keyof Run['timings'],
  work: () => Promise<T> | T,
): Promise<T> {
  const started = performance.now();
  try {
    return await work();
  } finally {
    run.timings[key] += performance.now() - started;
  }
}

export function resultOf(run: Run): TaskResult {
  return {
    products: run.products,
    quality_score: qualityScore(run.qualities),
    parsing_time: Math.round((performance.now() - run.startedAt) / 100) / 10,
    success_count: run.products.length,
    total_found: run.totalFound,
    imported: run.imported && { ...run.imported, skipped: run.skipped.length },
    skipped: run.skipped,
    changes: run.changes,
    enrichment: { by: run.enrichedBy, notes: run.notes },
    pages_fetched: run.pagesFetched,
    timings: {
      network_ms: Math.round(run.timings.network_ms),
      parse_ms: Math.round(run.timings.parse_ms),
      store_ms: Math.round(run.timings.store_ms),
    },
  };
}

/** Counts a saved product by what really happened to its item: a re-import may change nothing. */
export function countChange(run: Run, change: ImportChange): void {
  if (!run.imported) return;
  if (change.outcome === 'created') run.imported.created += 1;
  else if (change.outcome === 'updated') run.imported.updated += 1;
  else if (change.outcome === 'unchanged') run.imported.unchanged += 1;
}

/** Adds the notes the run has not made yet: a note is its code and numbers, said once. */
export function addNotes(run: Run, notes: EnrichmentNote[]): void {
  const noted = new Set(run.notes.map((note) => JSON.stringify(note)));
  for (const note of notes) {
    const key = JSON.stringify(note);
    if (noted.has(key)) continue;
    noted.add(key);
    run.notes.push(note);
  }
}

/** How many products were skipped for each reason, the most frequent first. */
function skippedReasons(skipped: TaskResult['skipped']) {
  const byReason = new Map<string, { reason: SkipReason; count: number }>();
  for (const { reason } of skipped) {
    const key = JSON.stringify(reason);
    byReason.set(key, { reason, count: (byReason.get(key)?.count ?? 0) + 1 });
  }
  return [...byReason.values()].sort((a, b) => b.count - a.count);
}

/** What a finished task shows: what was found and saved, and why anything was skipped. */
export function summaryOf(run: Run, result: TaskResult): ImportStatus {
  const imported = run.imported;
  return {
    code: 'done',
    found: result.total_found,
    success: result.success_count,
    imported: imported && {
      created: imported.created,
      updated: imported.updated,
      unchanged: imported.unchanged,
    },
    skipped: skippedReasons(run.skipped),
  };
}
