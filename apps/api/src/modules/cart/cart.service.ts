import type { CartLine } from '@shop/contract';
import type { Db } from '../../db/client';
import { AppError, notFound } from '../../lib/app-error';
import type { HistoryService } from '../history/history.service';
import type { MediaUrl } from '../media/media.service';
import type { CartLineRow, CartRepository } from './cart.repository';

function toCartLine({ image_key, ...row }: CartLineRow, mediaUrl: MediaUrl): CartLine {
  return { ...row, image_url: mediaUrl(image_key), price: Number(row.price) };
}

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
    (await repo.lines(userId)).map((row) => toCartLine(row, mediaUrl));

  return {
    lines,

    async add(userId: number, variantId: number, quantity: number) {
      const variant = await repo.variantStock(variantId);
      if (!variant) throw notFound('Variant');
      if (variant.stock <= 0)
        throw new AppError('OUT_OF_STOCK', 409, 'This variant is out of stock');
      await db.transaction(async (tx) => {
        await repo.addCapped(userId, variantId, quantity, tx);
        await history.recordCartAdd(variant.itemId, userId, tx);
      });
      return lines(userId);
    },

    async set(userId: number, variantId: number, quantity: number) {
      if (!(await repo.variantStock(variantId))) throw notFound('Variant');
      await db.transaction((tx) => repo.set(userId, variantId, quantity, tx));
      return lines(userId);
    },

    async remove(userId: number, variantId: number) {
      await repo.remove(userId, variantId);
      return lines(userId);
    },

    async clear(userId: number) {
      await repo.clear(userId);
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
