import { z } from 'zod';
import { ORDER_STATUS_LABELS_RU, type DeliveryMethod, type OrderStatus } from './order-terms';

/*
 * A parcel's carrier and tracking number, given when an order is marked «Отправлен»
 * (decision 091). The carriers the shop knows link the number to their tracking page; any other
 * is `other`, whose number is shown without a link.
 */

export const CARRIERS = ['kazpost', 'cdek', 'dhl', 'other'] as const;
export const carrierSchema = z.enum(CARRIERS);
export type Carrier = z.infer<typeof carrierSchema>;

export const CARRIER_LABELS_RU = {
  kazpost: 'Казпочта',
  cdek: 'СДЭК',
  dhl: 'DHL',
  other: 'Другая служба',
} as const satisfies Record<Carrier, string>;

/** Each known carrier's tracking page, with `{number}` where the tracking number goes. */
const TRACKING_PAGES: Record<Carrier, string | null> = {
  kazpost: 'https://post.kz/mail-app/info/{number}',
  cdek: 'https://www.cdek.kz/ru/tracking?order_id={number}',
  dhl: 'https://www.dhl.com/kz-ru/home/tracking.html?tracking-id={number}',
  other: null,
};

/** The carrier's page for this tracking number; null for a carrier without one. */
export function trackingUrl(carrier: Carrier, trackingNumber: string): string | null {
  const page = TRACKING_PAGES[carrier];
  return page ? page.replace('{number}', encodeURIComponent(trackingNumber)) : null;
}

export const TRACKING_NUMBER_MIN = 4;
export const TRACKING_NUMBER_MAX = 40;

/**
 * A tracking number as carriers print them: Latin letters, digits and hyphens, 4 to 40 of them.
 * Spaces a person copies along are dropped and letters upper-cased («rr 123 456 785 kz» is
 * RR123456785KZ), so the number in the link is the one the carrier knows.
 */
export const trackingNumberSchema = z
  .string()
  .transform((value) => value.replace(/\s+/g, '').toUpperCase())
  .pipe(
    z
      .string()
      .min(TRACKING_NUMBER_MIN, 'Трек-номер слишком короткий')
      .max(TRACKING_NUMBER_MAX, 'Трек-номер слишком длинный')
      .regex(/^[A-Z0-9-]+$/, 'Трек-номер — латинские буквы, цифры и дефис'),
  );

/** A shipped order's parcel as the order pages show it; null while it has none. */
export const orderShipmentSchema = z.object({
  carrier: carrierSchema,
  tracking_number: z.string(),
  /** The carrier's tracking page for the number; null for a carrier without one. */
  tracking_url: z.string().nullable(),
});
export type OrderShipment = z.infer<typeof orderShipmentSchema>;

/**
 * The words of a pickup order's steps: «shipped» is ready to be collected and «delivered» is
 * handed over. The statuses stay the same; only what the shopper and staff read changes.
 */
export const PICKUP_STATUS_LABELS_RU = {
  shipped: 'Готов к выдаче',
  delivered: 'Выдан',
} as const;

/** A status's Russian word for an order delivered this way (a pickup's steps read as above). */
export function orderStatusLabelRu(status: OrderStatus, deliveryMethod: DeliveryMethod): string {
  if (deliveryMethod === 'pickup' && (status === 'shipped' || status === 'delivered'))
    return PICKUP_STATUS_LABELS_RU[status];
  return ORDER_STATUS_LABELS_RU[status];
}
