import { describe, expect, it } from 'vitest';
import {
  MissingRateError,
  assertRateConfigured,
  convertToStore,
  currencyOfDomain,
  parsePrice,
  storeDecimals,
  type RateConfig,
} from './prices';

const NBSP = '\u00a0';
const NNBSP = '\u202f';

describe('parsePrice', () => {
  it('reads tenge prices with any kind of space between digit groups', () => {
    expect(parsePrice('14 250 ₸', 'KZT')).toBe('14250.00');
    expect(parsePrice(`14${NBSP}250${NBSP}₸`, 'KZT')).toBe('14250.00');
    expect(parsePrice(`14${NNBSP}250 ₸`, 'KZT')).toBe('14250.00');
    expect(parsePrice(`1${NBSP}234${NBSP}567 ₸`, 'KZT')).toBe('1234567.00');
    expect(parsePrice('  9 990 тг.', 'KZT')).toBe('9990.00');
    expect(parsePrice('от 2 990 ₸', 'KZT')).toBe('2990.00');
    expect(parsePrice('Цена: 12 000 тенге', 'KZT')).toBe('12000.00');
  });

  it('reads rouble prices', () => {
    expect(parsePrice('1 999 ₽', 'RUB')).toBe('1999.00');
    expect(parsePrice(`1${NBSP}999${NBSP}₽`, 'RUB')).toBe('1999.00');
    expect(parsePrice('1 999 руб.', 'RUB')).toBe('1999.00');
    expect(parsePrice('12 490 р.', 'RUB')).toBe('12490.00');
    expect(parsePrice('1 999', 'RUB')).toBe('1999.00');
  });

  it('reads Belarusian prices with a decimal comma', () => {
    expect(parsePrice('89,90 р.', 'BYN')).toBe('89.90');
    expect(parsePrice(`89,90${NBSP}р.`, 'BYN')).toBe('89.90');
    expect(parsePrice('1 234,5 BYN', 'BYN')).toBe('1234.50');
    expect(parsePrice('от 45,00 р.', 'BYN')).toBe('45.00');
    expect(parsePrice('245 бел. руб.', 'BYN')).toBe('245.00');
    expect(parsePrice('4,90 р.', 'BYN')).toBe('4.90');
  });

  it('reads numbers and plain decimal strings', () => {
    expect(parsePrice(14250, 'KZT')).toBe('14250.00');
    expect(parsePrice(89.9, 'BYN')).toBe('89.90');
    expect(parsePrice(0.1 + 0.2, 'BYN')).toBe('0.30');
    expect(parsePrice('14250.00', 'KZT')).toBe('14250.00');
    expect(parsePrice('1999', 'RUB')).toBe('1999.00');
  });

  it('refuses discount badges, ratings, review counts, sizes and empty values', () => {
    expect(parsePrice('−49%', 'KZT')).toBeNull();
    expect(parsePrice('-30 %', 'RUB')).toBeNull();
    expect(parsePrice('-30', 'RUB')).toBeNull();
    expect(parsePrice('4.9', 'KZT')).toBeNull();
    expect(parsePrice('(30)', 'KZT')).toBeNull();
    expect(parsePrice('42 44 46', 'KZT')).toBeNull();
    expect(parsePrice('', 'KZT')).toBeNull();
    expect(parsePrice('   ', 'KZT')).toBeNull();
    expect(parsePrice(null, 'KZT')).toBeNull();
    expect(parsePrice('Нет в наличии', 'KZT')).toBeNull();
    expect(parsePrice('2 990 – 3 990 ₸', 'KZT')).toBeNull();
    expect(parsePrice(0, 'KZT')).toBeNull();
    expect(parsePrice(-5, 'KZT')).toBeNull();
    expect(parsePrice(Number.NaN, 'KZT')).toBeNull();
    expect(parsePrice('0 ₸', 'KZT')).toBeNull();
  });

  it("refuses a price in another currency than the domain's", () => {
    expect(parsePrice('1 999 ₽', 'KZT')).toBeNull();
    expect(parsePrice('14 250 ₸', 'RUB')).toBeNull();
    expect(parsePrice('89,90 BYN', 'RUB')).toBeNull();
    // «р.» is written for both roubles.
    expect(parsePrice('89,90 р.', 'RUB')).toBe('89.90');
  });

  it('refuses amounts too large for the catalogue', () => {
    expect(parsePrice('123 456 789 012 ₸', 'KZT')).toBeNull();
  });
});

