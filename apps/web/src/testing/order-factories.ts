import {
  orderNumber,
  type CheckoutOptions,
  type CheckoutSettings,
  type OrderDetail,
  type OrderLine,
  type OrderSummary,
  type OutboxEmail,
  type OutboxPage,
  type OrderPage,
} from '@shop/contract';

let nextOrderId = 120;
let nextLineId = 7000;
let nextEmailId = 300;

/** Checkout options: two pickup points, courier 1 500 ₸ (free from 30 000 ₸), cash only. */
export function buildCheckoutOptions(overrides: Partial<CheckoutOptions> = {}): CheckoutOptions {
  return {
    currency: 'KZT',
    pickup_points: [
      {
        id: 1,
        name: 'VESTA Mega Alma-Ata',
        address: 'Алматы, ул. Розыбакиева, 247А',
        hours: 'Ежедневно 10:00–22:00',
      },
      { id: 2, name: 'VESTA Хан Шатыр', address: 'Астана, пр. Туран, 37', hours: null },
    ],
    delivery: { courier_price: 1500, free_above: 30000 },
    payment_methods: ['cash_on_delivery'],
    payment_timeout_minutes: 30,
    ...overrides,
  };
}

export function buildCheckoutSettings(overrides: Partial<CheckoutSettings> = {}): CheckoutSettings {
  const options = buildCheckoutOptions();
  return { pickup_points: options.pickup_points, delivery: options.delivery, ...overrides };
}

export function buildOrderLine(overrides: Partial<OrderLine> = {}): OrderLine {
  const id = overrides.id ?? nextLineId++;
  const price = overrides.price ?? 15990;
  const quantity = overrides.quantity ?? 1;
  return {
    id,
    item_id: 500 + id,
    variant_id: 9000 + id,
    name: `Платье миди ${id}`,
    brand: 'Zarina',
    sku: null,
    size: 'M',
    color: 'бордовый',
    image_url: `/uploads/items/${id}.webp`,
    price,
    quantity,
    total: price * quantity,
    ...overrides,
  };
}

/** A courier order paid on delivery, status «Новый», placed by `customer`. */
export function buildOrderDetail(overrides: Partial<OrderDetail> = {}): OrderDetail {
  const id = overrides.id ?? nextOrderId++;
  const lines = overrides.lines ?? [buildOrderLine({ price: 15990, quantity: 2 })];
  const items = lines.reduce((sum, line) => sum + line.total, 0);
  const deliveryPrice = overrides.delivery?.price ?? (items >= 30000 ? 0 : 1500);
  const status = overrides.status ?? 'new';
  return {
    id,
    number: orderNumber(id),
    status,
    created_at: '2026-11-20T10:15:00.000Z',
    updated_at: '2026-11-20T10:15:00.000Z',
    totals: { items, delivery: deliveryPrice, total: items + deliveryPrice, currency: 'KZT' },
    items_count: lines.reduce((sum, line) => sum + line.quantity, 0),
    image_urls: lines.flatMap((line) => (line.image_url ? [line.image_url] : [])).slice(0, 4),
    payment: {
      method: 'cash_on_delivery',
      state: 'on_delivery',
      pay_url: null,
      pay_before: null,
      paid_at: null,
      mismatch: null,
    },
    delivery_method: overrides.delivery?.method ?? 'courier',
    customer: {
      user_id: 1,
      email: 'shopper@vesta.kz',
      name: 'Айгерим Сейткали',
      phone: '+77011234567',
    },
    lines,
    delivery: {
      method: 'courier',
      price: deliveryPrice,
      city: 'Алматы',
      street: 'ул. Абая',
      house: '10',
      flat: '25',
    },
    comment: null,
    timeline: [{ status: 'new', at: '2026-11-20T10:15:00.000Z', by: 'shopper', note: null }],
    can_cancel: status === 'new' || status === 'confirmed',
    next_statuses: [],
    returns: [],
    refunded_total: 0,
    refundable: { total: 0, delivery: 0 },
    returnable: [],
    return_until: null,
    can_edit_delivery: false,
    undo_delivered_until: null,
    shipment: null,
    cash_received_at: null,
    can_record_cash: false,
    ...overrides,
  };
}

/** The list entry of an order. */
export function toOrderSummary(order: OrderDetail): OrderSummary {
  return {
    id: order.id,
    number: order.number,
    status: order.status,
    created_at: order.created_at,
    updated_at: order.updated_at,
    totals: order.totals,
    items_count: order.items_count,
    image_urls: order.image_urls,
    payment: {
      method: order.payment.method,
      state: order.payment.state,
      mismatch: order.payment.mismatch,
    },
    refunded_total: order.refunded_total,
    delivery_method: order.delivery_method,
    customer: order.customer,
  };
}

export function buildOrderSummary(overrides: Partial<OrderDetail> = {}): OrderSummary {
  return toOrderSummary(buildOrderDetail(overrides));
}

export function buildOrderPage(orders: OrderSummary[], page = 1, total = orders.length): OrderPage {
  return { items: orders, total, page, page_size: 20 };
}

export function buildOutboxEmail(overrides: Partial<OutboxEmail> = {}): OutboxEmail {
  const id = overrides.id ?? nextEmailId++;
  return {
    id,
    to: 'shopper@vesta.kz',
    subject: 'Заказ V-000120 оформлен',
    text: 'Спасибо за заказ!',
    state: 'kept',
    attempts: 0,
    last_error: null,
    order_id: 120,
    created_at: '2026-11-20T10:15:05.000Z',
    sent_at: null,
    ...overrides,
  };
}

export function buildOutboxPage(
  emails: OutboxEmail[],
  overrides: Partial<OutboxPage> = {},
): OutboxPage {
  return {
    items: emails,
    total: emails.length,
    page: 1,
    page_size: 20,
    smtp_configured: false,
    ...overrides,
  };
}
