import { ERROR_REASONS, type ErrorEnvelope, type RefusedLine } from '@shop/contract';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from './api-client';
import {
  errorCodeText,
  errorMessage,
  errorTextOr,
  reasonText,
  refusedLineTexts,
  retryAfterMinutes,
  type ReasonDetails,
} from './error-messages';
import { i18n } from './i18n/i18n';

afterEach(() => i18n.changeLanguage('ru'));

/** Prices are written with narrow no-break spaces; the assertions read them as plain spaces. */
const plain = (texts: string[] | null) => texts?.map((x) => x.replace(/[\u00a0\u202f]/g, ' '));

const line = (over: Partial<RefusedLine>): RefusedLine => ({
  variant_id: 7,
  name: 'Платье миди',
  size: 'M',
  color: 'чёрный',
  reason: 'out_of_stock',
  available: 0,
  price: 17990,
  ...over,
});

const refused = (code: ErrorEnvelope['code'], lines: RefusedLine[]) =>
  new ApiError(409, { code, message: 'Variants cannot be sold as asked', details: { lines } });

describe('error messages', () => {
  it('maps codes to the Russian texts of the spec', () => {
    expect(errorCodeText('INVALID_CREDENTIALS')).toBe('Неверный email или пароль');
    expect(errorCodeText('EMAIL_TAKEN')).toBe('Пользователь с таким email уже существует');
    expect(errorCodeText('WEAK_PASSWORD')).toBe('Пароль должен содержать не менее 8 символов');
    expect(errorCodeText('INVALID_EMAIL')).toBe('Неверный формат email');
    expect(errorCodeText('ACCOUNT_INACTIVE')).toBe('Аккаунт отключён администратором');
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

describe('texts written from the code and its details', () => {
  it('names each refused line of an order, as the checkout shows it', () => {
    const error = refused('OUT_OF_STOCK', [
      line({ reason: 'price_changed', price: 17990, available: 5 }),
      line({ reason: 'price_changed', price: null }),
      line({ name: 'Шарф', reason: 'out_of_stock', available: 1 }),
      line({ name: 'Шарф', reason: 'out_of_stock', available: 0 }),
      line({ name: 'Кеды', reason: 'unavailable', available: null, price: null }),
      line({ variant_id: 12, name: null, reason: 'unavailable', available: null, price: null }),
    ]);
    expect(plain(refusedLineTexts(error, 'KZT'))).toEqual([
      'Цена на «Платье миди» изменилась: теперь 17 990 ₸',
      'Цена на «Платье миди» изменилась',
      '«Шарф»: в наличии только 1 шт.',
      '«Шарф» закончился',
      '«Кеды» больше не продаётся',
      '«Товар 12» больше не продаётся',
    ]);
    expect(refusedLineTexts(refused('PRICE_CHANGED', []), 'KZT')).toEqual([]);
    expect(refusedLineTexts(new ApiError(404, { code: 'NOT_FOUND', message: 'x' }), 'KZT')).toBe(
      null,
    );
    expect(refusedLineTexts(new TypeError('offline'), 'KZT')).toBe(null);
  });

  it('writes the refused lines in English too', async () => {
    await i18n.changeLanguage('en');
    const error = refused('PRICE_CHANGED', [
      line({ reason: 'price_changed', price: 17990, available: 5 }),
      line({ variant_id: 12, name: null, reason: 'unavailable', available: null, price: null }),
    ]);
    expect(plain(refusedLineTexts(error, 'KZT'))).toEqual([
      'The price of “Платье миди” has changed: now ₸17,990',
      '“Item 12” is no longer sold',
    ]);
    expect(errorCodeText('PICKUP_POINT_UNAVAILABLE')).toBe(
      'This pickup point is no longer available. Please choose another',
    );
  });

  it('says why an order refused a change, each reason in its own words', () => {
    const conflict = (details: NonNullable<ErrorEnvelope['details']>) =>
      errorMessage(new ApiError(409, { code: 'ORDER_STATUS_CONFLICT', message: 'x', details }));
    expect(conflict({ reason: 'already_cancelled', status: 'cancelled' })).toBe(
      'Заказ уже отменён',
    );
    expect(conflict({ reason: 'not_cancellable', status: 'shipped' })).toBe(
      'Заказ в статусе «Отправлен» уже нельзя отменить',
    );
    expect(
      conflict({ reason: 'transition_not_allowed', status: 'new', to_status: 'delivered' }),
    ).toBe('Из статуса «Новый» нельзя перейти в «Доставлен»');
    expect(
      conflict({ reason: 'confirmed_by_payment', status: 'new', to_status: 'confirmed' }),
    ).toBe('Онлайн-заказ подтверждается только оплатой');
    expect(conflict({ reason: 'not_awaiting_payment', status: 'cancelled' })).toBe(
      'Заказ больше не ждёт оплаты',
    );
    expect(conflict({ reason: 'undo_expired', status: 'delivered' })).toBe(
      'Отметку «Доставлен» уже нельзя снять',
    );
    // A sum is written as every price is, in the currency the screen passes.
    expect(
      plain([
        errorTextOr(
          new ApiError(409, {
            code: 'ORDER_STATUS_CONFLICT',
            message: 'x',
            details: { reason: 'refund_above_paid', status: 'delivered', refundable: 1500 },
          }),
          'Не удалось оформить возврат',
          'KZT',
        ),
      ]),
    ).toEqual(['Можно вернуть не больше 1 500 ₸']);
    // Without what its sentence needs, the reason gives way to its code's text.
    expect(conflict({ reason: 'refund_above_paid', status: 'delivered' })).toBe(
      'Статус заказа уже изменился, это действие недоступно',
    );
  });

  it('tells a payment switched off from a payment provider that did not answer', () => {
    const unavailable = (reason: 'payments_off' | 'provider_failed') =>
      errorMessage(
        new ApiError(503, { code: 'PAYMENT_UNAVAILABLE', message: 'off', details: { reason } }),
      );
    expect(unavailable('payments_off')).toBe(
      'Онлайн-оплата сейчас недоступна. Выберите оплату при получении',
    );
    expect(unavailable('provider_failed')).toBe(
      'Платёжная система не ответила. Попробуйте ещё раз чуть позже',
    );
    expect(
      errorMessage(
        new ApiError(409, {
          code: 'PICKUP_POINT_UNAVAILABLE',
          message: 'Pickup point 3 is no longer offered',
          details: { pickup_point_id: 3 },
        }),
      ),
    ).toBe('Этот пункт самовывоза больше недоступен. Выберите другой');
    expect(errorCodeText('EMAIL_NOT_VERIFIED')).toBe(
      'Подтвердите адрес почты: ссылка пришла в письме после регистрации',
    );
  });

  it('reads a reason only with the code it belongs to', () => {
    const stray = new ApiError(409, {
      code: 'CONFLICT',
      message: 'x',
      details: { reason: 'promo_expired' },
    });
    expect(errorMessage(stray)).toBe(
      'Данные изменились, пока вы работали: обновите страницу и попробуйте ещё раз',
    );
    // A reason tells more than a vague code: the action's own failure text gives way to it.
    const csv = new ApiError(400, {
      code: 'VALIDATION_FAILED',
      message: 'x',
      details: { reason: 'csv_too_many_lines' },
    });
    expect(errorTextOr(csv, 'Не удалось загрузить файл')).toBe(
      'В файле больше 5000 строк: разделите его на части',
    );
  });

  it('has a whole sentence for every reason in both languages', async () => {
    const details: ReasonDetails = {
      status: 'shipped',
      to_status: 'new',
      refundable: 1500,
      min_order_total: 20000,
      item_id: 12,
    };
    for (const language of ['ru', 'en'] as const) {
      await i18n.changeLanguage(language);
      for (const reason of ERROR_REASONS) {
        const text = reasonText(reason, details, 'KZT');
        expect(text, `${language} ${reason}`).toBeTruthy();
        expect(text, `${language} ${reason}`).not.toMatch(/\{\{|errorReasons|undefined/);
      }
    }
    expect(plain([reasonText('promo_min_total', details, 'KZT')!])).toEqual([
      'The minimum order is ₸20,000',
    ]);
  });
});
