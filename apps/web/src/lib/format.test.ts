import { describe, expect, it } from 'vitest';
import { formatDate, formatPrice } from './format';

const plain = (value: string) => value.replace(/[\u00a0\u202f]/g, ' ');

describe('formatPrice', () => {
  it('formats in ru-RU with the currency sign (₸ for the tenge, not «KZT»)', () => {
    expect(plain(formatPrice(25990, 'KZT'))).toBe('25 990 ₸');
    expect(plain(formatPrice('1500.50', 'RUB'))).toBe('1 500,50 ₽');
  });
});

describe('formatDate', () => {
  it('uses ru-RU and survives bad input', () => {
    expect(formatDate('2026-02-03T12:00:00.000Z')).toMatch(/февраля 2026/);
    expect(formatDate('not a date')).toBe('');
  });
});
