import { and, eq, sql } from 'drizzle-orm';
import { COLOR_NAMES, normaliseColorName, type Category } from '@shop/contract';
import type { DbOrTx } from '../../db/client';
import { wardrobeItems, wardrobeWears } from '../../db/schema';
import { whereCan, type Actor } from '../../lib/access-policy';

/** A piece as read: its own columns, its picture's key and its wear figures. */
export type WardrobeRow = {
  id: number;
  owner_id: number;
  source: 'order' | 'catalog' | 'photo';
  item_id: number | null;
  order_id: number | null;
  name: string | null;
  brand: string | null;
  /** The own cut-out's key, else the order line's picture, else the catalogue item's. */
  image_key: string | null;
  /** Whether `image_key` is the piece's own (private) picture. */
  own_image: boolean;
  slot: Category;
  kind: string | null;
  colors: string[];
  seasons: string[];
  size: string | null;
  price: string | null;
  acquired_on: string | null;
  times_worn: number;
  last_worn: string | null;
  created_at: Date | string;
};

export type NewWardrobeRow = typeof wardrobeItems.$inferInsert;
export type WardrobeChanges = Partial<
  Pick<
    NewWardrobeRow,
    'name' | 'brand' | 'slot' | 'kind' | 'colors' | 'seasons' | 'size' | 'price' | 'acquiredOn'
  >
>;
export type WardrobeWearRow = { date: string; wardrobe_item_id: number; outfit_id: number | null };

const pieceColumns = sql`
  w.id, w.owner_id, w.source, w.item_id, w.order_id, w.name, w.brand,
  coalesce(w.image_key, ol.image_key, i.image_key) as image_key,
  w.image_key is not null as own_image,
  w.slot, w.kind, w.colors, w.seasons, w.size, w.price::text as price,
  w.acquired_on::text as acquired_on,
  coalesce(wear.times, 0)::int as times_worn, wear.last::text as last_worn, w.created_at`;
const pieceFrom = sql`
  wardrobe_items w
  left join order_lines ol on ol.id = w.order_line_id
  left join items i on i.id = w.item_id
  left join lateral (select count(*) as times, max(x.worn_on) as last
                     from wardrobe_wears x where x.wardrobe_item_id = w.id) wear on true`;

/** The palette's names by their normalised spelling, as a table SQL can join («черный» → «чёрный»). */
const paletteTable = sql`(values ${sql.join(
  COLOR_NAMES.map((name) => sql`(${normaliseColorName(name)}, ${name})`),
  sql`, `,
)}) as p(key, name)`;
/** A colour written in a catalogue or an order line as the palette's name, or no colour. */
const paletteColors = (color: ReturnType<typeof sql>) =>
  sql`coalesce((select array[p.name] from ${paletteTable}
                where p.key = lower(replace(trim(coalesce(${color}, '')), 'ё', 'е'))), '{}'::text[])`;

/** The pieces of an order's lines not returned in full (refunded returns count). */
const keptLines = sql`ol.quantity > coalesce((
  select sum(rl.quantity) from order_return_lines rl join order_returns r on r.id = rl.return_id
  where rl.order_line_id = ol.id and r.state = 'refunded'), 0)`;

