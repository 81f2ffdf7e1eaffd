import type { checkout as ru } from '../ru/checkout';
import type { DeepStrings } from '../types';

/** /checkout: the recipient, delivery, payment and the order's summary. */
export const checkout: DeepStrings<typeof ru> = {
  checkout: {
    title: 'Checkout',
    backToCart: 'Back to the cart',
    formLabel: 'Order details',

    contact: {
      title: 'Recipient',
      name: 'Recipient’s name',
      phone: 'Phone',
      phonePlaceholder: '+7 777 123 45 67',
    },
    delivery: {
      title: 'Delivery',
      method: 'Delivery method',
      courier: 'Courier',
      courierHint: 'To the address you give',
      pickup: 'Pickup from a store',
      pickupHint: 'Free, at a store that suits you',
      free: 'Free',
      freeFrom: 'Free courier delivery from {{amount}}',
      leftForFree: 'Add {{amount}} more and courier delivery is free',
      city: 'City',
      street: 'Street',
      house: 'House',
      flat: 'Flat or office',
      flatHint: 'Leave empty for a private house',
      pickupPoint: 'Pickup point',
      noPickupPoints: 'No pickup points yet — choose courier delivery.',
      hours: 'Opening hours: {{hours}}',
    },
    payment: {
      title: 'Payment',
      method: 'Payment method',
      onDelivery: 'Pay on delivery',
      onDeliveryHint: 'Cash or card to the courier or at the store',
      online: 'Online card payment',
      onlineHint:
        'After you confirm, the payment provider’s secure page opens. An unpaid order is cancelled after {{minutes}} min.',
    },
    comment: {
      label: 'Comment on the order',
      placeholder: 'For example, call an hour before delivery',
    },
    summary: {
      title: 'Your order',
      linesLabel: 'Items of the order',
      size: 'Size: {{size}}',
      color: 'Colour: {{color}}',
      quantity: '{{quantity}} × {{price}}',
      items: 'Items',
      delivery: 'Delivery',
      total: 'Total',
      free: 'Free',
    },
    stock: {
      short: 'Only {{count}} in stock',
      soldOut: 'Out of stock',
      fix: 'Some items are not in stock in the quantity you chose — change the cart to place the order.',
      toCart: 'Change the cart',
    },
    submit: 'Confirm the order',
    submitOnline: 'Go to payment',
    termsOnDelivery: 'Nothing to pay now: the order is paid on delivery.',
    termsOnline: 'After you confirm, the secure payment page opens.',

    empty: 'There is nothing in the cart',
    emptyText: 'Add things to the cart to place an order.',
    toCatalog: 'Go to the catalogue',
    optionsFailed: 'Could not load the delivery and payment options',
    retry: 'Retry',

    errors: {
      name: 'Enter the recipient’s name',
      phone: 'Enter a phone number',
      phoneInvalid: 'Invalid phone number',
      city: 'Enter the city',
      street: 'Enter the street',
      house: 'Enter the house',
      pickupPoint: 'Choose a pickup point',
      tooLong: 'At most {{max}} characters',
    },
    refused: {
      title: 'The order was not placed',
      cartRefreshed: 'The cart is updated — check the order and confirm it again.',
    },
    failed: 'Could not place the order. Please try again',
    placed: 'Order {{number}} is placed',
    paymentFailed:
      'The order is placed, but the payment page did not open. Pay for it from the order’s page.',
    redirecting: 'Opening the payment page…',
    promo: {
      label: 'Promo code',
      placeholder: 'Enter a promo code',
      apply: 'Apply',
      remove: 'Remove',
      removeLabel: 'Remove promo code {{code}}',
      applied: 'Promo code {{code}} applied: −{{sum}}',
      empty: 'Enter a promo code',
      failed: 'Could not apply the promo code. Please try again',
    },
  },
};
