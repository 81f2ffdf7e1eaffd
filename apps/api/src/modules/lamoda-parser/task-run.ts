import type { ImportChange, ParsedProduct, TaskResult } from '@shop/contract';
import type { ImportTaskRow } from './lamoda-parser.repository';
import { qualityScore } from './normalise/quality';

/** A task's working state: what it has collected so far, so a failure or cancel still reports it. */
export type Run = {
  task: ImportTaskRow;
  products: ParsedProduct[];
  qualities: number[];
  skipped: TaskResult['skipped'];
  changes: ImportChange[];
  notes: string[];
  enrichedBy: 'rules' | 'llm';
  imported: { created: number; updated: number } | null;
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
    imported: run.imported,
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
