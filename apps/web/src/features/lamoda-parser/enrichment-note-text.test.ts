import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n/i18n';
import { enrichmentNoteText } from './enrichment-note-text';

afterEach(() => i18n.changeLanguage('ru'));

const say = (note: Parameters<typeof enrichmentNoteText>[1]) => enrichmentNoteText(i18n.t, note);

describe('a note on an import’s processing in words', () => {
  it('writes the notes in Russian as the server used to', () => {
    expect(say({ code: 'llm_off' })).toBe(
      'ИИ-обработка не подключена на сервере: категории, цвета и описания заданы по правилам.',
    );
    expect(
      say({ code: 'picture_skipped', url: 'https://a.lmcdn.ru/1.jpg', detail: 'too large' }),
    ).toBe('Изображение https://a.lmcdn.ru/1.jpg пропущено: too large');
    expect(
      say({ code: 'llm_call_failed', failure: { code: 'timeout', seconds: 0.2 }, products: 3 }),
    ).toBe('LLM не ответил за 0.2 с; 3 товаров оставлены с описанием по правилам');
    expect(
      say({ code: 'llm_call_failed', failure: { code: 'http_error', status: 500 }, products: 1 }),
    ).toBe('LLM ответил ошибкой HTTP 500; 1 товаров оставлены с описанием по правилам');
    expect(say({ code: 'llm_budget_spent', products: 3 })).toBe(
      'Лимит обращений к ИИ на одну задачу исчерпан: 3 товаров оставлены с описанием по правилам',
    );
    expect(say({ code: 'llm_invalid', count: 2 })).toBe(
      'LLM: отброшено предложений с неверными полями (например, категория вне списка): 2',
    );
    expect(say({ code: 'llm_missing', products: 2 })).toBe(
      'LLM не дал годных предложений для 2 товаров: оставлены правила',
    );
    expect(say({ code: 'legacy', text: 'Кэш LLM недоступен: boom' })).toBe(
      'Кэш LLM недоступен: boom',
    );
  });

  it('writes them in English', async () => {
    await i18n.changeLanguage('en');
    expect(say({ code: 'llm_off' })).toMatch(/^AI processing is not set up on the server/);
    expect(
      say({
        code: 'llm_call_failed',
        failure: { code: 'refused', refusal: 'I cannot help' },
        products: 2,
      }),
    ).toBe('The LLM refused to answer: I cannot help; 2 products keep the rules’ description');
    expect(say({ code: 'llm_cache_unsaved', detail: 'boom' })).toBe(
      'The LLM cache was not saved: boom',
    );
  });
});
