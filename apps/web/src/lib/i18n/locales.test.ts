import { ERROR_CODES } from '@shop/contract';
import { describe, expect, it } from 'vitest';
import { i18n } from './i18n';
import { en } from './locales/en';
import { ru } from './locales/ru';

function keyPaths(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) =>
    keyPaths(child, prefix ? `${prefix}.${key}` : key),
  );
}

function interpolations(text: string): string[] {
  return [...text.matchAll(/\{\{\s*(\w+)/g)].map((m) => m[1]!).sort();
}

describe('translations', () => {
  it('ru and en have exactly the same keys', () => {
    expect(keyPaths(en).sort()).toEqual(keyPaths(ru).sort());
  });

  it('every text is non-empty and uses the same placeholders in both languages', () => {
    const enTexts = new Map(
      keyPaths(en).map((k) => [k, i18n.t(k as never, { lng: 'en' }) as string]),
    );
    for (const key of keyPaths(ru)) {
      const ruRaw = key
        .split('.')
        .reduce<unknown>((o, k) => (o as Record<string, unknown>)[k], ru) as string;
      const enRaw = key
        .split('.')
        .reduce<unknown>((o, k) => (o as Record<string, unknown>)[k], en) as string;
      expect(ruRaw.trim(), key).not.toBe('');
      expect(enRaw.trim(), key).not.toBe('');
      expect(interpolations(enRaw), key).toEqual(interpolations(ruRaw));
      expect(enTexts.has(key), key).toBe(true);
    }
  });

  it('has a text for every error code of the contract', () => {
    for (const code of ERROR_CODES) {
      expect(ru.errors[code]).toBeTruthy();
      expect(en.errors[code]).toBeTruthy();
    }
  });

  it('speaks Russian by default with English as the fallback', () => {
    expect(i18n.language).toBe('ru');
    expect(i18n.options.fallbackLng).toEqual(['en']);
    expect(i18n.t('common.loading')).toBe('Загрузка...');
  });
});
