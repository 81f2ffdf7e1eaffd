import {
  importFailureSchema,
  importStatusSchema,
  type EnrichmentNote,
  type ImportFailure,
  type ImportStatus,
  type SkipReason,
} from '@shop/contract';

/** The stage as `import_tasks.status_text` keeps it: the code and its numbers as JSON. */
export const storedStatusText = (status: ImportStatus): string => JSON.stringify(status);

/**
 * The stage a row keeps. A task written before the codes kept a Russian sentence: it is passed on
 * as `legacy`, the history being kept on the server.
 */
export function statusOf(text: string | null): ImportStatus {
  if (!text) return { code: 'queued' };
  const parsed = importStatusSchema.safeParse(withCodedSkips(storedJson(text)));
  return parsed.success ? parsed.data : { code: 'legacy', text };
}

/** Why a task failed, as `import_tasks.traceback` keeps it: the code and its parameters as JSON. */
export const storedFailure = (failure: ImportFailure): string => JSON.stringify(failure);

/**
 * Why a task failed, from its row. A task written before the codes kept a Russian sentence: it is
 * passed on as `legacy`, as its stage is.
 */
export function failureOf(text: string | null): ImportFailure | null {
  if (!text) return null;
  const parsed = importFailureSchema.safeParse(storedJson(text));
  return parsed.success ? parsed.data : { code: 'legacy', text };
}

/** A column's JSON; a sentence from before the codes is no JSON, and reads as undefined. */
function storedJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** A skipped product's reason as stored: a task from before the codes kept a Russian sentence. */
export const storedSkipReason = (reason: SkipReason | string): SkipReason =>
  typeof reason === 'string' ? { code: 'legacy', text: reason } : reason;

/** An enrichment note as stored: a task from before the codes kept a Russian sentence. */
export const storedEnrichmentNote = (note: EnrichmentNote | string): EnrichmentNote =>
  typeof note === 'string' ? { code: 'legacy', text: note } : note;

/** A stored `done` stage whose skipped reasons may be sentences from before the codes. */
function withCodedSkips(status: unknown): unknown {
  if (typeof status !== 'object' || status === null || !('skipped' in status)) return status;
  const { skipped } = status as { skipped: unknown };
  if (!Array.isArray(skipped)) return status;
  return {
    ...status,
    skipped: skipped.map((s: { reason: SkipReason | string; count: number }) => ({
      ...s,
      reason: storedSkipReason(s.reason),
    })),
  };
}
