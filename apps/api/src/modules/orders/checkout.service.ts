import type {
  CheckoutOptions,
  CheckoutSettings,
  checkoutSettingsUpdateSchema,
  DeliveryRules,
  PaymentMethod,
  PickupPoint,
} from '@shop/contract';
import type { z } from 'zod';
import type { AppConfig } from '../../config/env';
import type { Db, DbOrTx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { changesOf, recordAudit } from '../audit/audit.service';
import type { CheckoutRepository, PickupPointRow } from './checkout.repository';
import { centsToDecimal, toCents } from './money';

export type CheckoutSettingsUpdate = z.output<typeof checkoutSettingsUpdateSchema>;

function toPickupPoint(row: PickupPointRow): PickupPoint {
  return { id: row.id, name: row.name, address: row.address, hours: row.hours };
}

/**
 * What checkout offers (orders module): pickup points and delivery prices an admin keeps in
 * settings (the DELIVERY_* settings until they do), and the payment methods — online only when
 * a payment provider is configured.
 */
export function createCheckoutService({
  db,
  repo,
  config,
  onlinePayment,
}: {
  db: Db;
  repo: CheckoutRepository;
  config: AppConfig;
  onlinePayment: boolean;
}) {
  async function rules(ex: DbOrTx): Promise<DeliveryRules> {
    const row = await repo.settings(ex);
    if (row)
      return {
        courier_price: Number(row.courierPrice),
        free_above: row.freeAbove === null ? null : Number(row.freeAbove),
      };
    return {
      courier_price: config.DELIVERY_COURIER_PRICE,
      free_above: config.DELIVERY_FREE_ABOVE ?? null,
    };
  }

  const paymentMethods = (): PaymentMethod[] =>
    onlinePayment ? ['cash_on_delivery', 'online'] : ['cash_on_delivery'];

  async function settings(): Promise<CheckoutSettings> {
    const [points, delivery] = await Promise.all([repo.activePickupPoints(db), rules(db)]);
    return { pickup_points: points.map(toPickupPoint), delivery };
  }

  return {
    rules,
    paymentMethods,
    settings,

    async options(): Promise<CheckoutOptions> {
      const [points, delivery] = await Promise.all([repo.activePickupPoints(db), rules(db)]);
      return {
        currency: config.STORE_CURRENCY,
        pickup_points: points.map(toPickupPoint),
        delivery,
        payment_methods: paymentMethods(),
        payment_timeout_minutes: config.ORDER_PAYMENT_TIMEOUT_MINUTES,
      };
    },

    /** The point an order is placed for; 409 PICKUP_POINT_UNAVAILABLE when it is no longer offered. */
    async pickupPoint(id: number, tx: DbOrTx): Promise<PickupPointRow> {
      const row = await repo.activePickupPoint(id, tx);
      if (!row) {
        const message = `Pickup point ${id} is no longer offered`;
        throw new AppError('PICKUP_POINT_UNAVAILABLE', 409, message, {
          fields: [{ path: 'delivery.pickup_point_id', message }],
          pickup_point_id: id,
        });
      }
      return row;
    },

    async saveSettings(adminId: number, input: CheckoutSettingsUpdate): Promise<CheckoutSettings> {
      await db.transaction(async (tx) => {
        const [points, delivery] = [await repo.activePickupPoints(tx), await rules(tx)];
        const unknown = await repo.savePickupPoints(input.pickup_points, tx);
        if (unknown.length)
          throw new AppError('NOT_FOUND', 404, `Pickup point ${unknown[0]} not found`);
        await repo.saveSettings(
          {
            courierPrice: centsToDecimal(toCents(input.delivery.courier_price)),
            freeAbove:
              input.delivery.free_above === null
                ? null
                : centsToDecimal(toCents(input.delivery.free_above)),
            updatedBy: adminId,
          },
          tx,
        );
        const pickup = (list: { name: string; address: string }[]) =>
          list.map((p) => `${p.name}, ${p.address}`);
        await recordAudit(tx, {
          actorId: adminId,
          action: 'settings.delivery',
          entity: 'settings',
          changes: {
            ...changesOf(delivery, input.delivery),
            pickup_points: [pickup(points), pickup(input.pickup_points)],
          },
        });
      });
      return settings();
    },
  };
}

export type CheckoutService = ReturnType<typeof createCheckoutService>;
