import { orderDetailSchema, type OrderDetail } from '@shop/contract';
import { apiClient } from '@/lib/api-client';

/**
 * POST /api/orders/{id}/payment: the provider's hosted payment page for an online order that
 * waits for its payment (the API makes it once and answers the same page again). 503
 * PAYMENT_UNAVAILABLE when the provider does not answer. Checkout and the order page both use it.
 */
export function startOrderPayment(id: number): Promise<OrderDetail> {
  return apiClient.post(`/api/orders/${id}/payment`, orderDetailSchema, { json: {} });
}

/** Where to send the shopper to pay: the page the order carries, else one asked for now. */
export async function paymentPageOf(order: OrderDetail): Promise<string | null> {
  if (order.payment.method !== 'online' || order.payment.state !== 'pending') return null;
  if (order.payment.pay_url) return order.payment.pay_url;
  return (await startOrderPayment(order.id)).payment.pay_url;
}
