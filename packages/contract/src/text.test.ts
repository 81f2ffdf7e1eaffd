import { describe, expect, it } from 'vitest';
import { orderContactSchema, orderCreateSchema } from './checkout';
import { createCommentBodySchema } from './reviews';
import { multiLineText, singleLineText } from './text';

describe('single-line and multi-line text', () => {
  const line = singleLineText().max(100);
  const lines = multiLineText().max(100);

  it('refuses line breaks, tabs, controls and bidi overrides in one line', () => {
    for (const bad of [
      'Анна\nBcc: all@shop.kz',
      'Анна\r',
      'Ан\tна',
      'a\u0085b',
      'a\u2028b',
      '\u202Egpj.exe',
      'a\u2066b\u2069',
      'a\u200Fb',
    ])
      expect(line.safeParse(`x${bad}x`).success, JSON.stringify(bad)).toBe(false);
    expect(line.parse('  Айгерим Садыкова  ')).toBe('Айгерим Садыкова');
    expect(line.parse('Ёлка 👩‍👩‍👧 Ａ')).toBe('Ёлка 👩‍👩‍👧 Ａ');
  });

  it('keeps line breaks and tabs in several lines, and refuses the rest', () => {
    expect(lines.parse('Первая строка\r\nвторая\tстрока')).toBe('Первая строка\r\nвторая\tстрока');
    for (const bad of ['a\u202Eb', 'a\u0007b', 'a\u009Bb', 'a\u2067b'])
      expect(lines.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
  });

  it('is what the recipient of an order and a review are made of', () => {
    expect(orderContactSchema.safeParse({ name: 'Анна\nX', phone: '+77011234567' }).success).toBe(
      false,
    );
    const order = orderCreateSchema.safeParse({
      contact: { name: 'Анна', phone: '+77011234567' },
      delivery: { method: 'courier', city: 'Алматы', street: 'Абая\u202E', house: '1' },
      payment_method: 'cash_on_delivery',
      lines: [{ variant_id: 1, quantity: 1, price: 1 }],
    });
    expect(order.success).toBe(false);
    expect(createCommentBodySchema.parse({ content: 'Хорошо.\nСела по размеру.' }).content).toBe(
      'Хорошо.\nСела по размеру.',
    );
  });
});
