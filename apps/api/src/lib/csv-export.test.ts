import { describe, expect, it } from 'vitest';
import { csvMoney, guardFormula, needsFormulaGuard, pagesOf, unguardFormula } from './csv-export';

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

describe('the formula guard', () => {
  const risky = [
    '=1+1',
    '+77012345678',
    '-2+3',
    '@SUM(1)',
    '\t=1',
    '\r=1',
    ' =1',
    'x,=1+1',
    'a;@SUM(1)',
    'a|+1',
    'a\t-1',
    'a, =1',
    'first\n=HYPERLINK("http://evil")',
    'ann+x@mail.example,=1',
    "'=1",
  ];
  it.each(risky)('writes %j with a leading apostrophe and reads it back unchanged', (cell) => {
    expect(needsFormulaGuard(cell)).toBe(true);
    expect(guardFormula(cell)).toBe(`'${cell}`);
    expect(unguardFormula(guardFormula(cell))).toBe(cell);
  });

  const plain = [
    'Платье',
    'ann@mail.example',
    'Алматы, пр. Абая, д. 52',
    '-1290,50',
    '12',
    "'text",
    '',
  ];
  it.each(plain)('leaves %j as it is', (cell) => {
    expect(guardFormula(cell)).toBe(cell);
    expect(unguardFormula(cell)).toBe(cell);
  });
});
