import { afterEach, describe, expect, it } from 'vitest';
import { formatDate, formatPhone, formatPrice, formatRating } from './format';
import { FORMAT_LOCALE, i18n } from './i18n/i18n';

const plain = (value: string) => value.replace(/[\u00a0\u202f]/g, ' ');

/** Amounts of every length, the edges of grouping among them. */
const AMOUNTS = [
  0,
  1,
  9,
  10,
  99,
  100,
  999,
  1000,
  1500,
  9999,
  10_000,
  25_990,
  99_999,
  100_000,
  999_999,
  1_000_000,
  12_345_678,
  987_654_321,
  1_000_000_000,
  Number.MAX_SAFE_INTEGER,
  ...Array.from({ length: 200 }, (_, i) => Math.floor(Math.abs(Math.sin(i + 1)) * 10 ** (i % 14))),
];
const CURRENCIES = ['KZT', 'RUB', 'USD', 'EUR', 'GBP', 'CNY', 'TRY'];

afterEach(() => i18n.changeLanguage('ru'));

function intlPrice(amount: number, currency: string) {
  return new Intl.NumberFormat(FORMAT_LOCALE, {
    style: 'currency',
    currency,
    currencyDisplay: 'narrowSymbol',
    maximumFractionDigits: Number.isInteger(amount) ? 0 : 2,
  }).format(amount);
}

describe('formatPrice', () => {
  it('formats in ru-RU with the currency sign (₸ for the tenge, not «KZT»)', () => {
    expect(plain(formatPrice(25990, 'KZT'))).toBe('25 990 ₸');
    expect(plain(formatPrice('1500.50', 'RUB'))).toBe('1 500,50 ₽');
    expect(plain(formatPrice(-1500, 'KZT'))).toBe('-1 500 ₸');
  });

  it.each(['ru', 'en'] as const)(
    'writes whole prices exactly as Intl does (%s)',
    async (language) => {
      await i18n.changeLanguage(language);
      for (const currency of CURRENCIES) {
        for (const amount of AMOUNTS) {
          expect(formatPrice(amount, currency)).toBe(intlPrice(amount, currency));
          expect(formatPrice(String(amount), currency)).toBe(intlPrice(amount, currency));
        }
      }
      expect(formatPrice(12.5, 'USD')).toBe(intlPrice(12.5, 'USD'));
      expect(formatPrice(1000, 'BYN')).toBe(intlPrice(1000, 'BYN'));
    },
  );
});

describe('formatRating', () => {
  it.each(['ru', 'en'] as const)(
    'writes one decimal exactly as Intl does (%s)',
    async (language) => {
      await i18n.changeLanguage(language);
      const intl = new Intl.NumberFormat(FORMAT_LOCALE, {
        minimumFractionDigits: 1,
        maximumFractionDigits: 1,
      });
      const ratings = [0, 1, 4.35, 4.25, 4.05, 4.95, 4.999, 3.3333333333333335, 2.675, 1234.55];
      for (let r = 0; r <= 5; r += 0.01) ratings.push(r);
      for (const rating of ratings) expect(formatRating(rating)).toBe(intl.format(rating));
    },
  );

  it('is «4,5» in Russian and «4.5» in English', async () => {
    expect(formatRating(4.5)).toBe('4,5');
    await i18n.changeLanguage('en');
    expect(formatRating(4.5)).toBe('4.5');
  });
});

describe('formatDate', () => {
  it('uses ru-RU and survives bad input', () => {
    expect(plain(formatDate('2026-02-03T12:00:00.000Z'))).toBe('3 февраля 2026 г.');
    expect(formatDate('not a date')).toBe('');
  });

  it.each(['ru', 'en'] as const)(
    'writes long dates exactly as Intl does (%s)',
    async (language) => {
      await i18n.changeLanguage(language);
      const intl = new Intl.DateTimeFormat(FORMAT_LOCALE, { dateStyle: 'long' });
      for (let day = 0; day < 800; day += 3) {
        const date = new Date(Date.UTC(2025, 0, 1, 23, 30) + day * 86_400_000);
        expect(formatDate(date)).toBe(intl.format(date));
        expect(formatDate(date.toISOString())).toBe(intl.format(date));
      }
      const other = { dateStyle: 'short', timeStyle: 'short' } as const;
      expect(formatDate(0, other)).toBe(new Intl.DateTimeFormat(FORMAT_LOCALE, other).format(0));
    },
  );
});

describe('formatPhone', () => {
  it('groups a +7 number as people read it and leaves others as stored', () => {
    expect(formatPhone('+77011112233')).toBe('+7 701 111-22-33');
    expect(formatPhone('87011112233')).toBe('+7 701 111-22-33');
    expect(formatPhone('+4915112345678')).toBe('+4915112345678');
  });
});
