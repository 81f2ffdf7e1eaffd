import type { ErrorCode } from '@shop/contract';
import { isApiError } from './api-client';
import { i18n } from './i18n/i18n';

/**
 * Error code → user-facing text (000 §8, ARCHITECTURE rule 8). The texts themselves live in the
 * locale files under `errors`, declared `satisfies Record<ErrorCode, string>`, so a new code in the
 * contract does not build until it has a Russian (and English) text.
 */

/** Where the error happened: picks the default text when the code says nothing useful. */
export type ErrorContext = 'login' | 'register' | 'generic';

/** Codes that stand for "something broke" rather than a reason the user can act on. */
const UNINFORMATIVE_CODES: ReadonlySet<ErrorCode> = new Set(['INTERNAL', 'VALIDATION_FAILED']);

/** 000 §8 rate limit: minutes to wait, rounded up, at least 1. */
export function retryAfterMinutes(seconds: number | undefined): number {
  if (seconds === undefined || !Number.isFinite(seconds)) return 1;
  return Math.max(1, Math.ceil(seconds / 60));
}

/** The text for one error code; RATE_LIMITED needs the wait in seconds. */
export function errorCodeText(code: ErrorCode, retryAfterSeconds?: number): string {
  if (code === 'RATE_LIMITED') {
    return i18n.t('errors.RATE_LIMITED', { minutes: retryAfterMinutes(retryAfterSeconds) });
  }
  return i18n.t(`errors.${code}`);
}

export function defaultErrorText(context: ErrorContext): string {
  return i18n.t(`errorDefaults.${context}`);
}

/** The text to show for any thrown error in a given context. */
export function errorMessage(error: unknown, context: ErrorContext = 'generic'): string {
  if (!isApiError(error)) return defaultErrorText(context);
  if (UNINFORMATIVE_CODES.has(error.code) && context !== 'generic')
    return defaultErrorText(context);
  return errorCodeText(error.code, error.retryAfterSeconds);
}
