import { z } from 'zod';

/**
 * Every job's name and payload schema, in one place, so a producer and its handler cannot disagree
 * about a job. Payloads are validated when sent and again when consumed.
 */
export const jobDefinitions = {
  'system.cleanup': z.object({}),
  /** A backup of the whole shop into its backups folder (BACKUP_CRON). */
  'system.backup': z.object({
    /** The admin who asked for it on the system page; none for the schedule. */
    requestedBy: z.number().int().positive().optional(),
  }),
  /** Runs one import task (its row in import_tasks says what to do). */
  'catalog.import': z.object({ taskId: z.uuid() }),
  /** Ends tasks whose worker stopped sending heartbeats. */
  'catalog.sweep': z.object({}),
  /** Draws an outfit's cover from its current items. */
  'outfits.render-cover': z.object({ outfitId: z.number().int().positive() }),
  /** Runs one try-on with the hosted provider (its row in tryon_jobs says what to do). */
  'tryon.run': z.object({ jobId: z.uuid() }),
  /** Sends the emails that are due (the outbox). */
  'emails.deliver': z.object({}),
  /** Cancels online orders not paid in time and retries refunds that did not go through. */
  'orders.sweep': z.object({}),
  /** Refunds a cancelled order that was paid online. */
  'orders.refund': z.object({ orderId: z.number().int().positive() }),
} as const;

export type JobName = keyof typeof jobDefinitions;
export type JobPayload<N extends JobName> = z.infer<(typeof jobDefinitions)[N]>;
