import type { OrderDetail } from '@shop/contract';

/** Tenge in cents: a line's promo share goes back in whole tenge, as the API counts it. */
const TENGE = 100;

/**
 * What `quantity` pieces of a line give back, in cents, when `before` of them were returned
 * already: the price less the line's promo share, counted on the running total as the API does,
 * so that the sum the admin confirms is the sum refunded.
 */
export function piecesCents(
  line: OrderDetail['lines'][number],
  before: number,
  quantity: number,
): number {
  const discount = Math.round((line.discount ?? 0) * 100);
  const upTo = (n: number) =>
    discount > 0 ? Math.round((discount * n) / line.quantity / TENGE) * TENGE : 0;
  return (
    Math.round(line.price * 100) * quantity -
    (upTo(Math.min(line.quantity, before + quantity)) - upTo(before))
  );
}

/** The pieces chosen, the delivery if ticked, never above what may still be refunded. */
export function returnSumCents(
  order: OrderDetail,
  counts: Record<number, number>,
  withDelivery: boolean,
): number {
  let cents = 0;
  for (const { line_id, quantity: left } of order.returnable) {
    const line = order.lines.find((l) => l.id === line_id);
    const asked = counts[line_id] ?? 0;
    if (line && asked > 0) cents += piecesCents(line, line.quantity - left, asked);
  }
  if (withDelivery) cents += Math.round(order.refundable.delivery * 100);
  return Math.min(cents, Math.round(order.refundable.total * 100));
}
