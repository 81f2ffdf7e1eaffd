import { describe, expect, it } from 'vitest';
import {
  NEW_ITEM_VALUES,
  validateItemForm,
  type ItemFormValues,
  type VariantRow,
} from './item-form-values';

const row = (over: Partial<VariantRow> = {}): VariantRow => ({
  key: 'k',
  size: '',
  brand_size: '',
  color: '',
  sku: 'S-1',
  stock: 1,
  price: '',
  ...over,
});
const values = (over: Partial<ItemFormValues> = {}): ItemFormValues => ({
  ...NEW_ITEM_VALUES,
  name: 'Тренч',
  ...over,
});

describe('the item form’s rules (the contract’s schemas)', () => {
  it('lets a filled-in item through', () => {
    expect(
      validateItemForm(values({ price: 4599.5, variants: [row(), row({ sku: 'S-2' })] })),
    ).toEqual({});
    expect(validateItemForm(values({ price: '', variants: [row({ stock: 0 })] }))).toEqual({});
  });

  it('refuses a price below or at zero, and one typed as «-5», under the price', () => {
    for (const price of [-5, '-5', 0, '-'])
      expect(validateItemForm(values({ price }))).toEqual({
        price: 'Цена должна быть положительным числом',
      });
  });

  it('refuses numbers out of range with their limit', () => {
    expect(validateItemForm(values({ price: 100_000_000 })).price).toMatch(
      /^Не больше 99\s999\s999$/,
    );
    expect(
      validateItemForm(values({ variants: [row({ stock: 1_000_001 })] }))['variants.0.stock'],
    ).toMatch(/^Не больше 1\s000\s000$/);
    expect(validateItemForm(values({ name: 'x'.repeat(201) })).name).toBe('Не больше 200 символов');
  });

  it('names each variant’s field: a stock below zero, empty or not whole, a SKU missing or twice, a price below zero', () => {
    expect(
      validateItemForm(
        values({
          variants: [
            row({ stock: -1 }),
            row({ sku: ' ', stock: '' }),
            row({ sku: 's-1', stock: 1.5, price: '-5' }),
          ],
        }),
      ),
    ).toEqual({
      'variants.0.stock': 'Целое число от 0',
      'variants.0.sku': 'SKU повторяется в списке',
      'variants.1.sku': 'Укажите SKU',
      'variants.1.stock': 'Целое число от 0',
      'variants.2.sku': 'SKU повторяется в списке',
      'variants.2.stock': 'Целое число от 0',
      'variants.2.price': 'Цена должна быть положительным числом',
    });
  });
});
