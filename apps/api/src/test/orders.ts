import { randomUUID } from 'node:crypto';
import type { OrderCreate, OrderDetail } from '@shop/contract';
import { asAdmin, buildTestApp, type Caller } from './app';

/** A checkout body for these lines: courier to Almaty, payment on delivery unless told otherwise. */
export function orderBody(
  lines: { variant_id: number; quantity: number; price: number }[],
  overrides: Partial<OrderCreate> = {},
): OrderCreate {
  return {
    contact: { name: 'Айгерим Садыкова', phone: '+7 701 234-56-78' },
    delivery: { method: 'courier', city: 'Алматы', street: 'пр. Абая', house: '52', flat: '14' },
    payment_method: 'cash_on_delivery',
    lines,
    ...overrides,
  };
}

/** POST /api/orders as this caller with an Idempotency-Key (a new one unless given). */
export function postOrder(caller: Caller, body: OrderCreate, key: string = randomUUID()) {
  return caller.inject({
    method: 'POST',
    url: '/api/orders',
    headers: { 'idempotency-key': key },
    payload: body,
  });
}

/** Places an order that must succeed and answers it. */
export async function placeOrder(caller: Caller, body: OrderCreate): Promise<OrderDetail> {
  const response = await postOrder(caller, body);
  if (response.statusCode !== 201)
    throw new Error(`order refused: ${response.statusCode} ${response.body}`);
  return response.json() as OrderDetail;
}

/**
 * The shop the checkout's own tests order from (courier delivery 1 500, free from 30 000) and its
 * admin; the caller closes it after its tests.
 */
export async function buildCheckoutTestApp() {
  const t = await buildTestApp({ DELIVERY_COURIER_PRICE: '1500', DELIVERY_FREE_ABOVE: '30000' });
  return { t, admin: await asAdmin(t) };
}
