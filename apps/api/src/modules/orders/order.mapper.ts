import {
  carrierSchema,
  orderNumber,
  trackingUrl,
  type OrderDetail,
  type OrderSummary,
} from '@shop/contract';
import { can } from '../../lib/access-policy';
import type { MediaUrl } from '../media/media.service';
import { fromMinorUnits } from '../payments/payment-provider';
import { centsToDecimal, toCents } from './money';
import {
  canCancel,
  canEditDelivery,
  canRecordCash,
  nextStatuses,
  refundableCents,
  returnableLines,
  undoDeliveredUntil,
  type Viewer,
} from './order-policy';
import type { OrderReturnWithLines } from './order-work.repository';
import type { OrderEventRow, OrderLineRow, OrderRow } from './orders.repository';

/** What an order's detail shows of its returns and the staff's work on it. */
export type OrderAftercare = {
  returns: OrderReturnWithLines[];
  deliveredAt: Date | null;
  returnUntil: Date | null;
};

function returnOf(r: OrderReturnWithLines, lines: OrderLineRow[]): OrderDetail['returns'][number] {
  return {
    id: r.id,
    number: r.number,
    at: r.createdAt.toISOString(),
    state: r.state,
    method: r.refundMethod,
    amount: Number(r.amount),
    includes_delivery: r.includesDelivery,
    lines: r.lines.map((l) => {
      const line = lines.find((x) => x.id === l.orderLineId);
      return {
        line_id: l.orderLineId,
        name: line?.name ?? '',
        size: line?.size ?? null,
        color: line?.color ?? null,
        quantity: l.quantity,
      };
    }),
  };
}

function mismatchOf(row: OrderRow): OrderSummary['payment']['mismatch'] {
  if (!row.paymentMismatch) return null;
  const paidCurrency = row.paidCurrency;
  return {
    paid:
      row.paidAmountMinor !== null && paidCurrency
        ? fromMinorUnits(row.paidAmountMinor, paidCurrency)
        : null,
    paid_currency: paidCurrency,
    expected: Number(row.total),
    expected_currency: row.currency,
  };
}

/** An order as a list shows it. */
export function summaryOf(
  row: OrderRow,
  itemsCount: number,
  imageKeys: string[],
  mediaUrl: MediaUrl,
): OrderSummary {
  return {
    id: row.id,
    number: orderNumber(row.id),
    status: row.status,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    totals: {
      items: Number(row.itemsTotal),
      discount: Number(row.discountTotal),
      delivery: Number(row.deliveryPrice),
      total: Number(row.total),
      currency: row.currency,
    },
    items_count: itemsCount,
    image_urls: imageKeys.flatMap((key) => mediaUrl(key) ?? []),
    payment: {
      method: row.paymentMethod,
      state: row.paymentState,
      mismatch: mismatchOf(row),
    },
    refunded_total: Number(row.refundedTotal),
    delivery_method: row.deliveryMethod,
    promo_code: row.promoCode,
    customer: {
      user_id: row.userId,
      email: row.email,
      name: row.contactName,
      phone: row.contactPhone,
    },
  };
}

function lineOf(line: OrderLineRow, mediaUrl: MediaUrl): OrderDetail['lines'][number] {
  return {
    id: line.id,
    item_id: line.itemId,
    variant_id: line.variantId,
    name: line.name,
    brand: line.brand,
    sku: line.sku,
    size: line.size,
    color: line.color,
    image_url: mediaUrl(line.imageKey),
    price: Number(line.price),
    quantity: line.quantity,
    total: Number(centsToDecimal(toCents(line.price) * line.quantity)),
    discount: Number(line.discount),
  };
}

function deliveryOf(row: OrderRow): OrderDetail['delivery'] {
  return row.deliveryMethod === 'pickup'
    ? {
        method: 'pickup',
        price: Number(row.deliveryPrice),
        pickup_point: {
          id: row.pickupPointId ?? 0,
          name: row.pickupName ?? '',
          address: row.pickupAddress ?? '',
          hours: row.pickupHours,
        },
      }
    : {
        method: 'courier',
        price: Number(row.deliveryPrice),
        city: row.city ?? '',
        street: row.street ?? '',
        house: row.house ?? '',
        flat: row.flat,
      };
}

function paymentOf(row: OrderRow): OrderDetail['payment'] {
  const pending = row.paymentState === 'pending';
  return {
    method: row.paymentMethod,
    state: row.paymentState,
    pay_url: pending && row.status === 'new' ? row.payUrl : null,
    pay_before: pending ? (row.payBefore?.toISOString() ?? null) : null,
    paid_at: row.paidAt?.toISOString() ?? null,
    mismatch: mismatchOf(row),
  };
}

function refundableOf(viewer: Viewer, row: OrderRow, returns: OrderReturnWithLines[]) {
  const { total, delivery } = refundableCents(viewer, row, returns);
  return { total: total / 100, delivery: delivery / 100 };
}

/** The parcel's carrier, tracking number and the carrier's page for it, once it has one. */
function shipmentOf(row: OrderRow): OrderDetail['shipment'] {
  if (!row.trackingNumber) return null;
  const carrier = carrierSchema.catch('other').parse(row.carrier);
  return {
    carrier,
    tracking_number: row.trackingNumber,
    tracking_url: trackingUrl(carrier, row.trackingNumber),
  };
}

/** One order for a viewer: its lines, delivery, timeline, payment and what the viewer may do. */
export function detailOf(
  viewer: Viewer,
  row: OrderRow,
  lines: OrderLineRow[],
  events: OrderEventRow[],
  mediaUrl: MediaUrl,
  aftercare: OrderAftercare,
): OrderDetail {
  const { returns, deliveredAt, returnUntil } = aftercare;
  const staff = can(viewer, 'manage', { type: 'order', ownerId: row.userId });
  return {
    ...summaryOf(
      row,
      lines.reduce((n, l) => n + l.quantity, 0),
      lines.flatMap((l) => (l.imageKey ? [l.imageKey] : [])).slice(0, 4),
      mediaUrl,
    ),
    lines: lines.map((line) => lineOf(line, mediaUrl)),
    delivery: deliveryOf(row),
    comment: row.comment,
    timeline: events.map((event) => ({
      status: event.status,
      at: event.createdAt.toISOString(),
      by: event.actor,
      // Staff stay «the shop» to shoppers; the shop's staff see which of them it was.
      by_email: (staff && event.actor === 'admin' && event.actorEmail) || undefined,
      note: event.note,
    })),
    payment: paymentOf(row),
    can_cancel: canCancel(viewer, row),
    next_statuses: nextStatuses(viewer, row),
    returns: returns.map((r) => returnOf(r, lines)),
    // Nothing may be given back once the return period is over, so nothing is offered.
    refundable:
      returnUntil && returnUntil > new Date()
        ? refundableOf(viewer, row, returns)
        : { total: 0, delivery: 0 },
    returnable: returnableLines(viewer, row, lines, returns, returnUntil),
    return_until: returnUntil?.toISOString() ?? null,
    can_edit_delivery: canEditDelivery(viewer, row),
    undo_delivered_until:
      undoDeliveredUntil(viewer, row, deliveredAt, returns)?.toISOString() ?? null,
    shipment: shipmentOf(row),
    cash_received_at: row.cashReceivedAt?.toISOString() ?? null,
    can_record_cash: canRecordCash(viewer, row),
  };
}
