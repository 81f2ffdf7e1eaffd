import {
  CSV_IMPORT_MAX_LINES,
  ERROR_CODE_REASONS,
  PASSWORD_MIN_LENGTH,
  UPLOAD_MAX_PIXELS,
  type BulkResult,
  type ErrorCode,
  type ErrorEnvelope,
  type ErrorReason,
  type OrderStatus,
  type RefusedLine,
} from '@shop/contract';
import { isApiError, type ApiError } from './api-client';
import { DEFAULT_STORE_CURRENCY, formatPrice } from './format';
import { i18n } from './i18n/i18n';

/**
 * Error code → user-facing text: the user reads a Russian (or English) sentence, never an error
 * code or the server's English message. The texts themselves live in the locale files under
 * `errors`, declared `satisfies Record<ErrorCode, string>`, so a new code in the contract does
 * not build until it has a Russian (and English) text; the same holds for every reason under
 * `errorReasons`, and a reason's sentence beats its code's wherever an error is shown. Limits
 * inside the texts come from the contract; what a code alone does not say (why, which order
 * lines, how much may still be refunded) comes from the envelope's `details`, since the server's
 * `message` is a developer's note no screen shows.
 */

/** Where the error happened: picks the default text when the code says nothing useful. */
export type ErrorContext = 'login' | 'register' | 'generic';

/**
 * Codes that stand for "something broke" rather than a reason the user can act on: where an
 * action has its own failure text ('Не удалось обновить профиль'), that text is shown instead.
 */
const UNINFORMATIVE_CODES: ReadonlySet<ErrorCode> = new Set([
  'INTERNAL',
  'VALIDATION_FAILED',
  'NOT_FOUND',
]);

/** What fills a reason's sentence: the envelope's details, or a refused field (its item). */
export type ReasonDetails = Pick<
  NonNullable<ErrorEnvelope['details']>,
  'status' | 'to_status' | 'refundable' | 'min_order_total'
> & { item_id?: number };

type Values = Record<string, string | number>;

const statusLabel = (status: OrderStatus) => i18n.t(`orders.status.${status}`);

/**
 * The values of the sentences that carry one, from the details; null when the details lack it
 * (the code's own sentence is then better than one with a blank). Money is in the shop's
 * currency, written as every price is.
 */
const REASON_VALUES: {
  [R in ErrorReason]?: (details: ReasonDetails, currency: string) => Values | null;
} = {
  not_cancellable: ({ status }) => (status ? { status: statusLabel(status) } : null),
  transition_not_allowed: ({ status, to_status }) =>
    status && to_status ? { status: statusLabel(status), to: statusLabel(to_status) } : null,
  refund_above_paid: ({ refundable }, currency) =>
    refundable === undefined ? null : { sum: formatPrice(refundable, currency) },
  promo_min_total: ({ min_order_total }, currency) =>
    min_order_total === undefined ? null : { sum: formatPrice(min_order_total, currency) },
  unknown_item: ({ item_id }) => (item_id === undefined ? null : { id: item_id }),
  csv_too_many_lines: () => ({ lines: CSV_IMPORT_MAX_LINES }),
};

/** The sentence of one reason, filled from its details; null when they lack what it says. */
export function reasonText(
  reason: ErrorReason,
  details: ReasonDetails = {},
  currency: string = DEFAULT_STORE_CURRENCY,
): string | null {
  const values = REASON_VALUES[reason];
  const filled = values ? values(details, currency) : {};
  return filled && i18n.t(`errorReasons.${reason}`, filled);
}

/** The reason an error carries, when it is one its code may carry. */
export function errorReason(error: ApiError): ErrorReason | undefined {
  const reason = error.details?.reason;
  const own: readonly ErrorReason[] | undefined =
    ERROR_CODE_REASONS[error.code as keyof typeof ERROR_CODE_REASONS];
  return reason && own?.includes(reason) ? reason : undefined;
}

/** The reason's sentence of an API error, or null when it has none to say. */
function reasonTextOf(error: ApiError, currency?: string): string | null {
  const reason = errorReason(error);
  return reason ? reasonText(reason, error.details, currency) : null;
}

