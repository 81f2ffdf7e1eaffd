import type { ImportCounts, ImportStatus } from '@shop/contract';
import type { Db } from '../../db/client';
import type { ImportTaskRow, LamodaParserRepository } from './lamoda-parser.repository';

const HEARTBEAT_MS = 2000;
/** Progress reaches the task row at most this often; a cancel is still noticed between products. */
const PROGRESS_WRITE_MS = 1000;

/** Thrown where a run notices an admin's cancel; the run then ends as cancelled. */
export class TaskCancelled extends Error {
  override name = 'TaskCancelled';
}

/**
 * Where the work is: written to the task row at most once a PROGRESS_WRITE_MS, and by the
 * heartbeat when a write was held back, so the status call follows the work product by product.
 * Every write and beat also reads whether an admin asked to cancel; a cancel aborts `signal`.
 */
export function trackProgress(
  task: ImportTaskRow,
  { db, repo }: { db: Db; repo: LamodaParserRepository },
) {
  const full = task.type === 'full';
  const controller = new AbortController();
  let cancelled = false;
  const checkCancel = ({ cancelRequested }: { cancelRequested: boolean }) => {
    if (cancelRequested && !cancelled) {
      cancelled = true;
      controller.abort(new TaskCancelled('cancelled'));
    }
  };
  const counts: ImportCounts = { found: 0, parsed: 0, pictures: 0, saved: 0 };
  let stage: ImportStatus = { code: 'starting' };
  /** Lamoda's own count of results, once a page has said it (0: not known). */
  let available = 0;
  let lastWrite = -Infinity;
  let unwritten = false;
  const percent = () => {
    // A search that finds fewer products than asked for ends sooner: its bar fills to what exists.
    const target = Math.max(1, Math.min(task.limit, available || task.limit));
    const share = (n: number) => Math.min(1, n / target);
    const value = full
      ? 2 + share(counts.parsed) * 38 + share(counts.saved) * 59
      : 2 + share(counts.parsed) * 97;
    return Math.min(99, value);
  };
  const writeProgress = async () => {
    unwritten = false;
    lastWrite = performance.now();
    checkCancel(await repo.progress(task.id, percent(), stage, { ...counts }, db));
  };
  const heartbeat = setInterval(() => {
    const beat = unwritten ? writeProgress() : repo.heartbeat(task.id, db).then(checkCancel);
    beat.catch(() => undefined);
  }, HEARTBEAT_MS);
  return {
    counts,
    signal: controller.signal,
    isCancelled: () => cancelled,
    setAvailable: (found: number) => {
      available = found;
    },
    /** Notes a step of the work (and its stage) and looks whether an admin asked to cancel. */
    async report(next?: ImportStatus) {
      if (next) stage = next;
      unwritten = true;
      if (performance.now() - lastWrite >= PROGRESS_WRITE_MS) await writeProgress();
      else checkCancel({ cancelRequested: await repo.cancelRequested(task.id, db) });
    },
    throwIfCancelled() {
      if (cancelled) throw new TaskCancelled('cancelled');
    },
    stop: () => clearInterval(heartbeat),
  };
}
export type Progress = ReturnType<typeof trackProgress>;
