import { z } from 'zod';
import { errorCodeSchema, errorReasonSchema } from './errors';
import { rowIdSchema } from './ids';
import { orderStatusSchema } from './order-terms';

/** The rows a bulk action is asked to change: one page of a list at most. */
export const bulkIdsSchema = z.array(rowIdSchema).min(1).max(100);

/**
 * What a bulk action on ticked rows answers: the ids it changed, and each one it left as it was
 * with the error code and reason it would have answered for that row alone.
 */
export const bulkResultSchema = z.object({
  changed: z.array(z.number().int()),
  skipped: z.array(
    z.object({
      id: z.number().int(),
      code: errorCodeSchema,
      reason: errorReasonSchema.optional(),
      /** An order's status when it refused the change (ORDER_STATUS_CONFLICT). */
      status: orderStatusSchema.optional(),
    }),
  ),
});
export type BulkResult = z.infer<typeof bulkResultSchema>;
