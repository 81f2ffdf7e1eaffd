import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client';
import { errorCodeText, errorMessage, errorTextOr, retryAfterMinutes } from './error-messages';

describe('error messages', () => {
  it('maps codes to the Russian texts of the spec', () => {
    expect(errorCodeText('INVALID_CREDENTIALS')).toBe('Неверный email или пароль');
    expect(errorCodeText('EMAIL_TAKEN')).toBe('Пользователь с таким email уже существует');
    expect(errorCodeText('WEAK_PASSWORD')).toBe('Пароль должен содержать не менее 8 символов');
    expect(errorCodeText('INVALID_EMAIL')).toBe('Неверный формат email');
    expect(errorCodeText('ACCOUNT_INACTIVE')).toBe('Аккаунт отключён. Обратитесь в поддержку');
    expect(errorCodeText('GOOGLE_AUTH_FAILED')).toBe('Не удалось войти через Google');
    expect(errorCodeText('GOOGLE_CODE_MISSING')).toBe('Код авторизации не найден');
    expect(errorCodeText('GOOGLE_NOT_CONFIGURED')).toBe('Вход через Google не настроен');
    expect(errorCodeText('FORBIDDEN')).toBe('Доступ запрещён');
    expect(errorCodeText('UNAUTHORIZED')).toBe('Требуется авторизация');
  });

  it('rounds the rate-limit wait up to whole minutes, at least 1', () => {
    expect(retryAfterMinutes(undefined)).toBe(1);
    expect(retryAfterMinutes(0)).toBe(1);
    expect(retryAfterMinutes(59)).toBe(1);
    expect(retryAfterMinutes(61)).toBe(2);
    expect(retryAfterMinutes(900)).toBe(15);
    expect(errorCodeText('RATE_LIMITED', 301)).toBe(
      'Слишком много попыток. Повторите через 6 мин.',
    );
  });

  it('falls back to the context default for errors that say nothing useful', () => {
    const internal = new ApiError(500, { code: 'INTERNAL', message: 'boom' });
    expect(errorMessage(internal, 'login')).toBe('Не удалось войти. Пожалуйста, проверьте данные');
    expect(errorMessage(internal, 'register')).toBe(
      'Не удалось зарегистрироваться. Пожалуйста, попробуйте снова',
    );
    expect(errorMessage(new TypeError('x'), 'login')).toBe(
      'Не удалось войти. Пожалуйста, проверьте данные',
    );
    const invalid = new ApiError(401, {
      code: 'INVALID_CREDENTIALS',
      message: 'Invalid credentials',
    });
    expect(errorMessage(invalid, 'login')).toBe('Неверный email или пароль');
    const missing = new ApiError(404, { code: 'NOT_FOUND', message: 'No such user' });
    expect(errorMessage(missing, 'login')).toBe('Не удалось войти. Пожалуйста, проверьте данные');
    // Toasts of failed queries have no action text of their own: the code's text is shown.
    expect(errorMessage(missing)).toBe('Не найдено');
  });

  it('puts the contract’s limits into the texts', () => {
    expect(errorCodeText('IMAGE_TOO_LARGE')).toBe(
      'Изображение слишком большое: не более 40 мегапикселей',
    );
    expect(errorTextOr(new TypeError('offline'), 'Не удалось обновить профиль')).toBe(
      'Не удалось обновить профиль',
    );
  });
});
