import { describe, expect, it } from 'vitest';
import { garmentKindOf } from './garment-kinds';

describe('a shop item’s kind from its name', () => {
  it('tells a belt bag from a belt', () => {
    expect(garmentKindOf('accessory', 'Поясная сумка')).toBe('bag');
    expect(garmentKindOf('accessory', 'Сумка-бананка')).toBe('bag');
    expect(garmentKindOf('accessory', 'Кожаный ремень')).toBe('belt');
    expect(garmentKindOf('accessory', 'Пояс с пряжкой')).toBe('belt');
  });
});
