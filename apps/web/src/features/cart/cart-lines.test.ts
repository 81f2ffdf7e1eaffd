import { STORAGE_KEYS, type ClientCartLine } from '@shop/contract';
import { describe, expect, it } from 'vitest';
import {
  addLine,
  cartTotals,
  orderableLines,
  readGuestCart,
  removeLine,
  setLineQuantity,
  toClientLine,
  writeGuestCart,
  type AddToCartInput,
} from './cart-lines';
import { buildCartLine } from '@/testing/factories';

const item = {
  id: 10,
  name: 'Платье миди',
  brand: 'Zarina',
  price: 19990,
  min_price: 15990,
  image_url: '/uploads/items/10.webp',
};

function input(overrides: Partial<AddToCartInput['variant']> = {}, quantity?: number) {
  return {
    item,
    variant: { id: 101, size: 'M', color: 'бордовый', price: 17990, stock: 3, ...overrides },
    quantity,
  } satisfies AddToCartInput;
}

describe('cart line rules', () => {
  it('adds a new line with quantity 1 by default, the variant price and its stock', () => {
    const lines = addLine([], input());
    expect(lines).toEqual([
      {
        id: 101,
        item_id: 10,
        name: 'Платье миди',
        brand: 'Zarina',
        price: 17990,
        compare_at_price: null,
        quantity: 1,
        image_url: '/uploads/items/10.webp',
        size: 'M',
        color: 'бордовый',
        stock: 3,
      },
    ]);
  });

  it('falls back to the item price when the variant has none', () => {
    expect(addLine([], input({ price: null }))[0]!.price).toBe(19990);
  });

  it('increases an existing line by the quantity, capped at the known stock', () => {
    let lines = addLine([], input({}, 2));
    expect(lines[0]!.quantity).toBe(2);
    lines = addLine(lines, input({}, 1));
    expect(lines[0]!.quantity).toBe(3);
    lines = addLine(lines, input({}, 5));
    expect(lines).toHaveLength(1);
    expect(lines[0]!.quantity).toBe(3);
  });

  it('does not cap when the stock is unknown and adds nothing when it is 0', () => {
    expect(addLine([], input({ stock: null }, 50))[0]!.quantity).toBe(50);
    expect(addLine([], input({ stock: 0 }))).toEqual([]);
  });

  it('setting 0 or less removes the line; otherwise the quantity is capped at stock', () => {
    const lines = addLine([], input());
    expect(setLineQuantity(lines, 101, 0)).toEqual([]);
    expect(setLineQuantity(lines, 101, -2)).toEqual([]);
    expect(setLineQuantity(lines, 101, 2)[0]!.quantity).toBe(2);
    expect(setLineQuantity(lines, 101, 99)[0]!.quantity).toBe(3);
    expect(removeLine(lines, 101)).toEqual([]);
  });

  it('counts items and sums price × quantity to the cent', () => {
    const lines: ClientCartLine[] = [
      { ...toClientLine(buildCartLine({ price: 0.1, quantity: 3 })) },
      { ...toClientLine(buildCartLine({ price: 15990, quantity: 2 })) },
    ];
    expect(cartTotals(lines)).toEqual({
      count: 5,
      orderableCount: 5,
      total: 31980.3,
      soldOutLines: 0,
      savings: 0,
    });
  });

  it('leaves sold-out lines out of the total and the orderable lines, not out of the badge', () => {
    const inStock = toClientLine(buildCartLine({ variant_id: 1, price: 1000, quantity: 2 }));
    const soldOut = toClientLine(buildCartLine({ variant_id: 2, price: 5000, stock: 0 }));
    expect(cartTotals([inStock, soldOut])).toEqual({
      count: 3,
      orderableCount: 2,
      total: 2000,
      soldOutLines: 1,
      savings: 0,
    });
    expect(orderableLines([inStock, soldOut])).toEqual([inStock]);
  });

  it('keeps the item’s old price on a new line only above the line’s price', () => {
    const discounted = { ...item, compare_at_price: 25000 };
    expect(addLine([], { ...input(), item: discounted })[0]!.compare_at_price).toBe(25000);
    // A size priced above the old price has no discount to show.
    expect(
      addLine([], { ...input({ price: 26000 }), item: discounted })[0]!.compare_at_price,
    ).toBeNull();
    expect(toClientLine(buildCartLine({ compare_at_price: 20000 })).compare_at_price).toBe(20000);
  });

  it('sums what the old prices of the orderable lines come to above their prices', () => {
    const coat = toClientLine(
      buildCartLine({ variant_id: 1, price: 30000, compare_at_price: 45000, quantity: 2 }),
    );
    const scarf = toClientLine(buildCartLine({ variant_id: 2, price: 4500, quantity: 1 }));
    const gone = toClientLine(
      buildCartLine({ variant_id: 3, price: 1000, compare_at_price: 2000, stock: 0 }),
    );
    // A line stored before old prices were carried has none.
    const older = { ...scarf, id: 4, compare_at_price: undefined };
    expect(cartTotals([coat, scarf, gone, older])).toMatchObject({
      total: 69000,
      savings: 30000,
    });
  });
});

describe('guest cart in localStorage', () => {
  it('round-trips under the key «cart» and forgets the key when empty', () => {
    const lines = addLine([], input());
    writeGuestCart(lines);
    expect(JSON.parse(window.localStorage.getItem(STORAGE_KEYS.cart)!)).toEqual(lines);
    expect(readGuestCart()).toEqual(lines);
    writeGuestCart([]);
    expect(window.localStorage.getItem(STORAGE_KEYS.cart)).toBeNull();
  });

  it('reads broken or foreign values as an empty cart and drops malformed lines', () => {
    window.localStorage.setItem(STORAGE_KEYS.cart, '{not json');
    expect(readGuestCart()).toEqual([]);
    window.localStorage.setItem(STORAGE_KEYS.cart, JSON.stringify({ lines: [] }));
    expect(readGuestCart()).toEqual([]);
    const good = addLine([], input())[0]!;
    window.localStorage.setItem(
      STORAGE_KEYS.cart,
      JSON.stringify([good, { id: 'x' }, { ...good, id: 102, quantity: -1 }]),
    );
    expect(readGuestCart()).toEqual([good]);
  });
});
