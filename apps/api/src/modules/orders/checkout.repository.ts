import { and, asc, eq, notInArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { checkoutSettings, pickupPoints } from '../../db/schema/orders';

export type PickupPointRow = typeof pickupPoints.$inferSelect;
export type SettingsRow = typeof checkoutSettings.$inferSelect;
export type PickupPointInput = { id?: number; name: string; address: string; hours: string | null };

/** `pickup_points` and `checkout_settings` (orders module). */
/** Holds no pool of its own: every method runs on the executor its caller gives. */
export function createCheckoutRepository() {
  return {
    async activePickupPoints(ex: DbOrTx): Promise<PickupPointRow[]> {
      return ex
        .select()
        .from(pickupPoints)
        .where(eq(pickupPoints.isActive, true))
        .orderBy(asc(pickupPoints.position), asc(pickupPoints.id));
    },

    async activePickupPoint(id: number, ex: DbOrTx): Promise<PickupPointRow | undefined> {
      const [row] = await ex
        .select()
        .from(pickupPoints)
        .where(and(eq(pickupPoints.id, id), eq(pickupPoints.isActive, true)));
      return row;
    },

    async settings(ex: DbOrTx): Promise<SettingsRow | undefined> {
      const [row] = await ex.select().from(checkoutSettings).where(eq(checkoutSettings.id, 1));
      return row;
    },

    async saveSettings(
      values: { courierPrice: string; freeAbove: string | null; updatedBy: number },
      tx: DbOrTx,
    ): Promise<void> {
      await tx
        .insert(checkoutSettings)
        .values({ id: 1, ...values })
        .onConflictDoUpdate({
          target: checkoutSettings.id,
          set: { ...values, updatedAt: sql`now()` },
        });
    },

    /**
     * Saves the whole list: points with an id are updated in place, the others added; points
     * missing from the list are no longer offered (orders that name them keep their snapshot).
     * Answers the ids of the given points that do not exist.
     */
    async savePickupPoints(points: PickupPointInput[], tx: DbOrTx): Promise<number[]> {
      const keptIds = points.flatMap((p) => (p.id === undefined ? [] : [p.id]));
      const existing = keptIds.length
        ? await tx.select({ id: pickupPoints.id }).from(pickupPoints)
        : [];
      const known = new Set(existing.map((r) => r.id));
      const unknown = keptIds.filter((id) => !known.has(id));
      if (unknown.length) return unknown;
      await tx
        .update(pickupPoints)
        .set({ isActive: false, updatedAt: sql`now()` })
        .where(
          keptIds.length
            ? and(eq(pickupPoints.isActive, true), notInArray(pickupPoints.id, keptIds))
            : eq(pickupPoints.isActive, true),
        );
      for (const [position, point] of points.entries()) {
        const values = {
          name: point.name,
          address: point.address,
          hours: point.hours,
          position,
          isActive: true,
        };
        if (point.id === undefined) await tx.insert(pickupPoints).values(values);
        else
          await tx
            .update(pickupPoints)
            .set({ ...values, updatedAt: sql`now()` })
            .where(eq(pickupPoints.id, point.id));
      }
      return [];
    },
  };
}

export type CheckoutRepository = ReturnType<typeof createCheckoutRepository>;