/** The rate-limit wait in minutes, rounded up, at least 1. */
export function retryAfterMinutes(seconds: number | undefined): number {
  if (seconds === undefined || !Number.isFinite(seconds)) return 1;
  return Math.max(1, Math.ceil(seconds / 60));
}

/** The text for one error code; RATE_LIMITED needs the wait in seconds. */
export function errorCodeText(code: ErrorCode, retryAfterSeconds?: number): string {
  switch (code) {
    case 'RATE_LIMITED':
      return i18n.t('errors.RATE_LIMITED', { minutes: retryAfterMinutes(retryAfterSeconds) });
    case 'WEAK_PASSWORD':
      return i18n.t('errors.WEAK_PASSWORD', { min: PASSWORD_MIN_LENGTH });
    case 'IMAGE_TOO_LARGE':
      return i18n.t('errors.IMAGE_TOO_LARGE', { megapixels: UPLOAD_MAX_PIXELS / 1_000_000 });
    default:
      return i18n.t(`errors.${code}`);
  }
}

export function defaultErrorText(context: ErrorContext): string {
  return i18n.t(`errorDefaults.${context}`);
}

/**
 * The error's reason when it has one, else its code's text when that tells the user something,
 * else `fallback`. `currency` writes the sums a reason names (the order's; the shop's otherwise).
 */
export function errorTextOr(error: unknown, fallback: string, currency?: string): string {
  if (!isApiError(error)) return fallback;
  const reason = reasonTextOf(error, currency);
  if (reason) return reason;
  if (UNINFORMATIVE_CODES.has(error.code)) return fallback;
  return errorCodeText(error.code, error.retryAfterSeconds);
}

/**
 * The text to show for any thrown error in a given context. Without a context (the toasts of
 * failed queries) even a vague code's own text beats nothing.
 */
export function errorMessage(error: unknown, context: ErrorContext = 'generic'): string {
  if (context !== 'generic') return errorTextOr(error, defaultErrorText(context));
  if (!isApiError(error)) return defaultErrorText(context);
  return reasonTextOf(error) ?? errorCodeText(error.code, error.retryAfterSeconds);
}

/**
 * Why a bulk action left one row: its reason's sentence (an order's status, and the status asked
 * for, which the answer does not repeat), else its code's.
 */
export function skippedText(
  skipped: BulkResult['skipped'][number],
  details: ReasonDetails = {},
): string {
  const reason =
    skipped.reason &&
    reasonText(skipped.reason, { ...details, ...(skipped.status && { status: skipped.status }) });
  return reason || errorCodeText(skipped.code);
}

/** «Цена на «Платье» изменилась: теперь 12 990 ₸», ««Шарф»: в наличии только 1 шт.» … */
export function refusedLineText(line: RefusedLine, currency: string): string {
  const name = line.name ?? i18n.t('refusedLine.unnamed', { id: line.variant_id });
  switch (line.reason) {
    case 'price_changed':
      return line.price === null
        ? i18n.t('refusedLine.priceChangedNoPrice', { name })
        : i18n.t('refusedLine.priceChanged', { name, price: formatPrice(line.price, currency) });
    case 'out_of_stock':
      return line.available
        ? i18n.t('refusedLine.outOfStock', { name, count: line.available })
        : i18n.t('refusedLine.soldOut', { name });
    case 'unavailable':
      return i18n.t('refusedLine.unavailable', { name });
    case 'not_sold':
      return i18n.t('refusedLine.notSold', { name });
  }
}

/**
 * A sentence for each line an order was refused for (`details.lines` of PRICE_CHANGED and
 * OUT_OF_STOCK); null for any other error.
 */
export function refusedLineTexts(error: unknown, currency: string): string[] | null {
  if (!isApiError(error)) return null;
  if (error.code !== 'PRICE_CHANGED' && error.code !== 'OUT_OF_STOCK') return null;
  return (error.details?.lines ?? []).map((line) => refusedLineText(line, currency));
}
