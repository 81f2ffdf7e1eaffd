/**
 * Orders as fixtures, beside `factories.ts` (kept apart for its length): rows written directly,
 * for the demo seed's delivered orders. Tests place their orders through the API instead.
 */
import type { DbOrTx } from './client';
import { orderEvents, orderLines, orders } from './schema';

export type DeliveredOrderLine = {
  itemId: number;
  variantId: number;
  name: string;
  brand: string;
  sku: string;
  size: string | null;
  color: string | null;
  imageKey: string | null;
  /** The price of one piece (12,2 numeric as text). */
  price: string;
  quantity: number;
};

const HOUR = 3_600_000;

/**
 * A cash order delivered by courier at `deliveredAt`, with its timeline (placed, confirmed and
 * shipped in the days before). Answers its id.
 */
export async function createDeliveredOrder(
  db: DbOrTx,
  input: { userId: number; email: string; lines: DeliveredOrderLine[]; deliveredAt: Date },
): Promise<number> {
  const cents = input.lines.reduce(
    (sum, l) => sum + Math.round(Number(l.price) * 100) * l.quantity,
    0,
  );
  const total = (cents / 100).toFixed(2);
  const at = (hoursBefore: number) => new Date(input.deliveredAt.getTime() - hoursBefore * HOUR);
  const [order] = await db
    .insert(orders)
    .values({
      userId: input.userId,
      status: 'delivered',
      email: input.email,
      contactName: 'Анна Смирнова',
      contactPhone: '+77012345678',
      deliveryMethod: 'courier',
      city: 'Алматы',
      street: 'пр. Абая',
      house: '52',
      flat: '14',
      itemsTotal: total,
      deliveryPrice: '0.00',
      total,
      currency: 'KZT',
      paymentMethod: 'cash_on_delivery',
      paymentState: 'on_delivery',
      idempotencyKey: `demo-${input.deliveredAt.getTime()}`,
      requestHash: 'demo',
      createdAt: at(72),
      updatedAt: input.deliveredAt,
    })
    .returning({ id: orders.id });
  const orderId = order!.id;
  await db.insert(orderLines).values(input.lines.map((line) => ({ ...line, orderId })));
  const timeline = [
    ['new', 72],
    ['confirmed', 48],
    ['shipped', 24],
    ['delivered', 0],
  ] as const;
  await db.insert(orderEvents).values(
    timeline.map(([status, hours]) => ({
      orderId,
      status,
      actor: status === 'new' ? ('shopper' as const) : ('admin' as const),
      createdAt: at(hours),
    })),
  );
  return orderId;
}
