import type { CartLine } from '@shop/contract';
import { AppError, notFound } from '../../lib/app-error';
import type { CartLineRow, CartRepository } from './cart.repository';

function toCartLine(row: CartLineRow): CartLine {
  return { ...row, price: Number(row.price) };
}

/** The signed-in cart (000 §4–5): every change answers the whole cart; quantities never exceed stock. */
export function createCartService(repo: CartRepository) {
  const lines = async (userId: number) => (await repo.lines(userId)).map(toCartLine);

  return {
    lines,

    async add(userId: number, variantId: number, quantity: number) {
      const variant = await repo.variantStock(variantId);
      if (!variant) throw notFound('Variant');
      if (variant.stock <= 0)
        throw new AppError('OUT_OF_STOCK', 409, 'This variant is out of stock');
      await repo.add(userId, variantId, variant.itemId, quantity);
      return lines(userId);
    },

    async set(userId: number, variantId: number, quantity: number) {
      if (!(await repo.variantStock(variantId))) throw notFound('Variant');
      await repo.set(userId, variantId, quantity);
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
      await repo.merge(
        userId,
        guestLines.map((line) => ({ variantId: line.variant_id, quantity: line.quantity })),
      );
      return lines(userId);
    },
  };
}

export type CartService = ReturnType<typeof createCartService>;
