import type { cart as ru } from '../ru/cart';
import type { DeepStrings } from '../types';

/** The cart. */
export const cart: DeepStrings<typeof ru> = {
  cart: {
    title: 'Cart',
    empty: 'Your cart is empty',
    emptyText: 'Add things you like from the catalogue and they will appear here.',
    toCatalog: 'Go to the catalogue',
    linesLabel: 'Items in the cart',
    size: 'Size: {{size}}',
    color: 'Colour: {{color}}',
    unitPrice: '{{price}} each',
    quantityOf: 'Quantity: {{name}}',
    decrease: 'Decrease quantity',
    increase: 'Increase quantity',
    maxStock: 'Only {{count}} in stock',
    outOfStock: 'Out of stock',
    soldOut: {
      notInOrder: 'Not in the order',
      leftOut_one: '{{count}} item is sold out: it stays out of the order and the total.',
      leftOut_few: '{{count}} items are sold out: they stay out of the order and the total.',
      leftOut_many: '{{count}} items are sold out: they stay out of the order and the total.',
      leftOut_other: '{{count}} items are sold out: they stay out of the order and the total.',
      nothingToOrder: 'Nothing in your cart is in stock, so there is nothing to order yet.',
    },
    remove: 'Remove from cart',
    removeLine: 'Remove “{{name}}” from the cart',
    removed: 'Removed from the cart',
    undo: 'Undo',
    summary: {
      title: 'Your order',
      items: 'Items',
      itemsCount_one: '{{count}} item',
      itemsCount_few: '{{count}} items',
      itemsCount_many: '{{count}} items',
      itemsCount_other: '{{count}} items',
      total: 'Total',
      savings: 'Discount',
    },
    checkout: 'Place order',
    checkoutHint: 'You choose delivery and payment on the next step.',
    clear: 'Clear cart',
    clearConfirm: {
      title: 'Clear the cart?',
      text: 'All items will be removed from the cart.',
      confirm: 'Clear',
      cancel: 'Cancel',
    },
  },
};
