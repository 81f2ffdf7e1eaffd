import type { OrderDeliveryUpdateParsed, OrderDetail } from '@shop/contract';
import { assertCan } from '../../lib/access-policy';
import { AppError } from '../../lib/app-error';
import { canEditDelivery, visible, type Viewer } from './order-policy';
import type { OrdersContext } from './orders.context';
import type { NewOrder } from './orders.repository';

type EditDeliveryDeps = Pick<OrdersContext, 'db' | 'repo' | 'checkout' | 'detail'>;

/**
 * Staff change the recipient and the address while the parcel has not left. The delivery method
 * stays the order's own: its price was part of what the shopper paid.
 */
export function createEditDelivery({ db, repo, checkout, detail }: EditDeliveryDeps) {
  return {
    /** PUT /api/orders/{id}/delivery. */
    async editDelivery(
      viewer: Viewer,
      id: number,
      input: OrderDeliveryUpdateParsed,
    ): Promise<OrderDetail> {
      const row = await db.transaction(async (tx) => {
        const current = visible(viewer, await repo.lock(id, tx));
        assertCan(viewer, 'manage', { type: 'order', ownerId: current.userId });
        if (!canEditDelivery(viewer, current))
          throw new AppError(
            'ORDER_STATUS_CONFLICT',
            409,
            `The address of a ${current.status} order cannot change`,
            { reason: 'delivery_locked', status: current.status },
          );
        if (input.delivery.method !== current.deliveryMethod)
          throw new AppError('ORDER_STATUS_CONFLICT', 409, 'The delivery method cannot change', {
            reason: 'delivery_method_fixed',
            status: current.status,
          });
        const changes: Partial<NewOrder> = {
          contactName: input.contact.name,
          contactPhone: input.contact.phone,
        };
        if (input.delivery.method === 'courier') {
          Object.assign(changes, {
            city: input.delivery.city,
            street: input.delivery.street,
            house: input.delivery.house,
            flat: input.delivery.flat,
          });
        } else {
          const point = await checkout.pickupPoint(input.delivery.pickup_point_id, tx);
          Object.assign(changes, {
            pickupPointId: point.id,
            pickupName: point.name,
            pickupAddress: point.address,
            pickupHours: point.hours,
          });
        }
        return repo.update(id, changes, tx);
      });
      return detail(viewer, row, db);
    },
  };
}
