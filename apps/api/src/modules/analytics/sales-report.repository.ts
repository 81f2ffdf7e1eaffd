import { sql, type SQL } from 'drizzle-orm';
import type { Category, SalesReportGroup } from '@shop/contract';
import type { DbOrTx } from '../../db/client';

/** The period asked: days of `timeZone`, both ends included, cut into `group`s. */
export type SalesWindow = {
  from: string;
  to: string;
  group: SalesReportGroup;
  timeZone: string;
};

/** Sums as PostgreSQL answers them (numeric as text); the service turns them into numbers. */
export type SalesBucketRow = {
  start: string;
  end: string;
  gross: string;
  discounts: string;
  refunds: string;
  delivery: string;
  orders: number;
  units: number;
  units_returned: number;
};
export type SalesItemRow = {
  item_id: number | null;
  name: string;
  brand: string;
  units: number;
  net: string;
};
export type SalesCategoryRow = { category: Category | null; units: number; net: string };

/**
 * The money's movements, each at the moment it moved (a read model over the orders module's
 * tables). A sale is an order whose money came in: an online order the provider confirmed as
 * paid (at `paid_at`; a payment whose amount differs waits for an admin and is not one), or a
 * cash-on-delivery order delivered or whose cash was recorded (at the cash's record, else at its
 * delivery). Money goes back by a settled return (at the return), or outside returns: a paid
 * order cancelled and refunded whole, or a refund recorded on the order alone (at the
 * cancellation, else at the order's last change). An unpaid order, cancelled or not, never moves.
 */
const MOVES = sql`
  counted as (
    select o.id, o.status, o.payment_state, o.total, o.items_total, o.discount_total,
      o.delivery_price, o.refunded_total, o.updated_at,
      case when o.payment_method = 'online' then o.paid_at
        else coalesce(o.cash_received_at, (select max(e.created_at) from order_events e
          where e.order_id = o.id and e.status = 'delivered')) end as sold_at
    from orders o
    where (o.payment_method = 'online' and o.paid_at is not null
        and o.payment_state not in ('pending', 'cancelled', 'amount_mismatch'))
      or (o.payment_method = 'cash_on_delivery'
        and (o.status = 'delivered' or o.cash_received_at is not null))
  ),
  returned as (
    select r.id, r.order_id, r.created_at as at, r.amount,
      case when r.includes_delivery then least(r.amount, c.delivery_price) else 0 end as delivery_part
    from order_returns r join counted c on c.id = r.order_id
    where r.state = 'refunded'
  ),
  other_refund as (
    select x.id as order_id, x.at, x.amount,
      case when x.status = 'cancelled' then least(x.delivery_price, x.amount) else 0 end as delivery_part
    from (
      select c.id, c.status, c.delivery_price,
        coalesce((select max(e.created_at) from order_events e
          where e.order_id = c.id and e.status = 'cancelled'), c.updated_at) as at,
        greatest(case when c.status = 'cancelled' and c.payment_state = 'refunded'
            then greatest(c.total, c.refunded_total) else c.refunded_total end
          - coalesce((select sum(r.amount) from returned r where r.order_id = c.id), 0), 0) as amount
      from counted c
    ) x
    where x.amount > 0
  )`;

/** Where a moment falls: its day, week or month in the shop's time zone. */
const bucketOf = (at: SQL, w: SalesWindow) =>
  sql`date_trunc(${w.group}::text, ${at} at time zone ${w.timeZone}::text)::date`;
const inWindow = (
  at: SQL,
  w: SalesWindow,
) => sql`${at} >= (${w.from}::date::timestamp at time zone ${w.timeZone}::text)
  and ${at} < ((${w.to}::date + 1)::timestamp at time zone ${w.timeZone}::text)`;

/**
 * Each order line's share of the goods' money that went back, by the worth of what was given
 * back (a return's lines; every line of an order refunded whole), so the shares add up to it.
 */
const LINE_MOVES = sql`
  line_moves as (
    select c.sold_at as at, l.item_id, l.name, l.brand, l.quantity as units,
      l.price * l.quantity - l.discount as net
    from counted c join order_lines l on l.order_id = c.id
    union all
    select r.at, l.item_id, l.name, l.brand, -rl.quantity,
      -(r.amount - r.delivery_part) * (rl.quantity * (l.price - l.discount / l.quantity))
        / nullif(sum(rl.quantity * (l.price - l.discount / l.quantity)) over (partition by r.id), 0)
    from returned r
      join order_return_lines rl on rl.return_id = r.id
      join order_lines l on l.id = rl.order_line_id
    union all
    select o.at, l.item_id, l.name, l.brand, -l.quantity,
      -(o.amount - o.delivery_part) * (l.price * l.quantity - l.discount)
        / nullif(sum(l.price * l.quantity - l.discount) over (partition by o.order_id), 0)
    from other_refund o
      join counted c on c.id = o.order_id and c.status = 'cancelled'
      join order_lines l on l.order_id = o.order_id
  )`;

