import { z } from 'zod';

/**
 * Every job's name and payload schema, in one place (ARCHITECTURE rule 14). Payloads are validated
 * when sent and again when consumed.
 */
export const jobDefinitions = {
  'system.cleanup': z.object({}),
} as const;

export type JobName = keyof typeof jobDefinitions;
export type JobPayload<N extends JobName> = z.infer<(typeof jobDefinitions)[N]>;
