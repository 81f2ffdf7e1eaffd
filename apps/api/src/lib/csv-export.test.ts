import { describe, expect, it } from 'vitest';
import { csvMoney, pagesOf } from './csv-export';

describe('pagesOf', () => {
  it('reads page after page until a short one, and nothing more', async () => {
    const rows = Array.from({ length: 1201 }, (_, i) => i);
    const asked: number[] = [];
    const pages = [];
    for await (const page of pagesOf(async (offset, limit) => {
      asked.push(offset);
      return rows.slice(offset, offset + limit);
    }))
      pages.push(page.length);
    expect(pages).toEqual([500, 500, 201]);
    expect(asked).toEqual([0, 500, 1000]);
  });

  it('asks once more after a full last page and yields no empty page', async () => {
    const pages = [];
    for await (const page of pagesOf(async (offset) => (offset === 0 ? [1, 2] : []), 2))
      pages.push(page);
    expect(pages).toEqual([[1, 2]]);
  });
});

describe('csvMoney', () => {
  it('writes a decimal comma and no grouping, whole sums without decimals', () => {
    expect(csvMoney('25990.50')).toBe('25990,50');
    expect(csvMoney('1234567.00')).toBe('1234567');
    expect(csvMoney('0.05')).toBe('0,05');
    expect(csvMoney(null)).toBe('');
  });
});
