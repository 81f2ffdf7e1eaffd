import { importStatusSchema, type ImportStatus } from '@shop/contract';

/** The stage as `import_tasks.status_text` keeps it: the code and its numbers as JSON. */
export const storedStatusText = (status: ImportStatus): string => JSON.stringify(status);

/**
 * The stage a row keeps. A task written before the codes kept a Russian sentence: it is passed on
 * as `legacy`, the history being kept on the server.
 */
export function statusOf(text: string | null): ImportStatus {
  if (!text) return { code: 'queued' };
  try {
    const parsed = importStatusSchema.safeParse(JSON.parse(text));
    if (parsed.success) return parsed.data;
  } catch {
    // Not JSON: a sentence from before the codes.
  }
  return { code: 'legacy', text };
}
