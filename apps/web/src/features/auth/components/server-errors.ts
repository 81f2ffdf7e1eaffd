import type { ErrorCode } from '@shop/contract';
import { isApiError } from '@/lib/api-client';
import { errorCodeText, errorMessage, type ErrorContext } from '@/lib/error-messages';

export type AuthField = 'email' | 'password';

/** Server answers that concern one field: shown under that field rather than as a toast. */
const FIELD_CODES: Partial<Record<ErrorCode, AuthField>> = {
  EMAIL_TAKEN: 'email',
  INVALID_EMAIL: 'email',
  WEAK_PASSWORD: 'password',
};

export type ServerErrorDisplay =
  { kind: 'field'; field: AuthField; message: string } | { kind: 'form'; message: string };

/** Where and how a failed login or registration is shown (000 §8). */
export function describeServerError(error: unknown, context: ErrorContext): ServerErrorDisplay {
  if (isApiError(error)) {
    const field = FIELD_CODES[error.code];
    if (field) return { kind: 'field', field, message: errorCodeText(error.code) };
  }
  return { kind: 'form', message: errorMessage(error, context) };
}
