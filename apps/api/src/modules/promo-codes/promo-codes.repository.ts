import { and, desc, eq, ne, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { orders, promoCodes } from '../../db/schema/orders';

export type PromoCodeRow = typeof promoCodes.$inferSelect;
export type NewPromoCode = typeof promoCodes.$inferInsert;

/** `promo_codes` (promo-codes module); reads `orders` only to tell whether a customer used a code. */
/** Holds no pool of its own: every method runs on the executor its caller gives. */
export function createPromoCodesRepository() {
  return {
    async list(ex: DbOrTx): Promise<PromoCodeRow[]> {
      return ex.select().from(promoCodes).orderBy(desc(promoCodes.id));
    },

    async get(id: number, ex: DbOrTx): Promise<PromoCodeRow | undefined> {
      const [row] = await ex.select().from(promoCodes).where(eq(promoCodes.id, id));
      return row;
    },

    async insert(values: NewPromoCode, ex: DbOrTx): Promise<PromoCodeRow> {
      const [row] = await ex.insert(promoCodes).values(values).returning();
      return row!;
    },

    async update(id: number, values: Partial<NewPromoCode>, ex: DbOrTx) {
      const [row] = await ex
        .update(promoCodes)
        .set({ ...values, updatedAt: sql`now()` })
        .where(eq(promoCodes.id, id))
        .returning();
      return row;
    },

    /** The code's row, held until the transaction ends, so its uses are counted one at a time. */
    async lockByCode(code: string, ex: DbOrTx): Promise<PromoCodeRow | undefined> {
      const [row] = await ex
        .select()
        .from(promoCodes)
        .where(eq(promoCodes.code, code))
        .for('update');
      return row;
    },

    async findByCode(code: string, ex: DbOrTx): Promise<PromoCodeRow | undefined> {
      const [row] = await ex.select().from(promoCodes).where(eq(promoCodes.code, code));
      return row;
    },

    /** Adds `delta` uses (−1: a cancelled order gives its use back, never below 0). */
    async addUses(id: number, delta: number, ex: DbOrTx): Promise<void> {
      await ex
        .update(promoCodes)
        .set({ usedCount: sql`greatest(0, ${promoCodes.usedCount} + ${delta})` })
        .where(eq(promoCodes.id, id));
    },

    /** Whether this account or email has an order with the code that was not cancelled. */
    async usedBy(id: number, who: { userId: number; email: string }, ex: DbOrTx) {
      const [row] = await ex
        .select({ id: orders.id })
        .from(orders)
        .where(
          and(
            eq(orders.promoCodeId, id),
            ne(orders.status, 'cancelled'),
            or(eq(orders.userId, who.userId), sql`lower(${orders.email}) = lower(${who.email})`),
          ),
        )
        .limit(1);
      return row !== undefined;
    },
  };
}

export type PromoCodesRepository = ReturnType<typeof createPromoCodesRepository>;
