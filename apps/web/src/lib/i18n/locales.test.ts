import { ERROR_CODES, ERROR_REASONS } from '@shop/contract';
import { describe, expect, it } from 'vitest';
import { i18n } from './i18n';
import { en } from './locales/en';
import { ru } from './locales/ru';
import { ruAdmin } from './locales/ru/load-admin';
import { ruCore } from './locales/ru/load-core';
import { ruShop } from './locales/ru/load-shop';

function keyPaths(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) =>
    keyPaths(child, prefix ? `${prefix}.${key}` : key),
  );
}

/**
 * Decision 030: ё is written wherever it is read, the texts the specification once quoted with е
 * included («Профиль обновлён», «Аватар обновлён»: decision 095).
 */
/** Words read with ё, spelled here with е: none may appear in a Russian text. */
const YO_WORDS = [
  /^еще$/,
  /^ее$/,
  /^(обновлен|удален|сохранен|завершен|отменен|включен|отключен|подтвержден|возвращен|перенесен|переведен|введен|проведен|приведен|прочтен)$/,
  /^(обновленн|удаленн|сохраненн|завершенн|отмененн|подтвержденн)/,
  // «черновик» and «черновой» are written with е.
  /^(черн(?!ов)|зелен|желт|темн|легк|тяжел|шелк|клеш)/,
  /^вперед$/,
  /^(сч|уч|отч|расч)ет/,
  /^(объем|прием|нашел|пришел|ушел)$/,
];

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

  it('gives every top-level key to exactly one file, the same file in both languages', () => {
    const files = (language: 'ru' | 'en') => {
      const modules = import.meta.glob<Record<string, object>>('./locales/*/*.ts', {
        eager: true,
      });
      const owner = new Map<string, string>();
      for (const [path, module] of Object.entries(modules)) {
        const [, lang, file] = /\.\/locales\/(\w+)\/([\w-]+)\.ts$/.exec(path)!;
        // index.ts merges the files; load-*.ts group them for loading (see the last test).
        if (lang !== language || file === 'index' || file!.startsWith('load-')) continue;
        for (const value of Object.values(module)) {
          for (const key of Object.keys(value)) {
            // A key in two files would be silently overwritten when the files are merged.
            expect(owner.has(key), `${key} in ${file} and ${owner.get(key)}`).toBe(false);
            owner.set(key, file!);
          }
        }
      }
      return owner;
    };
    const ruOwners = files('ru');
    expect([...ruOwners.keys()].sort()).toEqual(Object.keys(ru).sort());
    expect(Object.fromEntries(files('en'))).toEqual(Object.fromEntries(ruOwners));
  });

  it('says everything in English in the English texts (only the name «Русский» is Cyrillic)', () => {
    for (const key of keyPaths(en)) {
      if (key === 'language.names.ru') continue;
      const text = key
        .split('.')
        .reduce<unknown>((o, k) => (o as Record<string, unknown>)[k], en) as string;
      expect(text, key).not.toMatch(/[А-Яа-яЁё]/);
    }
  });

  it('writes ё wherever it is read', () => {
    const offenders: string[] = [];
    for (const key of keyPaths(ru)) {
      const text = key
        .split('.')
        .reduce<unknown>((o, k) => (o as Record<string, unknown>)[k], ru) as string;
      for (const word of text.toLowerCase().match(/[а-яё]+/g) ?? []) {
        if (YO_WORDS.some((pattern) => pattern.test(word))) offenders.push(`${key}: ${word}`);
      }
    }
    expect(offenders).toEqual([]);
  });

  it('has a text for every error code of the contract', () => {
    for (const code of ERROR_CODES) {
      expect(ru.errors[code]).toBeTruthy();
      expect(en.errors[code]).toBeTruthy();
    }
  });

  it('has a text for every error reason of the contract', () => {
    for (const reason of ERROR_REASONS) {
      expect(ru.errorReasons[reason], reason).toBeTruthy();
      expect(en.errorReasons[reason], reason).toBeTruthy();
    }
    expect(Object.keys(ru.errorReasons).sort()).toEqual([...ERROR_REASONS].sort());
  });

  it('speaks Russian by default and loads English only when it is asked for', async () => {
    expect(i18n.language).toBe('ru');
    expect(i18n.t('common.loading')).toBe('Загрузка...');
    expect(i18n.hasResourceBundle('en', 'translation')).toBe(false);
    await i18n.loadLanguages('en');
    expect(i18n.getFixedT('en')('common.loading')).toBe(en.common.loading);
  });

  it('splits the Russian texts into the core, shop and admin loads without losing or doubling one', () => {
    const parts = [ruCore, ruShop, ruAdmin].map((bundle) => Object.keys(bundle));
    const all = parts.flat();
    expect(new Set(all).size).toBe(all.length);
    expect([...all].sort()).toEqual(Object.keys(ru).sort());
  });
});