describe('currencyOfDomain', () => {
  it('maps the three domains', () => {
    expect(currencyOfDomain('kz')).toBe('KZT');
    expect(currencyOfDomain('ru')).toBe('RUB');
    expect(currencyOfDomain('by')).toBe('BYN');
  });
});

describe('convertToStore', () => {
  const kztStore: RateConfig = {
    STORE_CURRENCY: 'KZT',
    RATE_KZT: undefined,
    RATE_RUB: 5.6,
    RATE_BYN: 158.35,
  };

  it('keeps the amount in the same currency', () => {
    expect(convertToStore('14250.00', 'KZT', kztStore)).toBe('14250.00');
    expect(convertToStore('89.9', 'KZT', kztStore)).toBe('89.90');
    // A rate set for the store's own currency is ignored.
    expect(convertToStore('100.00', 'KZT', { ...kztStore, RATE_KZT: 2 })).toBe('100.00');
  });

  it('converts with exact decimals and rounds to whole tenge', () => {
    expect(convertToStore('1999.00', 'RUB', kztStore)).toBe('11194.00'); // 11194.4
    expect(convertToStore('89.90', 'BYN', kztStore)).toBe('14236.00'); // 14235.665
    expect(convertToStore('0.10', 'RUB', { ...kztStore, RATE_RUB: 5 })).toBe('1.00'); // 0.5 → 1
  });

  it('keeps two decimals for other store currencies', () => {
    const usd: RateConfig = {
      STORE_CURRENCY: 'USD',
      RATE_KZT: 0.0019,
      RATE_RUB: 0.011,
      RATE_BYN: 0.31,
    };
    expect(convertToStore('14250.00', 'KZT', usd)).toBe('27.08'); // 27.075 → half up
    expect(convertToStore('1999.00', 'RUB', usd)).toBe('21.99'); // 21.989
    expect(convertToStore('89.90', 'BYN', usd)).toBe('27.87'); // 27.869
    // Floats would give 0.574999… → 0.57; exact decimals give 0.575 → 0.58.
    expect(convertToStore('0.50', 'BYN', { ...usd, RATE_BYN: 1.15 })).toBe('0.58');
    expect(storeDecimals('USD')).toBe(2);
    expect(storeDecimals('kzt')).toBe(0);
  });

  it('handles rates written in exponent form', () => {
    const tiny: RateConfig = {
      STORE_CURRENCY: 'EUR',
      RATE_KZT: 1e-3,
      RATE_RUB: undefined,
      RATE_BYN: undefined,
    };
    expect(convertToStore('14250.00', 'KZT', tiny)).toBe('14.25');
  });

  it('says which rate is missing', () => {
    const noRates: RateConfig = {
      STORE_CURRENCY: 'KZT',
      RATE_KZT: undefined,
      RATE_RUB: undefined,
      RATE_BYN: undefined,
    };
    expect(() => convertToStore('1999.00', 'RUB', noRates)).toThrow(MissingRateError);
    expect(() => convertToStore('1999.00', 'RUB', noRates)).toThrow(
      'Курс RUB→KZT не задан — укажите его в разделе «Курсы валют» на странице импорта',
    );
    expect(() => assertRateConfigured('by', noRates)).toThrow('«Курсы валют»');
    expect(() => assertRateConfigured('by', noRates)).toThrow(/^Курс BYN/);
    expect(() => assertRateConfigured('kz', noRates)).not.toThrow();
  });
});
