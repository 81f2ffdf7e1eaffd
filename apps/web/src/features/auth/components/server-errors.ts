import type { ErrorCode } from '@shop/contract';
import { isApiError } from '@/lib/api-client';
import { errorCodeText, errorMessage, type ErrorContext } from '@/lib/error-messages';
import { notifyError } from '@/lib/notify';

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

/**
 * Shows a failed login or registration: under its field when it concerns one, otherwise as the
 * form's alert and an 'Ошибка' toast.
 */
export function reportServerError(
  error: unknown,
  context: ErrorContext,
  target: {
    setFieldError: (field: AuthField, message: string) => void;
    setFormError: (message: string) => void;
  },
) {
  const shown = describeServerError(error, context);
  if (shown.kind === 'field') {
    target.setFieldError(shown.field, shown.message);
    return;
  }
  target.setFormError(shown.message);
  notifyError(shown.message, { id: `${context}-error` });
}
