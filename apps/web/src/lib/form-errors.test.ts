import { notifications } from '@mantine/notifications';
import type { ErrorEnvelope } from '@shop/contract';
import { beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { ApiError } from './api-client';
import { applyFormError, FIELD_OF_CODE, type FormErrorTarget } from './form-errors';
import { i18n } from './i18n/i18n';

function fakeForm(values: object) {
  const errors: Record<string, unknown> = {};
  const form: FormErrorTarget = {
    getValues: () => values,
    setFieldError: (path, error) => {
      errors[path] = error;
    },
  };
  return { form, errors };
}

function apiError(status: number, envelope: ErrorEnvelope) {
  return new ApiError(status, envelope);
}

let show: MockInstance<typeof notifications.show>;

beforeEach(() => {
  show = vi.spyOn(notifications, 'show');
});

function toasts() {
  return show.mock.calls.map(([toast]) => ({ title: toast.title, message: toast.message }));
}

describe('applyFormError', () => {
  it('puts each refused field of details.fields under its form field', () => {
    const { form, errors } = fakeForm({ first_name: '', phone_number: '', favorite_colors: [] });
    const setFormError = vi.fn();
    const result = applyFormError(
      form,
      apiError(400, {
        code: 'VALIDATION_FAILED',
        message: 'The request is invalid',
        details: {
          fields: [
            { path: 'first_name', message: 'Too big' },
            { path: 'favorite_colors.3', message: 'Too big' },
          ],
        },
      }),
      {
        fallback: 'Не удалось обновить профиль',
        fieldTexts: { first_name: 'Не более 100 символов' },
        setFormError,
      },
    );
    expect(errors).toEqual({
      first_name: 'Не более 100 символов',
      // A nested path lands on its top-level field, with the generic text.
      favorite_colors: 'Некорректное значение',
    });
    expect(result).toEqual({ fields: ['first_name', 'favorite_colors'], formMessage: null });
    expect(setFormError).not.toHaveBeenCalled();
    expect(show).not.toHaveBeenCalled();
  });

  it('uses the code’s own text for the field the code is about, renamed where the form differs', () => {
    const { form, errors } = fakeForm({ email: '', password: '' });
    applyFormError(
      form,
      apiError(400, {
        code: 'INVALID_EMAIL',
        message: 'Invalid email',
        details: { fields: [{ path: 'username', message: 'Invalid email' }] },
      }),
      { fallback: 'x', fields: { username: 'email' } },
    );
    expect(errors).toEqual({ email: 'Неверный формат email' });
  });

  it('puts a field code without details under its field, with its text', () => {
    const { form, errors } = fakeForm({ email: '', password: '' });
    const setFormError = vi.fn();
    const result = applyFormError(form, apiError(400, { code: 'WEAK_PASSWORD', message: 'Weak' }), {
      fallback: 'x',
      setFormError,
    });
    expect(errors).toEqual({ password: 'Пароль должен содержать не менее 8 символов' });
    expect(result.formMessage).toBeNull();
    expect(setFormError).not.toHaveBeenCalled();
    expect(show).not.toHaveBeenCalled();
  });

  it('sends what the form has no field for to the form alert and an «Ошибка» toast', () => {
    const { form, errors } = fakeForm({ email: '', password: '' });
    const setFormError = vi.fn();
    // A field code whose field this form does not have (the avatar on the sign-in form).
    const result = applyFormError(
      form,
      apiError(400, { code: 'INVALID_AVATAR_URL', message: 'Bad avatar' }),
      { fallback: 'x', setFormError, toastId: 'test' },
    );
    expect(errors).toEqual({});
    const text = i18n.t('errors.INVALID_AVATAR_URL');
    expect(result.formMessage).toBe(text);
    expect(setFormError).toHaveBeenCalledWith(text);
    expect(toasts()).toEqual([{ title: 'Ошибка', message: text }]);
  });

  it('shows the fallback for errors that say nothing useful, and for unknown paths too', () => {
    const { form, errors } = fakeForm({ content: '' });
    const setFormError = vi.fn();
    applyFormError(
      form,
      apiError(400, {
        code: 'VALIDATION_FAILED',
        message: 'The request is invalid',
        details: {
          fields: [
            { path: 'content', message: 'Too long' },
            { path: 'params.id', message: 'Not a number' },
          ],
        },
      }),
      { fallback: 'Не удалось отправить', setFormError },
    );
    expect(errors).toEqual({ content: 'Некорректное значение' });
    expect(setFormError).toHaveBeenCalledWith('Не удалось отправить');

    setFormError.mockClear();
    applyFormError(form, new TypeError('Failed to fetch'), { fallback: 'Нет связи', setFormError });
    expect(setFormError).toHaveBeenCalledWith('Нет связи');
  });

  it('says the wait of a rate limit in minutes', () => {
    const { form } = fakeForm({ email: '' });
    const result = applyFormError(
      form,
      new ApiError(429, { code: 'RATE_LIMITED', message: 'Slow down' }, { retryAfterSeconds: 90 }),
      { fallback: 'x' },
    );
    expect(result.formMessage).toBe('Слишком много попыток. Повторите через 2 мин.');
  });

  it('toasts always or never when the form asks for it', () => {
    const { form } = fakeForm({ phone_number: '' });
    const phone = apiError(400, { code: 'INVALID_PHONE', message: 'Bad phone' });
    applyFormError(form, phone, { fallback: 'x', toast: 'always' });
    expect(toasts()).toEqual([{ title: 'Ошибка', message: 'Некорректный телефонный номер' }]);

    show.mockClear();
    applyFormError(form, new TypeError('offline'), { fallback: 'x', toast: 'never' });
    expect(show).not.toHaveBeenCalled();
  });

  it('knows a field for every field-specific code, each with a text of its own', () => {
    for (const [code, field] of Object.entries(FIELD_OF_CODE)) {
      expect(field).toMatch(/^[a-z_]+$/);
      expect(i18n.exists(`errors.${code}`)).toBe(true);
    }
  });
});
