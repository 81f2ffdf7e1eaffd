import { describe, expect, it } from 'vitest';
import { sizeGuideTables } from './size-guide';

describe('the size guide', () => {
  it('starts and ends at the sizes the item sells', () => {
    const [men] = sizeGuideTables('bottoms', 'men', ['42', '44', '46']);
    expect(men!.table.rows.map((row) => row[0])).toEqual(['42', '44', '46']);
    const [women] = sizeGuideTables('clothes', 'women', ['S', 'L']);
    expect(women!.table.rows.map((row) => row[0])).toEqual(['S', 'M', 'L']);
  });

  it('shows the whole table when the item sells none of its sizes', () => {
    const [men] = sizeGuideTables('bottoms', 'men', ['one size']);
    expect(men!.table.rows[0]![0]).toBe('42');
    expect(men!.table.rows).toHaveLength(7);
  });
});
