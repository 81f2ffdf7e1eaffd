import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n/i18n';
import { importFailureText } from './import-failure-text';

afterEach(() => i18n.changeLanguage('ru'));

const say = (failure: Parameters<typeof importFailureText>[1]) =>
  importFailureText(i18n.t, failure);

describe('why an import failed, in words', () => {
  it('writes every failure in Russian as the server used to', () => {
    expect(say({ code: 'cancelled', saved: null })).toBe('Задача отменена');
    expect(say({ code: 'cancelled', saved: 7 })).toBe('Задача отменена. Уже сохранено товаров: 7.');
    expect(say({ code: 'cancelled', saved: 0 })).toBe('Задача отменена. Уже сохранено товаров: 0.');
    expect(say({ code: 'worker_stopped' })).toBe(
      'Обработчик задачи остановился (процесс был завершён или перезапущен). Уже сохранённые товары целы; запустите импорт снова.',
    );
    expect(say({ code: 'queue_unavailable' })).toBe('Очередь задач недоступна');
    expect(say({ code: 'no_currency_rate', from: 'BYN', to: 'KZT' })).toBe(
      'Курс BYN→KZT не задан — укажите его в разделе «Курсы валют» на странице импорта',
    );
    expect(
      say({ code: 'lamoda_refused', detail: 'Lamoda отклонила запрос: подключите прокси.' }),
    ).toBe('Lamoda отклонила запрос: подключите прокси.');
    expect(say({ code: 'internal', detail: 'connection reset' })).toBe(
      'Внутренняя ошибка при импорте: connection reset',
    );
    expect(say({ code: 'legacy', text: 'Задача отменена. Уже сохранено товаров: 3.' })).toBe(
      'Задача отменена. Уже сохранено товаров: 3.',
    );
  });

  it('writes every failure in English', async () => {
    await i18n.changeLanguage('en');
    expect(say({ code: 'cancelled', saved: null })).toBe('The task was cancelled');
    expect(say({ code: 'cancelled', saved: 7 })).toBe(
      'The task was cancelled. Products saved so far: 7.',
    );
    expect(say({ code: 'worker_stopped' })).toBe(
      'The task’s worker stopped (its process ended or restarted). The products already saved are whole; start the import again.',
    );
    expect(say({ code: 'queue_unavailable' })).toBe('The task queue is unavailable');
    expect(say({ code: 'no_currency_rate', from: 'BYN', to: 'KZT' })).toBe(
      'The BYN→KZT rate is not set — set it under «Currency rates» on the import page',
    );
    expect(say({ code: 'lamoda_refused', detail: 'Lamoda отклонила запрос' })).toBe(
      'Lamoda did not give the page: Lamoda отклонила запрос',
    );
    expect(say({ code: 'internal', detail: 'connection reset' })).toBe(
      'Internal error during the import: connection reset',
    );
    expect(say({ code: 'legacy', text: 'Очередь задач недоступна' })).toBe(
      'Очередь задач недоступна',
    );
  });
});
