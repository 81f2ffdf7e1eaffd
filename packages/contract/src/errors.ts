import { z } from 'zod';
import { orderStatusSchema, type OrderStatus } from './order-terms';
import { refusedLineSchema } from './orders';
import { PROMO_REFUSALS } from './promo-codes';

/**
 * Every error the API returns has this envelope. `code` is a closed union so the web app can map
 * each one to its Russian text (`satisfies Record<ErrorCode, string>`); `details` carries what
 * the text needs beyond the code, its `reason` one of the code's own (`ERROR_CODE_REASONS`). `message` is a short English note for developers: no screen
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
 * What a refusal's code alone does not say, for the web to pick its words: each code's own
 * reasons. The API sends a reason only with its code (`AppError` is typed by this map), and the
 * web words every reason (its locale map is `satisfies Record<ErrorReason, …>`).
 */
export const ERROR_CODE_REASONS = {
  ORDER_STATUS_CONFLICT: [
    /** The order is cancelled already. */
    'already_cancelled',
    /** The order's status (`status`) no longer allows a cancel. */
    'not_cancellable',
    /** An online order becomes confirmed by its payment only. */
    'confirmed_by_payment',
    /** `status` cannot become `to_status`. */
    'transition_not_allowed',
    /** The order no longer waits for its payment. */
    'not_awaiting_payment',
    /** The recipient and address change only before shipping. */
    'delivery_locked',
    /** The delivery method is the order's own (its price was paid for it). */
    'delivery_method_fixed',
    /** Only a delivered, paid order takes returns. */
    'not_returnable',
    /** The return period of the order is over. */
    'return_period_over',
    /** More pieces than bought and not yet returned. */
    'already_returned',
    /** The refund would exceed what was paid (`refundable`: what is left). */
    'refund_above_paid',
    /** An earlier return gave the delivery's price back already. */
    'delivery_already_refunded',
    /** «Delivered» can no longer be taken back. */
    'undo_expired',
    /** The cash is recorded only for a delivered cash order, and once. */
    'cash_not_due',
  ],
  PAYMENT_UNAVAILABLE: [
    /** The shop takes no online payments. */
    'payments_off',
    /** The payment provider did not answer (a payment page, a refund). */
    'provider_failed',
  ],
  OUT_OF_STOCK: [
    /** The item is no longer sold (a draft or archived), whatever its stock. */
    'not_sold',
  ],
  VALIDATION_FAILED: [
    /** A CSV import: the file is not a CSV the import reads. */
    'csv_unreadable',
    /** A CSV import: the header lacks the name or the SKU column. */
    'csv_missing_columns',
    /** A CSV import: more lines than the import takes at once. */
    'csv_too_many_lines',
    /** A CSV import's apply: some lines have errors (the preview names them). */
    'csv_has_errors',
  ],
  PROTECTED_ACCOUNT: [
    /** An admin does not delete or deactivate themselves. */
    'own_account',
    /** The last active admin stays an active admin. */
    'last_admin',
  ],
  PROMO_CODE_REFUSED: PROMO_REFUSALS,
} as const satisfies Partial<Record<ErrorCode, readonly string[]>>;

/** The codes that carry a reason of their own. */
export type ErrorCodeWithReasons = keyof typeof ERROR_CODE_REASONS;
/** The reasons a code may carry in `details.reason` (none for a code not in the map). */
export type ReasonOf<C extends ErrorCode> = C extends ErrorCodeWithReasons
  ? (typeof ERROR_CODE_REASONS)[C][number]
  : never;

/** Why a picture given by link was not stored (a field `image_urls.N` of the answer). */
export const LINK_FAILURE_REASONS = [
  /** The address answers that it has no such file (404, 410). */
  'not_found',
  /** The address answers with something that is not a JPEG, PNG or WebP image. */
  'not_an_image',
  /** The host cannot be reached, does not answer in time or answers with a failure. */
  'unreachable',
  /** The file or its pixel count is over the limit. */
  'too_large',
  /** The address itself is refused (private host, port, user info, scheme). */
  'address_refused',
] as const;
export type LinkFailureReason = (typeof LINK_FAILURE_REASONS)[number];

/** Why one field was refused (`details.fields[].reason`), where the field's code does not say. */
export const FIELD_ERROR_REASONS = [
  ...LINK_FAILURE_REASONS,
  /** A field naming items: the item `item_id` does not exist. */
  'unknown_item',
] as const;
export type FieldErrorReason = (typeof FIELD_ERROR_REASONS)[number];

/** Every reason: a code's (`details.reason`) or a field's (`details.fields[].reason`). */
export const ERROR_REASONS = [
  ...ERROR_CODE_REASONS.ORDER_STATUS_CONFLICT,
  ...ERROR_CODE_REASONS.PAYMENT_UNAVAILABLE,
  ...ERROR_CODE_REASONS.OUT_OF_STOCK,
  ...ERROR_CODE_REASONS.VALIDATION_FAILED,
  ...ERROR_CODE_REASONS.PROTECTED_ACCOUNT,
  ...ERROR_CODE_REASONS.PROMO_CODE_REFUSED,
  ...FIELD_ERROR_REASONS,
] as const;
export const errorReasonSchema = z.enum(ERROR_REASONS);
export type ErrorReason = z.infer<typeof errorReasonSchema>;

// A code added to the map and left out of ERROR_REASONS above does not compile.
type Unlisted = Exclude<ReasonOf<ErrorCodeWithReasons>, ErrorReason>;
const everyCodeReasonListed: [Unlisted] extends [never] ? true : Unlisted = true;
void everyCodeReasonListed;

export const fieldErrorSchema = z.object({
  path: z.string(),
  message: z.string(),
  /** Why the field was refused, where its code alone does not say (a picture link's failure). */
  reason: z.enum(FIELD_ERROR_REASONS).optional(),
  /** The item the field names that was refused (`unknown_item`). */
  item_id: z.number().int().optional(),
});
export type FieldError = z.infer<typeof fieldErrorSchema>;

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

/** What a reason's words need beyond the reason itself: sent with it, always. */
export type ReasonDetails = {
  not_cancellable: { status: OrderStatus };
  transition_not_allowed: { status: OrderStatus; to_status: OrderStatus };
  refund_above_paid: { refundable: number };
  promo_min_total: { min_order_total: number };
};

type EnvelopeDetails = NonNullable<ErrorEnvelope['details']>;
type WithReason<R extends ErrorReason> = { reason: R } & (R extends keyof ReasonDetails
  ? ReasonDetails[R]
  : unknown);

/**
 * The details an error of code `C` may carry: no reason, or one of the code's own reasons with
 * what its words need. The API's `AppError` takes these, so a reason cannot go out with another
 * code, nor `refund_above_paid` without the sum that is left.
 */
export type ErrorDetailsOf<C extends ErrorCode> = Omit<EnvelopeDetails, 'reason'> &
  ({ reason?: undefined } | { [R in ReasonOf<C>]: WithReason<R> }[ReasonOf<C>]);
