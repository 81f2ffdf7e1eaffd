import type { orders as ru } from '../ru/orders';
import type { DeepStrings } from '../types';

/** Orders: the shopper's /orders and /orders/{id}, and the parts of an order both sides show. */
export const orders: DeepStrings<typeof ru> = {
  orders: {
    title: 'My orders',
    number: 'Order {{number}}',
    placedOn: 'placed on {{date}}',

    pickupStatus: {
      shipped: 'Ready for pickup',
      delivered: 'Collected',
    },
    carrier: {
      kazpost: 'Kazpost',
      cdek: 'CDEK',
      dhl: 'DHL',
      other: 'Another carrier',
    },
    shipment: {
      text: '{{carrier}}, tracking number {{number}}',
      track: 'Track the parcel',
    },
    status: {
      new: 'New',
      confirmed: 'Confirmed',
      shipped: 'Shipped',
      delivered: 'Delivered',
      cancelled: 'Cancelled',
    },
    paymentMethod: {
      cash_on_delivery: 'Pay on delivery',
      online: 'Online card payment',
    },
    paymentState: {
      on_delivery: 'Pay on delivery',
      pending: 'Awaiting payment',
      paid: 'Paid',
      cancelled: 'Not paid',
      refund_pending: 'Refund in progress',
      refunded: 'Refunded',
      partially_refunded: 'Partially refunded',
      amount_mismatch: 'Payment being checked',
    },
    deliveryMethod: {
      courier: 'Courier',
      pickup: 'Pickup from a store',
    },
    actor: {
      shopper: 'Customer',
      admin: 'Shop',
      system: 'Automatically',
      payment: 'Payment provider',
    },

    list: {
      label: 'Orders',
      empty: 'No orders yet',
      emptyText: 'Place your first order and it will appear here.',
      toCatalog: 'Go to the catalogue',
      loadFailed: 'Could not load the orders',
      itemsCount_one: '{{count}} item',
      itemsCount_few: '{{count}} items',
      itemsCount_many: '{{count}} items',
      itemsCount_other: '{{count}} items',
      open: 'Open order {{number}}',
    },

    timeline: {
      title: 'Order status',
      label: 'Status history',
      waiting: 'Still ahead',
      by: '{{actor}}, {{date}}',
    },
    lines: {
      title: 'Items',
      label: 'Items of the order',
      size: 'Size: {{size}}',
      color: 'Colour: {{color}}',
      sku: 'SKU: {{sku}}',
      quantity: '{{quantity}} × {{price}}',
      noImage: 'No picture',
    },
    totals: {
      items: 'Items',
      discount: 'Promo code {{code}} discount',
      delivery: 'Delivery',
      total: 'Total',
      free: 'Free',
    },
    facts: {
      delivery: 'Delivery',
      payment: 'Payment',
      contact: 'Recipient',
      comment: 'Comment',
      address: '{{city}}, {{street}} {{house}}',
      flat: 'flat/office {{flat}}',
      hours: 'Opening hours: {{hours}}',
      paidAt: 'Paid on {{date}}',
      payBefore: 'Pay by {{date}}, otherwise the order is cancelled automatically',
    },

    returns: {
      title: 'Returns',
      entry: 'Return #{{number}}, {{date}}',
      refunded: 'Refunded: {{sum}}',
      amount: 'Refund: {{sum}}',
      line: '{{name}} — {{quantity}} pcs',
      delivery: 'Delivery charge',
      noPieces: 'No pieces returned',
      method: {
        provider: 'To the card',
        cash: 'In cash',
      },
      pending: 'Waiting for the payment provider',
    },

    detail: {
      back: 'All orders',
      loadFailed: 'Could not load the order',
      retry: 'Retry',
      notFound: 'Order not found',
      notFoundText: 'There is no such order, or it was placed from another account.',
      placed: 'Thank you! Your order is placed. We will email you when the shop confirms it.',
      pay: 'Pay for the order',
      payFailed: 'Could not open the payment page. Please try again',
      cancel: 'Cancel order',
      cancelConfirm: {
        title: 'Cancel order {{number}}?',
        text: 'The items go back on sale and the order cannot be restored.',
        refund: '{{sum}} goes back to the card you paid with.',
        refundOther: 'The payment goes back to the card you paid with.',
        confirm: 'Cancel order',
        keep: 'Keep it',
      },
      cancelled: 'Order {{number}} is cancelled',
      cancelFailed: 'Could not cancel the order',
    },

    paymentReturn: {
      waiting: 'Waiting for the payment provider to confirm the payment…',
      waitingLong:
        'The payment provider has not confirmed the payment yet. The status changes as soon as it does — reload the page a little later.',
      paid: 'Payment received. Thank you!',
      cancelled: 'The payment was not completed. You can pay while the order is not cancelled.',
      orderCancelled: 'The order is cancelled and was not paid.',
    },
  },
};