/** `wardrobe_items` and `wardrobe_wears`: only the wardrobe module writes them. */
export function createWardrobeRepository() {
  return {
    /** The pieces the viewer may see (their own), newest first; only one item's when asked. */
    async list(
      viewer: NonNullable<Actor>,
      ex: DbOrTx,
      only: { itemId?: number } = {},
    ): Promise<WardrobeRow[]> {
      const ofItem = only.itemId === undefined ? sql`` : sql`and w.item_id = ${only.itemId}`;
      const result = await ex.execute<WardrobeRow>(sql`
        select ${pieceColumns} from ${pieceFrom}
        where ${whereCan(viewer, 'view', 'wardrobe_item', 'w')} ${ofItem}
        order by w.created_at desc, w.id desc`);
      return result.rows;
    },

    /** The viewer's pieces per slot and the sum of their prices, without reading the pieces. */
    async totals(viewer: NonNullable<Actor>, ex: DbOrTx) {
      const result = await ex.execute<{
        slot: Category;
        n: number;
        dresses: number;
        value: string | null;
      }>(sql`
        select w.slot, count(*)::int as n, count(*) filter (where w.kind = 'dress')::int as dresses,
          sum(w.price)::text as value
        from wardrobe_items w
        where ${whereCan(viewer, 'view', 'wardrobe_item', 'w')}
        group by w.slot`);
      return result.rows;
    },

    /** One piece if the viewer may see it. */
    async find(viewer: NonNullable<Actor>, id: number, ex: DbOrTx) {
      const result = await ex.execute<WardrobeRow>(sql`
        select ${pieceColumns} from ${pieceFrom}
        where w.id = ${id} and ${whereCan(viewer, 'view', 'wardrobe_item', 'w')}`);
      return result.rows[0];
    },

    async lock(id: number, ex: DbOrTx) {
      const [row] = await ex
        .select({
          id: wardrobeItems.id,
          ownerId: wardrobeItems.ownerId,
          source: wardrobeItems.source,
          imageKey: wardrobeItems.imageKey,
          acquiredOn: wardrobeItems.acquiredOn,
        })
        .from(wardrobeItems)
        .where(eq(wardrobeItems.id, id))
        .for('update');
      return row;
    },

    async count(ownerId: number, ex: DbOrTx): Promise<number> {
      const [row] = await ex
        .select({ n: sql<number>`count(*)::int` })
        .from(wardrobeItems)
        .where(eq(wardrobeItems.ownerId, ownerId));
      return row?.n ?? 0;
    },

    /** The owner's piece of this catalogue item, however it came (bought or marked), if any. */
    async findOfItem(ownerId: number, itemId: number, ex: DbOrTx) {
      const [row] = await ex
        .select({ id: wardrobeItems.id })
        .from(wardrobeItems)
        .where(and(eq(wardrobeItems.ownerId, ownerId), eq(wardrobeItems.itemId, itemId)))
        .orderBy(wardrobeItems.id)
        .limit(1);
      return row?.id;
    },

    async findByIdempotencyKey(ownerId: number, key: string, ex: DbOrTx) {
      const [row] = await ex
        .select({ id: wardrobeItems.id, requestHash: wardrobeItems.requestHash })
        .from(wardrobeItems)
        .where(and(eq(wardrobeItems.ownerId, ownerId), eq(wardrobeItems.idempotencyKey, key)));
      return row;
    },

    async insert(values: NewWardrobeRow, ex: DbOrTx): Promise<number> {
      const [row] = await ex
        .insert(wardrobeItems)
        .values(values)
        .returning({ id: wardrobeItems.id });
      return row!.id;
    },

    async update(id: number, changes: WardrobeChanges, ex: DbOrTx): Promise<void> {
      await ex
        .update(wardrobeItems)
        .set({ ...changes, updatedAt: new Date() })
        .where(eq(wardrobeItems.id, id));
    },

    /** Deletes a piece (its wears go with it); answers its own picture's key, if any. */
    async delete(id: number, ex: DbOrTx): Promise<string | null> {
      const [row] = await ex
        .delete(wardrobeItems)
        .where(eq(wardrobeItems.id, id))
        .returning({ imageKey: wardrobeItems.imageKey });
      return row?.imageKey ?? null;
    },

    /**
     * Every line of a delivered order not returned in full joins its shopper's wardrobe, once: the
     * line's size, colour (as the palette names it), price paid and the day. Answers how many came.
     */
    async addOrderLines(
      orderId: number,
      delivered: { day: string; at: Date },
      ex: DbOrTx,
    ): Promise<number> {
      const result = await ex.execute(sql`
        insert into wardrobe_items (owner_id, source, item_id, variant_id, order_id, order_line_id,
          name, brand, slot, colors, size, price, acquired_on, created_at, updated_at)
        select o.user_id, 'order', ol.item_id, ol.variant_id, o.id, ol.id, ol.name,
          nullif(ol.brand, ''), i.category, ${paletteColors(sql`coalesce(ol.color, i.color)`)},
          ol.size, ol.price, ${delivered.day}::date, ${delivered.at.toISOString()}::timestamptz,
          ${delivered.at.toISOString()}::timestamptz
        from orders o
        join order_lines ol on ol.order_id = o.id
        join items i on i.id = ol.item_id
        where o.id = ${orderId} and o.user_id is not null and ${keptLines}
        on conflict do nothing`);
      return result.rowCount ?? 0;
    },

    /**
     * The pieces of an order that are no longer the shopper's: lines returned in full, or every
     * line when `all` (a delivery taken back). Answers how many left.
     */
    async removeOrderLines(orderId: number, all: boolean, ex: DbOrTx): Promise<number> {
      const result = await ex.execute(sql`
        delete from wardrobe_items w using order_lines ol
        where w.order_line_id = ol.id and ol.order_id = ${orderId} and w.source = 'order'
          and (${all} or not (${keptLines}))`);
      return result.rowCount ?? 0;
    },

    /** Worn on this day (once per day: a second mark changes nothing). */
    async addWear(
      wear: { pieceId: number; ownerId: number; day: string; outfitId: number | null },
      ex: DbOrTx,
    ): Promise<void> {
      await ex
        .insert(wardrobeWears)
        .values({
          wardrobeItemId: wear.pieceId,
          ownerId: wear.ownerId,
          wornOn: wear.day,
          outfitId: wear.outfitId,
        })
        .onConflictDoNothing();
    },

    async removeWear(pieceId: number, day: string, ex: DbOrTx): Promise<void> {
      await ex
        .delete(wardrobeWears)
        .where(and(eq(wardrobeWears.wardrobeItemId, pieceId), eq(wardrobeWears.wornOn, day)));
    },

    /** The owner's wears from `from` to `to` (both included), by day. */
    async wears(ownerId: number, from: string, to: string, ex: DbOrTx) {
      const result = await ex.execute<WardrobeWearRow>(sql`
        select worn_on::text as date, wardrobe_item_id, outfit_id from wardrobe_wears
        where owner_id = ${ownerId} and worn_on between ${from}::date and ${to}::date
        order by worn_on, wardrobe_item_id`);
      return result.rows;
    },

    /** How many wears the owner logged from `from` on. */
    async wearCountSince(ownerId: number, from: string, ex: DbOrTx): Promise<number> {
      const result = await ex.execute<{ n: number }>(sql`
        select count(*)::int as n from wardrobe_wears
        where owner_id = ${ownerId} and worn_on >= ${from}::date`);
      return result.rows[0]?.n ?? 0;
    },
  };
}

export type WardrobeRepository = ReturnType<typeof createWardrobeRepository>;
