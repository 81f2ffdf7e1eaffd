import type { CartLine, OutfitCartResponse } from '@shop/contract';
import type { Db, DbOrTx } from '../../db/client';
import { AppError, notFound } from '../../lib/app-error';
import type { HistoryService } from '../history/history.service';
import type { MediaUrl } from '../media/media.service';
import type { CartLineRow, CartRepository, ItemVariantsRow } from './cart.repository';

/** An item as a size choice offers it: every variant, with its stock and price. */
export type ItemVariants = Omit<ItemVariantsRow, 'image_key' | 'variants'> & {
  image_url: string | null;
  variants: {
    id: number;
    size: string | null;
    color: string | null;
    stock: number;
    price: number;
  }[];
};

function toCartLine({ image_key, ...row }: CartLineRow, mediaUrl: MediaUrl): CartLine {
  return {
    ...row,
    image_url: mediaUrl(image_key),
    price: Number(row.price),
    compare_at_price: row.compare_at_price === null ? null : Number(row.compare_at_price),
  };
}

/** How long an add's Idempotency-Key is remembered: a day, as payment providers keep theirs. */
const REPEAT_WINDOW_SECONDS = 24 * 60 * 60;

/** The signed-in cart: every change answers the whole cart; quantities never exceed stock. */
export function createCartService({
  db,
  repo,
  history,
  mediaUrl,
}: {
  db: Db;
  repo: CartRepository;
  history: HistoryService;
  mediaUrl: MediaUrl;
}) {
  const lines = async (userId: number) =>
    (await repo.lines(userId, db)).map((row) => toCartLine(row, mediaUrl));

  return {
    lines,

    /** Adds `quantity`; a repeat of the add's Idempotency-Key answers the cart as it is. */
    async add(userId: number, variantId: number, quantity: number, key: string | null = null) {
      const repeat =
        key === null
          ? null
          : { key: `cart-add:${userId}:${key}`, windowSeconds: REPEAT_WINDOW_SECONDS };
      const variant = await repo.addOnce(userId, variantId, quantity, repeat, db);
      if (!variant) throw notFound('Variant');
      if (!variant.sold)
        throw new AppError('OUT_OF_STOCK', 409, 'This item is no longer sold', {
          reason: 'not_sold',
        });
      if (variant.stock <= 0)
        throw new AppError('OUT_OF_STOCK', 409, 'This variant is out of stock');
      return variant.lines.map((row) => toCartLine(row, mediaUrl));
    },

    async set(userId: number, variantId: number, quantity: number) {
      if (!(await repo.variantStock(variantId, db))) throw notFound('Variant');
      await db.transaction((tx) => repo.set(userId, variantId, quantity, tx));
      return lines(userId);
    },

    async remove(userId: number, variantId: number) {
      await repo.remove(userId, variantId, db);
      return lines(userId);
    },

    /**
     * Puts one of each item into the cart (its first variant in stock, quantity 1, capped at
     * stock) in one transaction; answers the cart, what was added and what could not be, and why.
     */
    async addItems(userId: number, itemIds: number[]): Promise<Omit<OutfitCartResponse, 'cart'>> {
      const outcome = await db.transaction(async (tx) => {
        const found = await repo.firstAvailableVariants(itemIds, tx);
        const byId = new Map(found.map((row) => [row.item_id, row]));
        const added: OutfitCartResponse['added'] = [];
        const skipped: OutfitCartResponse['skipped'] = [];
        for (const itemId of itemIds) {
          const row = byId.get(itemId);
          if (!row) continue;
          if (row.variant_id === null) {
            const reason = !row.sold
              ? 'not_sold'
              : row.has_variants
                ? 'out_of_stock'
                : 'no_variant';
            skipped.push({ item_id: itemId, name: row.name, reason });
            continue;
          }
          await repo.addCapped(userId, row.variant_id, 1, tx);
          await history.recordCartAdd(itemId, userId, tx);
          added.push({
            item_id: itemId,
            variant_id: row.variant_id,
            name: row.name,
            size: row.size,
          });
        }
        return { added, skipped };
      });
      return outcome;
    },

    /** These items with all their variants (sold-out ones too) and their main picture. */
    async itemVariants(itemIds: number[]): Promise<ItemVariants[]> {
      return (await repo.itemVariants(itemIds, db)).map(({ image_key, variants, ...row }) => ({
        ...row,
        image_url: mediaUrl(image_key),
        variants: variants.map((v) => ({ ...v, price: Number(v.price) })),
      }));
    },

    /**
     * Puts one of each chosen variant into the cart (quantity 1, capped at stock) in one
     * transaction; a variant sold out meanwhile is skipped as `out_of_stock`. The caller has
     * checked that each variant is one of its item's.
     */
    async addChosen(
      userId: number,
      lines: { itemId: number; variantId: number; name: string; size: string | null }[],
    ): Promise<Omit<OutfitCartResponse, 'cart'>> {
      return db.transaction(async (tx) => {
        const added: OutfitCartResponse['added'] = [];
        const skipped: OutfitCartResponse['skipped'] = [];
        for (const line of lines) {
          if (!(await repo.addCapped(userId, line.variantId, 1, tx))) {
            skipped.push({ item_id: line.itemId, name: line.name, reason: 'out_of_stock' });
            continue;
          }
          await history.recordCartAdd(line.itemId, userId, tx);
          added.push({
            item_id: line.itemId,
            variant_id: line.variantId,
            name: line.name,
            size: line.size,
          });
        }
        return { added, skipped };
      });
    },

    /** Removes the lines of these variants, inside the caller's transaction (an order placed). */
    removeOrdered: (userId: number, variantIds: number[], tx: DbOrTx) =>
      repo.removeMany(userId, variantIds, tx),

    async clear(userId: number) {
      await repo.clear(userId, db);
      return lines(userId);
    },

    async merge(userId: number, guestLines: { variant_id: number; quantity: number }[]) {
      // The guest cart joins the server cart: quantities added, capped at stock, unknown variants skipped.
      await db.transaction(async (tx) => {
        for (const line of guestLines)
          await repo.addCapped(userId, line.variant_id, line.quantity, tx);
      });
      return lines(userId);
    },
  };
}

export type CartService = ReturnType<typeof createCartService>;
