import { z } from 'zod';
import { errorCodeSchema, errorReasonSchema } from './errors';
import { orderStatusSchema } from './order-terms';

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
