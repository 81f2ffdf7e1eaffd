import { z } from 'zod';
import { orderStatusSchema } from './order-terms';
import { refusedLineSchema } from './orders';

/**
 * Every error the API returns has this envelope. `code` is a closed union so the web app can map
 * each one to its Russian text (`satisfies Record<ErrorCode, string>`); `details` carries what
 * the text needs beyond the code. `message` is a short English note for developers: no screen
 * shows it, so user-facing words live in the web's locales only.
 */
export const ERROR_CODES = [
  'VALIDATION_FAILED',
  'INVALID_EMAIL',
  'WEAK_PASSWORD',
  /** 400: a new password among the most used ones (a list shipped with the shop). */
  'COMMON_PASSWORD',
  /** 400: a new password that is the account's current one. */
  'SAME_PASSWORD',
  'EMAIL_TAKEN',
  'EMAIL_NOT_VERIFIED',
  'EMAIL_LINK_INVALID',
  'INVALID_CREDENTIALS',
  'WRONG_PASSWORD',
  'ACCOUNT_INACTIVE',
  'UNAUTHORIZED',
  'TOKEN_EXPIRED',
  'REFRESH_TOKEN_INVALID',
  'SESSION_REVOKED',
  'FORBIDDEN',
  'PATH_TRAVERSAL',
  'NOT_FOUND',
  'RATE_LIMITED',
  'GOOGLE_NOT_CONFIGURED',
  'GOOGLE_CODE_MISSING',
  'GOOGLE_AUTH_FAILED',
  'OUT_OF_STOCK',
  'SKU_TAKEN',
  'PROTECTED_ACCOUNT',
  'INVALID_PHONE',
  'INVALID_BIRTH_DATE',
  'INVALID_AVATAR_URL',
  'INVALID_FILE_TYPE',
  'IMAGE_TOO_LARGE',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'SERVICE_UNAVAILABLE',
  'INSUFFICIENT_STORAGE',
  'PRICE_CHANGED',
  'PICKUP_POINT_UNAVAILABLE',
  'ORDER_STATUS_CONFLICT',
  'IDEMPOTENCY_KEY_REUSED',
  'PAYMENT_UNAVAILABLE',
  'INVALID_SIGNATURE',
  'BACKUP_IN_PROGRESS',
  /** 422: a wardrobe photo on which no garment was found (nothing was kept). */
  'NO_GARMENT_FOUND',
  /** 422: a promo code that does not apply to this order (details.reason names why). */
  'PROMO_CODE_REFUSED',
  /** 409: a promo code with this text exists already, whatever its case. */
  'PROMO_CODE_TAKEN',
  /**
   * 409: a rule of the stored data refused the write (a unique value taken meanwhile, a record
   * removed that it names); reading again and retrying may succeed.
   */
  'CONFLICT',
  'INTERNAL',
] as const;

export const errorCodeSchema = z.enum(ERROR_CODES);
export type ErrorCode = z.infer<typeof errorCodeSchema>;

/**
 * What a refusal's code alone does not say, for the web to pick its words: why an order's status
 * could not change (ORDER_STATUS_CONFLICT), or why online payment is off (PAYMENT_UNAVAILABLE).
 */
