import type { ErrorCode } from '@shop/contract';
import { isApiError } from '@/lib/api-client';
import { errorCodeText } from '@/lib/error-messages';

/** Codes that say nothing the user can act on: the action's own text is shown instead. */
const UNINFORMATIVE: ReadonlySet<ErrorCode> = new Set([
  'INTERNAL',
  'VALIDATION_FAILED',
  'NOT_FOUND',
]);

/**
 * A profile call failed: the error code's Russian text when it tells the user something (e.g.
 * 'Некорректный телефонный номер'), else `fallback` ('Не удалось обновить профиль').
 */
export function profileErrorText(error: unknown, fallback: string): string {
  if (isApiError(error) && !UNINFORMATIVE.has(error.code)) {
    return errorCodeText(error.code, error.retryAfterSeconds);
  }
  return fallback;
}

/** The form field an error code is about, when it is about one. */
export const FIELD_OF_CODE: Partial<
  Record<ErrorCode, 'phone_number' | 'date_of_birth' | 'avatar'>
> = {
  INVALID_PHONE: 'phone_number',
  INVALID_BIRTH_DATE: 'date_of_birth',
  INVALID_AVATAR_URL: 'avatar',
};
