import {
  IMPORT_COUNTS_NONE,
  IMPORT_HISTORY_PAGE_SIZE,
  type ActiveTask,
  type ImportHistoryPage,
  type CurrencyRatesUpdate,
  type CatalogStats,
  type EnrichmentNote,
  type ImportTaskType,
  type TaskCreated,
  type SkipReason,
  type TaskResult,
  type TaskStatus,
} from '@shop/contract';
import type { AppConfig } from '../../config/env';
import type { JobQueue } from '../../jobs/queue';
import { AppError, notFound } from '../../lib/app-error';
import type { Db } from '../../db/client';
import type { ItemsService } from '../items/items.service';
import type { MediaService } from '../media/media.service';
import type {
  ImportHistoryRow,
  ImportTaskRow,
  LamodaParserRepository,
} from './lamoda-parser.repository';
import { recordImportCancel, recordImportEnd, recordImportStart } from './import-audit';
import { failureOf, statusOf, storedEnrichmentNote, storedSkipReason } from './import-status';
import type { CurrencyRates } from './currency-rates';
import type { LlmCache } from './llm/llm-client';
import { runImportTask } from './pipeline';
import { taskTarget } from './task-query';
import type { LamodaDomain } from './types';

type Deps = {
  repo: LamodaParserRepository;
  queue: JobQueue;
  config: AppConfig;
  db: Db;
  rates: CurrencyRates;
  items: ItemsService;
  media: MediaService;
  llmCache: LlmCache;
};

/** The tasks' labels of the API's own answer (`name`); the shop's pages word the type themselves. */
const TASK_NAMES: Record<ImportTaskType, string> = {
  full: 'Парсинг с ИИ и сохранением',
  simple: 'Только парсинг',
  page: 'Парсинг страницы',
  test: 'Проверка системы',
  'test-parser': 'Проверка парсера',
};

function toStatus(task: ImportTaskRow): TaskStatus {
  return {
    task_id: task.id,
    type: task.type,
    state: task.state,
    meta: {
      status: statusOf(task.statusText),
      progress: task.progress,
      counts: task.counts ?? IMPORT_COUNTS_NONE,
    },
    result: storedResult(task.result),
    failure: failureOf(task.traceback),
  };
}

function historyEntry(row: ImportHistoryRow): ImportHistoryPage['items'][number] {
  return {
    task_id: row.id,
    type: row.type,
    query: row.query,
    domain: row.domain,
    limit: row.limit,
    page: row.page,
    state: row.state,
    status: statusOf(row.statusText),
    failure: failureOf(row.traceback),
    counts: row.counts ?? IMPORT_COUNTS_NONE,
    total_found: row.totalFound,
    success_count: row.successCount,
    imported: row.imported ?? null,
    started_by: row.startedBy,
    created_at: row.createdAt.toISOString(),
    finished_at: row.finishedAt?.toISOString() ?? null,
  };
}

/**
 * A stored result; one saved before results listed their changes has none, and one saved before
 * the skip reasons and the enrichment notes were codes has sentences.
 */
function storedResult(result: unknown): TaskResult | null {
  if (!result) return null;
  const stored = result as Omit<TaskResult, 'changes' | 'skipped' | 'enrichment'> & {
    changes?: TaskResult['changes'];
    skipped: { sku: string; reason: SkipReason | string }[];
    enrichment: { by: TaskResult['enrichment']['by']; notes: (EnrichmentNote | string)[] };
  };
  return {
    ...stored,
    changes: stored.changes ?? [],
    skipped: stored.skipped.map(({ sku, reason }) => ({ sku, reason: storedSkipReason(reason) })),
    enrichment: { ...stored.enrichment, notes: stored.enrichment.notes.map(storedEnrichmentNote) },
  };
}

/**
 * The import tool's tasks (full import, parse only, the two tests, page ranges): each call records
 * a task and queues a job; the job does the work and reports progress in the task row, which the
 * status call reads.
 */
