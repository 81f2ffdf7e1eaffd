import {
  importStatusSchema,
  type EnrichmentNote,
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
  try {
    const parsed = importStatusSchema.safeParse(withCodedSkips(JSON.parse(text)));
    if (parsed.success) return parsed.data;
  } catch {
    // Not JSON: a sentence from before the codes.
  }
  return { code: 'legacy', text };
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
