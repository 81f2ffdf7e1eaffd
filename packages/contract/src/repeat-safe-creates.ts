import { z } from 'zod';
import { IDEMPOTENCY_KEY_HEADER, ORDER_LIMITS } from './checkout';

/**
 * The headers of a shopper's create that is safe to send again (a double click, a retry after a
 * lost answer): an optional Idempotency-Key, one per intended create. A repeat of a key answers
 * what the first made and makes nothing more; without a key every request is a create of its own.
 */
export const repeatSafeCreateHeadersSchema = z.looseObject({
  [IDEMPOTENCY_KEY_HEADER]: z
    .string()
    .trim()
    .min(ORDER_LIMITS.idempotencyKeyMin)
    .max(ORDER_LIMITS.idempotencyKeyMax)
    .regex(/^[\x21-\x7e]+$/)
    .optional(),
});
