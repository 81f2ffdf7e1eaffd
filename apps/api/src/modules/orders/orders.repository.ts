import {
  and,
  type AnyColumn,
  asc,
  count,
  desc,
  eq,
  getTableColumns,
  gte,
  ilike,
  inArray,
  isNull,
  lt,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import {
  ORDER_STATUSES,
  type AdminOrderSort,
  type Category,
  type OrderStatus,
  type PaymentState,
  type SortOrder,
} from '@shop/contract';
import type { DbOrTx } from '../../db/client';
import { whereCan, type Actor } from '../../lib/access-policy';
import { orderEvents, orderLines, orders } from '../../db/schema/orders';
import { createOrderWorkRepository } from './order-work.repository';
import { users } from '../../db/schema/users';

export type OrderRow = typeof orders.$inferSelect;
export type NewOrder = Omit<typeof orders.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;
export type OrderLineRow = typeof orderLines.$inferSelect;
export type NewOrderLine = Omit<typeof orderLines.$inferInsert, 'id' | 'orderId'>;
/** A step of the timeline, with the email of the account that made it (while it exists). */
export type OrderEventRow = typeof orderEvents.$inferSelect & { actorEmail: string | null };
export type NewOrderEvent = Omit<typeof orderEvents.$inferInsert, 'id' | 'orderId' | 'createdAt'>;
/** An order as a list shows it: with its number of pieces and up to 4 pictures. */
/** A shopper's orders at a glance: how many, what the kept ones cost less refunds, the latest. */
export type CustomerTotals = {
  user_id: number;
  orders: number;
  spent: string;
  last_order_at: Date | string;
};

export type OrderListRow = OrderRow & { itemsCount: number; imageKeys: string[] };

/** What a compare-and-set update expects the order to still be (`null`: still empty). */
export type OrderExpected = {
  status?: OrderStatus;
  paymentState?: PaymentState;
  payUrl?: null;
  refundReference?: null;
};

export type OrderFilters = {
  /** Whose list it is, and whether it holds the orders listed for them or every one they may open. */
  viewer: Actor;
  shown: 'list' | 'view';
  q?: string;
  statuses?: OrderStatus[];
  paymentStates?: PaymentState[];
  /** Inclusive UTC days, YYYY-MM-DD. */
  dateFrom?: string;
  dateTo?: string;
  userId?: number;
  /** The list's order; newest first when left out. */
  sort?: AdminOrderSort;
  order?: SortOrder;
};

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

/** `orders`, `order_lines` and `order_events`: only the orders module writes them. */
export function createOrdersRepository() {
  // Drizzle writes `${orders.id}` unqualified in a one-table select, where inside these
  // subqueries it would mean the line's own id: the outer order is named explicitly.
  const orderId = sql.raw('"orders"."id"');
  const listColumns = {
    itemsCount: sql<number>`(select coalesce(sum(l.quantity), 0)::int from order_lines l where l.order_id = ${orderId})`,
    imageKeys: sql<
      string[]
    >`array(select l.image_key from order_lines l where l.order_id = ${orderId} and l.image_key is not null order by l.id limit 4)`,
  };

  function where(filters: OrderFilters): SQL | undefined {
    const parts: SQL[] = [whereCan(filters.viewer, filters.shown, 'order', 'orders')];
    if (filters.statuses?.length) parts.push(inArray(orders.status, filters.statuses));
    if (filters.paymentStates?.length)
      parts.push(inArray(orders.paymentState, filters.paymentStates));
    if (filters.userId) parts.push(eq(orders.userId, filters.userId));
    if (filters.dateFrom)
      parts.push(gte(orders.createdAt, new Date(`${filters.dateFrom}T00:00:00Z`)));
    if (filters.dateTo) {
      const next = new Date(`${filters.dateTo}T00:00:00Z`);
      next.setUTCDate(next.getUTCDate() + 1);
      parts.push(lt(orders.createdAt, next));
    }
    if (filters.q) {
      const q = filters.q.trim();
      const pattern = `%${escapeLike(q)}%`;
      const anyOf: SQL[] = [
        ilike(orders.email, pattern),
        ilike(orders.contactName, pattern),
        ilike(orders.contactPhone, `%${escapeLike(q.replace(/[\s()-]/g, ''))}%`),
      ];
      // «V-000123», «000123» and «123» all find order 123.
      const number = /^(?:v-?)?0*(\d{1,9})$/i.exec(q);
      if (number) anyOf.push(eq(orders.id, Number(number[1])));
      parts.push(or(...anyOf)!);
    }
    return and(...parts);
  }

  /** The list's order by a whitelisted column; the id breaks ties the same way. */
  function orderBy(filters: OrderFilters): SQL[] {
    const direction = filters.order === 'asc' ? asc : desc;
    const column: Record<AdminOrderSort, SQL | AnyColumn> = {
      created: orders.createdAt,
      total: orders.total,
      // The order's life: new, confirmed, shipped, delivered, then cancelled.
      status: sql`array_position(${sql.param([...ORDER_STATUSES])}::text[], ${orders.status}::text)`,
      customer: sql`lower(${orders.contactName})`,
    };
    return [direction(column[filters.sort ?? 'created']), direction(orders.id)];
  }

  return {
    ...createOrderWorkRepository(),

    async insert(values: NewOrder, tx: DbOrTx): Promise<OrderRow> {
      const [row] = await tx.insert(orders).values(values).returning();
      return row!;
    },

    async insertLines(orderId: number, lines: NewOrderLine[], tx: DbOrTx): Promise<void> {
      if (lines.length) await tx.insert(orderLines).values(lines.map((l) => ({ ...l, orderId })));
    },

    async insertEvent(orderId: number, event: NewOrderEvent, tx: DbOrTx): Promise<void> {
      await tx.insert(orderEvents).values({ ...event, orderId });
    },

    async update(id: number, values: Partial<NewOrder>, tx: DbOrTx): Promise<OrderRow> {
      const [row] = await tx
        .update(orders)
        .set({ ...values, updatedAt: sql`now()` })
        .where(eq(orders.id, id))
        .returning();
      return row!;
    },

    /**
     * Writes `values` only if the order is still as `expected`, in one statement: for answers
     * that came from outside while no lock was held. Nothing when the order changed meanwhile.
     */
    async compareAndSet(
      id: number,
      expected: OrderExpected,
      values: Partial<NewOrder>,
      ex: DbOrTx,
    ): Promise<OrderRow | undefined> {
      const conditions: SQL[] = [eq(orders.id, id)];
      if (expected.status) conditions.push(eq(orders.status, expected.status));
      if (expected.paymentState) conditions.push(eq(orders.paymentState, expected.paymentState));
      if (expected.payUrl === null) conditions.push(isNull(orders.payUrl));
      if (expected.refundReference === null) conditions.push(isNull(orders.refundReference));
      const [row] = await ex
        .update(orders)
        .set({ ...values, updatedAt: sql`now()` })
        .where(and(...conditions))
        .returning();
      return row;
    },

    async findByKey(userId: number, key: string, ex: DbOrTx): Promise<OrderRow | undefined> {
      const [row] = await ex
        .select()
        .from(orders)
        .where(and(eq(orders.userId, userId), eq(orders.idempotencyKey, key)));
      return row;
    },

    async get(id: number, ex: DbOrTx): Promise<OrderRow | undefined> {
      const [row] = await ex.select().from(orders).where(eq(orders.id, id));
      return row;
    },

    /** The order's row, locked until the caller's transaction ends. */
    async lock(id: number, tx: DbOrTx): Promise<OrderRow | undefined> {
      const [row] = await tx.select().from(orders).where(eq(orders.id, id)).for('update');
      return row;
    },

    async lockBySession(sessionId: string, tx: DbOrTx): Promise<OrderRow | undefined> {
      const [row] = await tx
        .select()
        .from(orders)
        .where(eq(orders.paymentSessionId, sessionId))
        .for('update');
      return row;
    },

    async lockByPaymentReference(reference: string, tx: DbOrTx): Promise<OrderRow | undefined> {
      const [row] = await tx
        .select()
        .from(orders)
        .where(eq(orders.paymentReference, reference))
        .for('update');
      return row;
    },

    async customerTotals(userIds: number[], ex: DbOrTx): Promise<CustomerTotals[]> {
      if (!userIds.length) return [];
      const result = await ex.execute<CustomerTotals>(sql`
        select o.user_id, count(*)::int as orders,
          coalesce(sum(o.total - o.refunded_total) filter (where o.status <> 'cancelled'), 0)::text as spent,
          max(o.created_at) as last_order_at
        from orders o
        where o.user_id = any(${sql.param(userIds)}::int[])
        group by o.user_id`);
      return result.rows;
    },

    /**
     * The sizes a user has ordered (orders not cancelled), with the category of the item each
     * line was, newest first; lines whose item is gone have no category and are left out.
     */
    async sizesBought(userId: number, limit: number, ex: DbOrTx) {
      const result = await ex.execute<{
        category: Category;
        size: string;
        quantity: number;
        ordered_at: Date;
      }>(sql`
        select i.category, l.size, l.quantity, o.created_at as ordered_at
        from orders o join order_lines l on l.order_id = o.id join items i on i.id = l.item_id
        where o.user_id = ${userId} and o.status <> 'cancelled' and l.size is not null
        order by o.created_at desc, l.id
        limit ${limit}`);
      return result.rows;
    },

    async lines(orderId: number, ex: DbOrTx): Promise<OrderLineRow[]> {
      return ex
        .select()
        .from(orderLines)
        .where(eq(orderLines.orderId, orderId))
        .orderBy(asc(orderLines.id));
    },

    async events(orderId: number, ex: DbOrTx): Promise<OrderEventRow[]> {
      return ex
        .select({ ...getTableColumns(orderEvents), actorEmail: users.email })
        .from(orderEvents)
        .leftJoin(users, eq(users.id, orderEvents.actorUserId))
        .where(eq(orderEvents.orderId, orderId))
        .orderBy(asc(orderEvents.id));
    },

    async page(
      filters: OrderFilters,
      offset: number,
      limit: number,
      ex: DbOrTx,
    ): Promise<{ rows: OrderListRow[]; total: number }> {
      const condition = where(filters);
      const [rows, [total]] = await Promise.all([
        ex
          .select({ order: orders, ...listColumns })
          .from(orders)
          .where(condition)
          .orderBy(...orderBy(filters))
          .offset(offset)
          .limit(limit),
        ex.select({ n: count() }).from(orders).where(condition),
      ]);
      return {
        rows: rows.map((r) => ({ ...r.order, itemsCount: r.itemsCount, imageKeys: r.imageKeys })),
        total: total?.n ?? 0,
      };
    },

    /** Online orders still waiting for their payment after `now`. */
    async overdueIds(now: Date, limit: number, ex: DbOrTx): Promise<number[]> {
      const rows = await ex
        .select({ id: orders.id })
        .from(orders)
        .where(and(eq(orders.paymentState, 'pending'), lt(orders.payBefore, now)))
        .orderBy(asc(orders.payBefore))
        .limit(limit);
      return rows.map((r) => r.id);
    },

    /** Cancelled paid orders whose refund was not made yet. */
    async refundDueIds(limit: number, ex: DbOrTx): Promise<number[]> {
      const rows = await ex
        .select({ id: orders.id })
        .from(orders)
        .where(
          and(eq(orders.paymentState, 'refund_pending'), sql`${orders.refundReference} is null`),
        )
        .orderBy(asc(orders.id))
        .limit(limit);
      return rows.map((r) => r.id);
    },
  };
}

export type OrdersRepository = ReturnType<typeof createOrdersRepository>;
