import { describe, expect, it } from 'vitest';
import {
  failureOf,
  statusOf,
  storedEnrichmentNote,
  storedFailure,
  storedStatusText,
} from './import-status';

describe('a stored import stage', () => {
  it('reads back the codes it was stored with', () => {
    const done = {
      code: 'done' as const,
      found: 5,
      success: 4,
      imported: { created: 3, updated: 0, unchanged: 0 },
      skipped: [{ reason: { code: 'no_price' as const, price: '−49%' }, count: 1 }],
    };
    expect(statusOf(storedStatusText(done))).toEqual(done);
  });

  it('passes a task’s skip reasons from before the codes on as they were written', () => {
    const stored = JSON.stringify({
      code: 'done',
      found: 2,
      success: 1,
      imported: null,
      skipped: [{ reason: 'уже импортирован с lamoda.kz', count: 1 }],
    });
    expect(statusOf(stored)).toMatchObject({
      code: 'done',
      skipped: [{ reason: { code: 'legacy', text: 'уже импортирован с lamoda.kz' }, count: 1 }],
    });
  });

  it('passes a sentence from before the codes on as `legacy`', () => {
    expect(statusOf('Парсинг страницы 2…')).toEqual({
      code: 'legacy',
      text: 'Парсинг страницы 2…',
    });
  });
});

describe('a stored enrichment note', () => {
  it('reads a code back as it is, and a sentence from before the codes as `legacy`', () => {
    expect(storedEnrichmentNote({ code: 'llm_missing', products: 2 })).toEqual({
      code: 'llm_missing',
      products: 2,
    });
    expect(
      storedEnrichmentNote('LLM не дал годных предложений для 2 товаров: оставлены правила'),
    ).toEqual({
      code: 'legacy',
      text: 'LLM не дал годных предложений для 2 товаров: оставлены правила',
    });
  });
});

describe('a stored failure', () => {
  it('reads back the code it was stored with, and none when the task has not failed', () => {
    expect(failureOf(storedFailure({ code: 'cancelled', saved: 3 }))).toEqual({
      code: 'cancelled',
      saved: 3,
    });
    expect(failureOf(storedFailure({ code: 'no_currency_rate', from: 'BYN', to: 'KZT' }))).toEqual({
      code: 'no_currency_rate',
      from: 'BYN',
      to: 'KZT',
    });
    expect(failureOf(null)).toBeNull();
  });

  it('passes a sentence from before the codes on as `legacy`', () => {
    expect(failureOf('Задача отменена. Уже сохранено товаров: 4.')).toEqual({
      code: 'legacy',
      text: 'Задача отменена. Уже сохранено товаров: 4.',
    });
    expect(failureOf('Очередь задач недоступна')).toEqual({
      code: 'legacy',
      text: 'Очередь задач недоступна',
    });
  });
});