export function createLamodaParserService(deps: Deps) {
  const { db, repo, queue } = deps;

  async function create(input: {
    type: ImportTaskType;
    query: string | null;
    domain: LamodaDomain;
    limit: number;
    page?: number;
    /** Lamoda's women/men section to search in (gender_section). */
    gender_section?: 'women' | 'men';
    /** The items the task creates start active (else drafts); full mode only. */
    publish?: boolean;
    adminId: number;
  }): Promise<TaskCreated> {
    const target =
      input.query === null
        ? { ...input, query: null }
        : taskTarget({ ...input, query: input.query });
    const task = await db.transaction(async (tx) => {
      const created = await repo.createTask(
        {
          type: input.type,
          query: target.query,
          domain: target.domain,
          limit: input.limit,
          page: input.page ?? null,
          genderSection: target.gender_section ?? null,
          saveToDatabase: input.type === 'full',
          publish: input.publish ?? true,
          createdBy: input.adminId,
        },
        tx,
      );
      await recordImportStart(tx, created);
      return created;
    });
    try {
      // One retry: a worker that dies mid-task hands the task to another, which starts it again.
      const jobId = await queue.send(
        'catalog.import',
        { taskId: task.id },
        { retryLimit: 1, retryDelay: 5, expireInSeconds: 3600 },
      );
      await repo.setJobId(task.id, jobId, db);
    } catch (err) {
      await repo.finish(
        task.id,
        {
          state: 'FAILURE',
          status: { code: 'queue_failed' },
          result: null,
          failure: { code: 'queue_unavailable' },
        },
        db,
      );
      throw new AppError(
        'SERVICE_UNAVAILABLE',
        503,
        `The job queue is unavailable: ${(err as Error).message}`,
      );
    }
    return { task_id: task.id };
  }

  async function requireTask(id: string) {
    const task = await repo.find(id, db);
    if (!task) throw notFound('Task');
    return task;
  }

  return {
    startFull: (
      input: {
        query: string;
        domain: LamodaDomain;
        limit: number;
        gender_section?: 'women' | 'men';
        publish?: boolean;
      },
      adminId: number,
    ) => create({ type: 'full', ...input, adminId }),

    startSimple: (
      input: {
        query: string;
        domain: LamodaDomain;
        limit: number;
        page?: number;
        gender_section?: 'women' | 'men';
      },
      adminId: number,
    ) => create({ type: input.page ? 'page' : 'simple', ...input, adminId }),

    startTestParser: (
      input: { query: string; domain: LamodaDomain; limit: number },
      adminId: number,
    ) => create({ type: 'test-parser', ...input, adminId }),

    startTestChain: (adminId: number) =>
      create({ type: 'test', query: null, domain: 'kz', limit: 3, adminId }),

    async status(id: string): Promise<TaskStatus> {
      return toStatus(await requireTask(id));
    },

    async result(id: string): Promise<TaskResult> {
      const task = await requireTask(id);
      if (!task.result) throw new AppError('NOT_FOUND', 404, 'The task has no result yet');
      return storedResult(task.result)!;
    },

    /** Cancels: a queued task ends at once; a running one stops at its next page, keeping what it saved. */
    async cancel(id: string, adminId: number): Promise<TaskStatus> {
      const task = await requireTask(id);
      const ended = task.state === 'SUCCESS' || task.state === 'FAILURE';
      return db.transaction(async (tx) => {
        const cancelled = (await repo.requestCancel(id, tx))!;
        if (!ended && !task.cancelRequested) await recordImportCancel(tx, task, adminId);
        return toStatus(cancelled);
      });
    },

    /** Every task, newest first, finished ones kept, with who started it and how it ended. */
    async history(page: number): Promise<ImportHistoryPage> {
      const { rows, total } = await repo.listHistory(
        { offset: (page - 1) * IMPORT_HISTORY_PAGE_SIZE, limit: IMPORT_HISTORY_PAGE_SIZE },
        db,
      );
      return { items: rows.map(historyEntry), total, page };
    },

    async active(): Promise<ActiveTask[]> {
      return (await repo.listActive(db)).map((task) => ({
        task_id: task.id,
        name: `${TASK_NAMES[task.type]}${task.query ? `: ${task.query}` : ''}${task.page ? ` (стр. ${task.page})` : ''}`,
        type: task.type,
        query: task.query,
        page: task.page,
        worker: task.worker,
        time_start: task.startedAt?.toISOString() ?? null,
        state: task.state,
      }));
    },

    async stats(): Promise<CatalogStats> {
      const { totals, brands, categories } = await repo.stats(db);
      const num = (v: string | null) => (v === null ? null : Number(v));
      return {
        total_items: totals.total,
        recent_items_week: totals.week,
        price_range: { min: num(totals.min), average: num(totals.avg), max: num(totals.max) },
        top_brands: brands,
        top_categories: categories,
        active_tasks: totals.active,
      };
    },

    /** The job: runs one task to its end (SUCCESS or FAILURE), never leaving it in PROGRESS. */
    run: (taskId: string) => runImportTask(taskId, deps),

    rates: () => deps.rates.list(),
    setRates: (changes: CurrencyRatesUpdate, adminId: number) =>
      deps.rates.update(changes, adminId),

    /** Ends the tasks whose worker died; an import that wrote the catalogue notes its end. */
    sweepStale: () =>
      db.transaction(async (tx) => {
        const swept = await repo.sweepStale(deps.config.IMPORT_STALE_TASK_SECONDS, tx);
        for (const task of swept)
          await recordImportEnd(tx, task, {
            status: statusOf(task.statusText),
            result: storedResult(task.result),
          });
        return swept.map((task) => task.id);
      }),
  };
}