export const ERROR_REASONS = [
  /** ORDER_STATUS_CONFLICT: the order is cancelled already. */
  'already_cancelled',
  /** ORDER_STATUS_CONFLICT: the order's status (`status`) no longer allows a cancel. */
  'not_cancellable',
  /** ORDER_STATUS_CONFLICT: an online order becomes confirmed by its payment only. */
  'confirmed_by_payment',
  /** ORDER_STATUS_CONFLICT: `status` cannot become `to_status`. */
  'transition_not_allowed',
  /** ORDER_STATUS_CONFLICT: the order no longer waits for its payment. */
  'not_awaiting_payment',
  /** ORDER_STATUS_CONFLICT: the recipient and address change only before shipping. */
  'delivery_locked',
  /** ORDER_STATUS_CONFLICT: the delivery method is the order's own (its price was paid for it). */
  'delivery_method_fixed',
  /** ORDER_STATUS_CONFLICT: only a delivered, paid order takes returns. */
  'not_returnable',
  /** ORDER_STATUS_CONFLICT: the return period of the order is over. */
  'return_period_over',
  /** ORDER_STATUS_CONFLICT: more pieces than bought and not yet returned. */
  'already_returned',
  /** ORDER_STATUS_CONFLICT: the refund would exceed what was paid (details.refundable: what is left). */
  'refund_above_paid',
  /** ORDER_STATUS_CONFLICT: an earlier return gave the delivery's price back already. */
  'delivery_already_refunded',
  /** ORDER_STATUS_CONFLICT: «delivered» can no longer be taken back. */
  'undo_expired',
  /** ORDER_STATUS_CONFLICT: the cash is recorded only for a delivered cash order, and once. */
  'cash_not_due',
  /** PAYMENT_UNAVAILABLE: the shop takes no online payments. */
  'payments_off',
  /** PAYMENT_UNAVAILABLE: the payment provider did not answer. */
  'provider_failed',
  /** OUT_OF_STOCK: the item is no longer sold (a draft or archived), whatever its stock. */
  'not_sold',
  /** A picture link: the address answers that it has no such file (404, 410). */
  'not_found',
  /** A picture link: the address answers with something that is not a JPEG, PNG or WebP image. */
  'not_an_image',
  /** A picture link: the host cannot be reached, does not answer in time or answers with a failure. */
  'unreachable',
  /** A picture link: the file or its pixel count is over the limit. */
  'too_large',
  /** A picture link: the address itself is refused (private host, port, user info, scheme). */
  'address_refused',
  /** A field naming items: the item `item_id` does not exist. */
  'unknown_item',
  /** VALIDATION_FAILED of a CSV import: the file is not a CSV the import reads. */
  'csv_unreadable',
  /** VALIDATION_FAILED of a CSV import: the header lacks the name or the SKU column. */
  'csv_missing_columns',
  /** VALIDATION_FAILED of a CSV import: more lines than the import takes at once. */
  'csv_too_many_lines',
  /** VALIDATION_FAILED of a CSV import's apply: some lines have errors (the preview names them). */
  'csv_has_errors',
  /** PROTECTED_ACCOUNT: an admin does not delete or deactivate themselves. */
  'own_account',
  /** PROTECTED_ACCOUNT: the last active admin stays an active admin. */
  'last_admin',
  /** PROMO_CODE_REFUSED: no such code, or it is switched off. */
  'promo_not_found',
  /** PROMO_CODE_REFUSED: its usage limit is reached. */
  'promo_used_up',
  /** PROMO_CODE_REFUSED: its end date passed. */
  'promo_expired',
  /** PROMO_CODE_REFUSED: its start date is still ahead. */
  'promo_not_started',
  /** PROMO_CODE_REFUSED: the lines it applies to cost less than `min_order_total`. */
  'promo_min_total',
  /** PROMO_CODE_REFUSED: once per customer, and this customer used it. */
  'promo_already_used',
  /** PROMO_CODE_REFUSED: none of the lines is of its categories. */
  'promo_not_applicable',
] as const;
export const errorReasonSchema = z.enum(ERROR_REASONS);
export type ErrorReason = z.infer<typeof errorReasonSchema>;

export const fieldErrorSchema = z.object({
  path: z.string(),
  message: z.string(),
  /** Why the field was refused, where its code alone does not say (a picture link's failure). */
  reason: errorReasonSchema.optional(),
  /** The item the field names that was refused (`unknown_item`). */
  item_id: z.number().int().optional(),
});
export type FieldError = z.infer<typeof fieldErrorSchema>;

/** Why a picture given by link was not stored. */
export const LINK_FAILURE_REASONS = [
  'not_found',
  'not_an_image',
  'unreachable',
  'too_large',
  'address_refused',
] as const satisfies readonly ErrorReason[];
export type LinkFailureReason = (typeof LINK_FAILURE_REASONS)[number];
/** A picture link that failed, named by its place among the sent links: `image_urls.N`. */
export const linkFailureSchema = fieldErrorSchema.extend({ reason: z.enum(LINK_FAILURE_REASONS) });
export type LinkFailure = z.infer<typeof linkFailureSchema>;

export const errorEnvelopeSchema = z.object({
  code: errorCodeSchema,
  message: z.string(),
  details: z
    .object({
      fields: z.array(fieldErrorSchema).optional(),
      retry_after_seconds: z.number().int().nonnegative().optional(),
      /** The order lines a checkout refused (PRICE_CHANGED, OUT_OF_STOCK), each named. */
      lines: z.array(refusedLineSchema).optional(),
      reason: errorReasonSchema.optional(),
      /** The order's status when it refused a change (ORDER_STATUS_CONFLICT). */
      status: orderStatusSchema.optional(),
      /** The status asked for (ORDER_STATUS_CONFLICT of an admin's change). */
      to_status: orderStatusSchema.optional(),
      /** The pickup point no longer offered (PICKUP_POINT_UNAVAILABLE). */
      pickup_point_id: z.number().int().optional(),
      /** What a refund may still give back (ORDER_STATUS_CONFLICT, `refund_above_paid`). */
      refundable: z.number().nonnegative().optional(),
      /** The code's minimum, in whole tenge (PROMO_CODE_REFUSED, `promo_min_total`). */
      min_order_total: z.number().optional(),
    })
    .optional(),
});
export type ErrorEnvelope = z.infer<typeof errorEnvelopeSchema>;
