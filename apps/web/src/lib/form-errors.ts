import type { ErrorCode } from '@shop/contract';
import type { ReactNode } from 'react';
import { isApiError } from './api-client';
import { errorCodeText, errorTextOr, reasonText } from './error-messages';
import { i18n } from './i18n/i18n';
import { notifyError } from './notify';
import { revealFirstError } from './reveal-first-error';

/**
 * One way every form shows a refused submission, in the user's language and never as a bare
 * code: what concerns a field goes under that field, anything else to the form-level alert and
 * the 'Ошибка' toast.
 *
 * - `details.fields[]` of the error envelope (the API's validation failures): each `path` lands
 *   on the form field of that name (a nested path such as `favorite_colors.3` on its top-level
 *   field), with the code's own text when the code is about that field, else the field's
 *   reason («Товар 12 не найден»), else the form's text for the field, else a generic
 *   'Некорректное значение'.
 * - A code that concerns one field (`FIELD_OF_CODE`) lands on that field.
 * - Anything else — a path the form has no field for, another code, a network failure — is a
 *   form-level message: the code's text, or `fallback` when the code says nothing useful.
 */

/**
 * Codes that concern one field, by the API's field name (the contract's body field). The one map
 * of its kind: forms name their fields like the API, or rename them with `fields`.
 */
export const FIELD_OF_CODE = {
  EMAIL_TAKEN: 'email',
  INVALID_EMAIL: 'email',
  WEAK_PASSWORD: 'password',
  COMMON_PASSWORD: 'password',
  SAME_PASSWORD: 'password',
  WRONG_PASSWORD: 'current_password',
  INVALID_PHONE: 'phone_number',
  INVALID_BIRTH_DATE: 'date_of_birth',
  INVALID_AVATAR_URL: 'avatar',
  PROMO_CODE_TAKEN: 'code',
} as const satisfies Partial<Record<ErrorCode, string>>;

/** What the helper needs of a form; Mantine's `useForm()` result fits as it is. */
export interface FormErrorTarget {
  getValues: () => object;
  setFieldError: (path: string, error: ReactNode) => void;
}

export interface FormErrorOptions {
  /** The form-level text when the error says nothing the user can act on. */
  fallback: string;
  /** API field names the form calls differently, e.g. `{ username: 'email' }` for sign-in. */
  fields?: Readonly<Record<string, string>>;
  /** Texts for refused fields whose code has no text of its own (VALIDATION_FAILED). */
  fieldTexts?: Readonly<Record<string, string>>;
  /** Shows the form-level message inside the form (an alert). */
  setFormError?: (message: string) => void;
  /**
   * The 'Ошибка' toast: 'form' (default) for form-level messages only; 'always' also when the
   * error went under a field (the profile form); 'never' where failures are only logged.
   */
  toast?: 'form' | 'always' | 'never';
  /** Shows the toast once even when the form is sent twice. */
  toastId?: string;
  /** The form element: a field that got a message is scrolled to and focused. */
  revealIn?: Element | null;
}

export interface FormErrorResult {
  /** Form fields that got a message. */
  fields: string[];
  /** The form-level message, or null when every part of the error went under a field. */
  formMessage: string | null;
}

function hasField(values: object, field: string): boolean {
  return Object.prototype.hasOwnProperty.call(values, field);
}

/** Maps an error onto a Mantine form; see the module comment for where each part goes. */
export function applyFormError(
  form: FormErrorTarget,
  error: unknown,
  options: FormErrorOptions,
): FormErrorResult {
  const values = form.getValues();
  const resolve = (apiPath: string): string | null => {
    const top = apiPath.split('.')[0]!;
    const field = options.fields?.[apiPath] ?? options.fields?.[top] ?? top;
    return hasField(values, field) ? field : null;
  };

  const shown = new Map<string, string>();
  let unplaced = false;
  if (isApiError(error)) {
    const code = error.code;
    const codeField =
      code in FIELD_OF_CODE ? FIELD_OF_CODE[code as keyof typeof FIELD_OF_CODE] : null;
    const ownField = codeField ? resolve(codeField) : null;
    for (const { path, reason, item_id } of error.details?.fields ?? []) {
      const field = resolve(path);
      if (!field) {
        unplaced = true;
        continue;
      }
      if (shown.has(field)) continue;
      const text =
        field === ownField
          ? errorCodeText(code)
          : ((reason && reasonText(reason, { item_id })) ??
            options.fieldTexts?.[field] ??
            i18n.t('errorDefaults.field'));
      shown.set(field, text);
    }
    if (shown.size === 0 && ownField) shown.set(ownField, errorCodeText(code));
  }
  for (const [field, text] of shown) form.setFieldError(field, text);
  if (shown.size > 0) revealFirstError(options.revealIn);

  const message = errorTextOr(error, options.fallback);
  const formMessage = shown.size === 0 || unplaced ? message : null;
  if (formMessage !== null) options.setFormError?.(formMessage);
  const toast = options.toast ?? 'form';
  if (toast === 'always' || (toast === 'form' && formMessage !== null)) {
    notifyError(message, { id: options.toastId });
  }
  return { fields: [...shown.keys()], formMessage };
}
