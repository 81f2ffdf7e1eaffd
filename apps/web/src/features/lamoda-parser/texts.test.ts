import { describe, expect, it } from 'vitest';
import { errors as enErrors } from '@/lib/i18n/locales/en/errors';
import { lamodaParser as enTool } from '@/lib/i18n/locales/en/lamoda-parser';
import { errors as ruErrors } from '@/lib/i18n/locales/ru/errors';
import { lamodaParser as ruTool } from '@/lib/i18n/locales/ru/lamoda-parser';

/** Every text of a locale section, with where it is. */
function texts(section: unknown, at = ''): [string, string][] {
  if (typeof section === 'string') return [[at, section]];
  if (section && typeof section === 'object')
    return Object.entries(section).flatMap(([key, value]) =>
      texts(value, at ? `${at}.${key}` : key),
    );
  return [];
}

/** An environment variable's name: RATE_RUB, LAMODA_BASE_URL_KZ, IMPORT_PROXY_URLS… */
const SETTING_NAME = /\b[A-Z][A-Z0-9]*_[A-Z0-9_]+\b/;

describe('what the import tool says to an admin', () => {
  it('names no server setting: it says what to do instead', () => {
    for (const section of [ruTool, enTool, ruErrors, enErrors]) {
      const named = texts(section).filter(([, text]) => SETTING_NAME.test(text));
      expect(named).toEqual([]);
    }
  });
});