export function createSalesReportRepository() {
  const rows = async <T extends Record<string, unknown>>(query: SQL, ex: DbOrTx) =>
    (await ex.execute<T>(query)).rows;

  return {
    /** The period's figures per day, week or month, every one of them, oldest first. */
    async buckets(w: SalesWindow, ex: DbOrTx): Promise<SalesBucketRow[]> {
      return rows<SalesBucketRow>(
        sql`with ${MOVES},
          moves as (
            select c.sold_at as at, c.items_total as gross, c.discount_total as discounts,
              0::numeric as refunds, c.delivery_price as delivery, 1 as orders,
              (select coalesce(sum(l.quantity), 0) from order_lines l where l.order_id = c.id) as units,
              0::bigint as units_returned
            from counted c
            union all
            select r.at, 0, 0, r.amount - r.delivery_part, -r.delivery_part, 0, 0,
              (select coalesce(sum(rl.quantity), 0) from order_return_lines rl where rl.return_id = r.id)
            from returned r
            union all
            select o.at, 0, 0, o.amount - o.delivery_part, -o.delivery_part, 0, 0,
              case when c.status = 'cancelled' then
                (select coalesce(sum(l.quantity), 0) from order_lines l where l.order_id = c.id)
              else 0 end
            from other_refund o join counted c on c.id = o.order_id
          ),
          sums as (
            select ${bucketOf(sql`m.at`, w)} as bucket,
              sum(m.gross) as gross, sum(m.discounts) as discounts, sum(m.refunds) as refunds,
              sum(m.delivery) as delivery, sum(m.orders)::int as orders, sum(m.units)::int as units,
              sum(m.units_returned)::int as units_returned
            from moves m where ${inWindow(sql`m.at`, w)}
            group by 1
          )
        select to_char(greatest(b.bucket, ${w.from}::date), 'YYYY-MM-DD') as start,
          to_char(least((b.bucket + ('1 ' || ${w.group})::interval - interval '1 day')::date, ${w.to}::date), 'YYYY-MM-DD') as "end",
          coalesce(s.gross, 0) as gross, coalesce(s.discounts, 0) as discounts,
          coalesce(s.refunds, 0) as refunds, coalesce(s.delivery, 0) as delivery,
          coalesce(s.orders, 0) as orders, coalesce(s.units, 0) as units,
          coalesce(s.units_returned, 0) as units_returned
        from generate_series(date_trunc(${w.group}::text, ${w.from}::date::timestamp),
          ${w.to}::date::timestamp, ('1 ' || ${w.group})::interval) as g(day)
          cross join lateral (select g.day::date as bucket) b
          left join sums s on s.bucket = b.bucket
        order by b.bucket`,
        ex,
      );
    },

    /** The best-selling items of the period by net revenue (lines of a deleted item by name). */
    async topItems(w: SalesWindow, limit: number, ex: DbOrTx): Promise<SalesItemRow[]> {
      return rows<SalesItemRow>(
        sql`with ${MOVES}, ${LINE_MOVES}
        select m.item_id, coalesce(max(i.name), max(m.name)) as name,
          coalesce(max(i.brand), max(m.brand)) as brand,
          sum(m.units)::int as units, round(sum(m.net), 2) as net
        from line_moves m left join items i on i.id = m.item_id
        where ${inWindow(sql`m.at`, w)}
        group by m.item_id, case when m.item_id is null then m.name end
        order by net desc, units desc, name
        limit ${limit}`,
        ex,
      );
    },

    /** The categories of the period by net revenue. */
    async topCategories(w: SalesWindow, limit: number, ex: DbOrTx): Promise<SalesCategoryRow[]> {
      return rows<SalesCategoryRow>(
        sql`with ${MOVES}, ${LINE_MOVES}
        select i.category, sum(m.units)::int as units, round(sum(m.net), 2) as net
        from line_moves m left join items i on i.id = m.item_id
        where ${inWindow(sql`m.at`, w)}
        group by i.category
        order by net desc, units desc, i.category
        limit ${limit}`,
        ex,
      );
    },
  };
}

export type SalesReportRepository = ReturnType<typeof createSalesReportRepository>;
