import type { ImportStatus, TaskResult } from '@shop/contract';
import type { DbOrTx } from '../../db/client';
import { recordAudit } from '../audit/audit.service';
import type { ImportTaskRow } from './lamoda-parser.repository';

/**
 * The audit log's entries of an import that writes the catalogue (full mode): who started it and
 * with what, who cancelled it, and how it ended. A parse-only run or a test changes nothing and is
 * listed by the tool's history alone. The task's id goes among the changes: the log's entity ids
 * are numbers.
 */

const asked = (task: ImportTaskRow) => ({
  task: [null, task.id] as [null, string],
  query: [null, task.query] as [null, string | null],
  domain: [null, `lamoda.${task.domain}`] as [null, string],
});

export async function recordImportStart(ex: DbOrTx, task: ImportTaskRow): Promise<void> {
  if (task.type !== 'full') return;
  await recordAudit(ex, {
    actorId: task.createdBy,
    action: 'import.start',
    entity: 'import',
    changes: { ...asked(task), limit: [null, task.limit], publish: [null, task.publish] },
  });
}

export async function recordImportCancel(
  ex: DbOrTx,
  task: ImportTaskRow,
  actorId: number,
): Promise<void> {
  if (task.type !== 'full') return;
  await recordAudit(ex, {
    actorId,
    action: 'import.cancel',
    entity: 'import',
    changes: asked(task),
  });
}

/** The end, in the name of the admin who started the task: it is their import that ended. */
export async function recordImportEnd(
  ex: DbOrTx,
  task: ImportTaskRow,
  outcome: { status: ImportStatus; result: TaskResult | null },
): Promise<void> {
  if (task.type !== 'full') return;
  const imported = outcome.result?.imported;
  // Only the counts that happened: «Пропущено: — → 0» says nothing.
  const counts = Object.entries({
    created: imported?.created,
    updated: imported?.updated,
    unchanged: imported?.unchanged,
    skipped: imported?.skipped,
  }).filter(([, n]) => !!n);
  await recordAudit(ex, {
    actorId: task.createdBy,
    action: 'import.finish',
    entity: 'import',
    changes: {
      ...asked(task),
      // The code: the audit's reader words it as the import tool does.
      result: [null, outcome.status.code],
      ...(outcome.result && { found: [null, outcome.result.total_found] }),
      ...Object.fromEntries(counts.map(([name, n]) => [name, [null, n]])),
    },
  });
}
