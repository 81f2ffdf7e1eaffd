import { and, count, desc, eq, getTableColumns, inArray, lt, or, sql } from 'drizzle-orm';
import type {
  ImportCounts,
  ImportFailure,
  ImportStatus,
  ImportTaskType,
  TaskResult,
  TaskState,
} from '@shop/contract';
import type { DbOrTx } from '../../db/client';
import { importTasks, users, type items } from '../../db/schema';
import { storedFailure, storedStatusText } from './import-status';
import type { LamodaDomain } from './types';

export type ImportTaskRow = typeof importTasks.$inferSelect;

/** A task as the history lists it: its row without the result, the result's figures, its admin. */
export type ImportHistoryRow = Omit<ImportTaskRow, 'result'> & {
  startedBy: string | null;
  totalFound: number | null;
  successCount: number | null;
  imported: TaskResult['imported'] | null;
};

export function createLamodaParserRepository() {
  return {
    async createTask(
      values: {
        type: ImportTaskType;
        query: string | null;
        domain: LamodaDomain;
        limit: number;
        page: number | null;
        genderSection?: 'women' | 'men' | null;
        saveToDatabase: boolean;
        publish?: boolean;
        createdBy: number;
      },
      ex: DbOrTx,
    ): Promise<ImportTaskRow> {
      const [row] = await ex
        .insert(importTasks)
        .values({ ...values, statusText: storedStatusText({ code: 'queued' }) })
        .returning();
      return row!;
    },

    async setJobId(id: string, jobId: string | null, ex: DbOrTx) {
      await ex.update(importTasks).set({ jobId }).where(eq(importTasks.id, id));
    },

    async find(id: string, ex: DbOrTx): Promise<ImportTaskRow | undefined> {
      const [row] = await ex.select().from(importTasks).where(eq(importTasks.id, id));
      return row;
    },

    /**
     * Claims a task for a run: PENDING, or a PROGRESS whose worker has been silent for
     * `silentSeconds` (a retry after it died), becomes PROGRESS. A second delivery of the job while
     * its worker still beats is refused: two runs of one task would write the same items twice.
     */
    async start(
      id: string,
      worker: string,
      silentSeconds: number,
      ex: DbOrTx,
    ): Promise<ImportTaskRow | undefined> {
      const [row] = await ex
        .update(importTasks)
        .set({
          state: 'PROGRESS',
          worker,
          startedAt: sql`coalesce(${importTasks.startedAt}, now())`,
          heartbeatAt: sql`now()`,
          attempts: sql`${importTasks.attempts} + 1`,
          progress: 0,
          counts: null,
          statusText: storedStatusText({ code: 'starting' }),
        })
        .where(
          and(
            eq(importTasks.id, id),
            eq(importTasks.cancelRequested, false),
            or(
              eq(importTasks.state, 'PENDING'),
              and(
                eq(importTasks.state, 'PROGRESS'),
                or(
                  sql`${importTasks.heartbeatAt} is null`,
                  lt(importTasks.heartbeatAt, sql`now() - make_interval(secs => ${silentSeconds})`),
                ),
              ),
            ),
          ),
        )
        .returning();
      return row;
    },

    /** Progress and heartbeat in one write; answers whether an admin asked to cancel. */
    async progress(
      id: string,
      progress: number,
      status: ImportStatus,
      counts: ImportCounts,
      ex: DbOrTx,
    ): Promise<{ cancelRequested: boolean }> {
      const [row] = await ex
        .update(importTasks)
        .set({
          progress: Math.max(0, Math.min(100, Math.round(progress))),
          statusText: storedStatusText(status),
          counts,
          heartbeatAt: sql`now()`,
        })
        .where(eq(importTasks.id, id))
        .returning({ cancelRequested: importTasks.cancelRequested });
      return { cancelRequested: row?.cancelRequested ?? true };
    },

    /** Whether an admin asked to cancel; a task that is gone counts as cancelled. */
    async cancelRequested(id: string, ex: DbOrTx): Promise<boolean> {
      const [row] = await ex
        .select({ cancelRequested: importTasks.cancelRequested })
        .from(importTasks)
        .where(eq(importTasks.id, id));
      return row?.cancelRequested ?? true;
    },

    async heartbeat(id: string, ex: DbOrTx): Promise<{ cancelRequested: boolean }> {
      const [row] = await ex
        .update(importTasks)
        .set({ heartbeatAt: sql`now()` })
        .where(eq(importTasks.id, id))
        .returning({ cancelRequested: importTasks.cancelRequested });
      return { cancelRequested: row?.cancelRequested ?? true };
    },

    async finish(
      id: string,
      outcome: {
        state: Extract<TaskState, 'SUCCESS' | 'FAILURE'>;
        status: ImportStatus;
        result: TaskResult | null;
        failure: ImportFailure | null;
        /** The last counts of the work, which the throttled progress may not have written yet. */
        counts?: ImportCounts;
      },
      ex: DbOrTx,
    ) {
      await ex
        .update(importTasks)
        .set({
          state: outcome.state,
          statusText: storedStatusText(outcome.status),
          result: outcome.result,
          traceback: outcome.failure && storedFailure(outcome.failure),
          progress: outcome.state === 'SUCCESS' ? 100 : sql`${importTasks.progress}`,
          counts: outcome.counts ?? sql`${importTasks.counts}`,
          finishedAt: sql`now()`,
        })
        .where(eq(importTasks.id, id));
    },

    /** A cancel: a PENDING task ends at once; a running one stops at its next page. */
    async requestCancel(id: string, ex: DbOrTx): Promise<ImportTaskRow | undefined> {
      const [row] = await ex
        .update(importTasks)
        .set({
          cancelRequested: true,
          state: sql`case when ${importTasks.state} = 'PENDING' then 'FAILURE'::import_task_state else ${importTasks.state} end`,
          traceback: sql`case when ${importTasks.state} = 'PENDING' then ${storedFailure({ code: 'cancelled', saved: null })} else ${importTasks.traceback} end`,
          statusText: sql`case when ${importTasks.state} = 'PENDING' then ${storedStatusText({ code: 'cancelled' })} else ${storedStatusText({ code: 'cancelling' })} end`,
          finishedAt: sql`case when ${importTasks.state} = 'PENDING' then now() else ${importTasks.finishedAt} end`,
        })
        .where(eq(importTasks.id, id))
        .returning();
      return row;
    },

    /**
     * Every task, newest first, a page at a time: finished ones stay. The result's products are
     * left in the row (a task's own result call reads them); its figures come along.
     */
    async listHistory(
      page: { offset: number; limit: number },
      ex: DbOrTx,
    ): Promise<{ rows: ImportHistoryRow[]; total: number }> {
      const { result: _result, ...columns } = getTableColumns(importTasks);
      const rows = await ex
        .select({
          ...columns,
          startedBy: users.email,
          totalFound: sql<number | null>`(${importTasks.result}->>'total_found')::int`,
          successCount: sql<number | null>`(${importTasks.result}->>'success_count')::int`,
          imported: sql<TaskResult['imported'] | null>`${importTasks.result}->'imported'`,
        })
        .from(importTasks)
        .leftJoin(users, eq(users.id, importTasks.createdBy))
        .orderBy(desc(importTasks.createdAt), desc(importTasks.id))
        .offset(page.offset)
        .limit(page.limit);
      const [counted] = await ex.select({ total: count() }).from(importTasks);
      return { rows, total: counted?.total ?? 0 };
    },

    async listActive(ex: DbOrTx): Promise<ImportTaskRow[]> {
      return ex
        .select()
        .from(importTasks)
        .where(inArray(importTasks.state, ['PENDING', 'PROGRESS']))
        .orderBy(desc(importTasks.createdAt))
        .limit(100);
    },

    /**
     * A task whose worker died (no heartbeat for `staleSeconds`) must not stay in PROGRESS: it is
     * ended as FAILURE, saying its worker stopped. Items are written one transaction each, so nothing
     * half-written stays behind.
     */
    async sweepStale(staleSeconds: number, ex: DbOrTx): Promise<ImportTaskRow[]> {
      const rows = await ex
        .update(importTasks)
        .set({
          state: 'FAILURE',
          statusText: storedStatusText({ code: 'worker_stopped' }),
          traceback: storedFailure({ code: 'worker_stopped' }),
          finishedAt: sql`now()`,
        })
        .where(
          and(
            eq(importTasks.state, 'PROGRESS'),
            or(
              lt(importTasks.heartbeatAt, sql`now() - make_interval(secs => ${staleSeconds})`),
              sql`${importTasks.heartbeatAt} is null`,
            ),
          ),
        )
        .returning();
      return rows;
    },

    async stats(ex: DbOrTx) {
      const [totals] = (
        await ex.execute<{
          total: number;
          week: number;
          min: string | null;
          avg: string | null;
          max: string | null;
          active: number;
        }>(sql`
          select count(*)::int as total,
            count(*) filter (where created_at > now() - interval '7 days')::int as week,
            min(min_price) as min, round(avg(min_price), 2) as avg, max(min_price) as max,
            (select count(*)::int from import_tasks where state in ('PENDING', 'PROGRESS')) as active
          from items`)
      ).rows;
      const brands = (
        await ex.execute<{ brand: string; count: number }>(sql`
          select brand, count(*)::int as count from items where brand <> ''
          group by brand order by count desc, brand limit 5`)
      ).rows;
      const categories = (
        await ex.execute<{ category: (typeof items.$inferSelect)['category']; count: number }>(sql`
          select category, count(*)::int as count from items group by category order by count desc limit 5`)
      ).rows;
      return { totals: totals!, brands, categories };
    },
  };
}

export type LamodaParserRepository = ReturnType<typeof createLamodaParserRepository>;
