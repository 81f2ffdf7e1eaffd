import {
  PASSWORD_MIN_LENGTH,
  UPLOAD_MAX_PIXELS,
  type ErrorCode,
  type RefusedLine,
} from '@shop/contract';
import { isApiError } from './api-client';
import { formatPrice } from './format';
import { i18n } from './i18n/i18n';

/**
 * Error code → user-facing text: the user reads a Russian (or English) sentence, never an error
 * code or the server's English message. The texts themselves live in the locale files under
 * `errors`, declared `satisfies Record<ErrorCode, string>`, so a new code in the contract does
 * not build until it has a Russian (and English) text. Limits inside the texts come from the
 * contract; what a code alone does not say (which order lines were refused, and why) comes from
 * the envelope's `details`, since the server's `message` is a developer's note no screen shows.
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

/** The error code's text when it tells the user something, else `fallback`. */
export function errorTextOr(error: unknown, fallback: string): string {
  if (!isApiError(error) || UNINFORMATIVE_CODES.has(error.code)) return fallback;
  if (error.details?.reason === 'not_sold') return i18n.t('refusedLine.notSoldItem');
  return errorCodeText(error.code, error.retryAfterSeconds);
}

/**
 * The text to show for any thrown error in a given context. Without a context (the toasts of
 * failed queries) even a vague code's own text beats nothing.
 */
export function errorMessage(error: unknown, context: ErrorContext = 'generic'): string {
  if (context !== 'generic') return errorTextOr(error, defaultErrorText(context));
  if (!isApiError(error)) return defaultErrorText(context);
  if (error.details?.reason === 'not_sold') return i18n.t('refusedLine.notSoldItem');
  return errorCodeText(error.code, error.retryAfterSeconds);
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
