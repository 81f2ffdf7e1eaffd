import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n/i18n';
import { importStatusText } from './import-status-text';

afterEach(() => i18n.changeLanguage('ru'));

const say = (status: Parameters<typeof importStatusText>[1]) => importStatusText(i18n.t, status);

const DONE = {
  code: 'done',
  found: 25,
  success: 3,
  imported: { created: 1, updated: 0, unchanged: 2 },
  skipped: [
    { reason: { code: 'other_site', domain: 'lamoda.kz' }, count: 1 },
    { reason: { code: 'no_price', price: '−49%' }, count: 2 },
  ],
} as const;

describe('an import’s stage in words', () => {
  it('writes the stages and the summary in Russian', () => {
    expect(say({ code: 'queued' })).toBe('В очереди');
    expect(say({ code: 'saving', saved: 4, limit: 20 })).toBe('Сохранение в каталог: 4 из 20');
    expect(say({ code: 'page', page: 3, pages: null, found: 12, limit: 40, reading: true })).toBe(
      'Страница 3: найдено 12 из 40, чтение карточек товаров',
    );
    expect(say({ code: 'page', page: 2, pages: 5, found: 9, limit: 40, reading: false })).toBe(
      'Страница 2 из 5: найдено 9 из 40',
    );
    expect(say({ ...DONE, skipped: [...DONE.skipped] })).toBe(
      'Готово: найдено 25, сохранено 3 (новых 1, обновлено 0, без изменений 2); пропущено 3: уже импортирован с lamoda.kz (1); цена «−49%» не распознана (2)',
    );
    expect(say({ code: 'done', found: 6, success: 6, imported: null, skipped: [] })).toBe(
      'Готово: найдено 6, разобрано 6',
    );
    expect(say({ code: 'worker_stopped' })).toBe('Обработчик остановился');
    expect(say({ code: 'legacy', text: 'Готово: найдено 2' })).toBe('Готово: найдено 2');
  });

  it('writes them in English', async () => {
    await i18n.changeLanguage('en');
    expect(say({ code: 'cancelling' })).toBe('Cancelling…');
    expect(say({ code: 'reading_cards', parsed: 2, limit: 20 })).toBe(
      'Reading product pages: 2 of 20',
    );
    expect(say({ ...DONE, skipped: [] })).toBe(
      'Done: 25 found, 3 saved (1 new, 0 updated, 2 unchanged)',
    );
    expect(say({ ...DONE, skipped: [...DONE.skipped] })).toMatch(
      /already imported from lamoda\.kz \(1\); the price «−49%» could not be read \(2\)$/,
    );
    expect(say({ ...DONE, skipped: [{ reason: { code: 'no_sku' }, count: 1 }] })).toMatch(
      /no SKU \(1\)$/,
    );
    expect(say({ code: 'no_currency_rate' })).toBe('No exchange rate set');
  });
});
