import type { OrderCreateParsed, RefusedLine } from '@shop/contract';
import { AppError } from '../../lib/app-error';
import type { SaleVariant } from '../items/stock.service';
import { toCents } from './money';

/**
 * The lines that cannot be sold as the shopper saw them: gone or without a price, an item no
 * longer sold (a draft or archived), at another price now, or with less stock than asked. Each carries the item's name, size and colour, so the
 * web can say which line it is.
 */
export function refusedLines(
  lines: OrderCreateParsed['lines'],
  byId: Map<number, SaleVariant>,
): RefusedLine[] {
  const refused: RefusedLine[] = [];
  for (const line of lines) {
    const variant = byId.get(line.variant_id);
    const base = {
      variant_id: line.variant_id,
      name: variant?.name ?? null,
      size: variant?.size ?? null,
      color: variant?.color ?? null,
    };
    if (!variant || variant.price === null) {
      refused.push({ ...base, reason: 'unavailable', available: null, price: null });
    } else if (!variant.sold) {
      refused.push({ ...base, reason: 'not_sold', available: 0, price: Number(variant.price) });
    } else if (toCents(variant.price) !== toCents(line.price)) {
      refused.push({
        ...base,
        reason: 'price_changed',
        available: variant.stock,
        price: Number(variant.price),
      });
    } else if (variant.stock < line.quantity) {
      refused.push({
        ...base,
        reason: 'out_of_stock',
        available: variant.stock,
        price: Number(variant.price),
      });
    }
  }
  return refused;
}

/** The 409 refusing the whole order; the refused lines say why, the web words it. */
export function refusalError(refused: RefusedLine[]): AppError {
  const onlyPrices = refused.every((r) => r.reason === 'price_changed');
  const variants = refused.map((r) => r.variant_id).join(', ');
  return new AppError(
    onlyPrices ? 'PRICE_CHANGED' : 'OUT_OF_STOCK',
    409,
    onlyPrices
      ? `The price changed for variants ${variants}; nothing was ordered`
      : `Variants ${variants} cannot be sold as asked; nothing was ordered`,
    { lines: refused },
  );
}
