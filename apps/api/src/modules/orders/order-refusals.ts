import type { OrderCreateParsed, RefusedLine } from '@shop/contract';
import { AppError } from '../../lib/app-error';
import type { SaleVariant } from '../items/stock.service';
import { formatMoney, toCents } from './money';

function describe(variant: Pick<SaleVariant, 'name' | 'size' | 'color'>): string {
  const details = [variant.size, variant.color].filter(Boolean).join(', ');
  return `«${variant.name}»${details ? ` (${details})` : ''}`;
}

/** The Russian sentence naming one refused line. */
function refusalSentence(line: RefusedLine, variant: SaleVariant | undefined, currency: string) {
  const name = variant ? describe(variant) : `«${line.name}»`;
  switch (line.reason) {
    case 'price_changed':
      return `Цена товара ${name} изменилась: теперь ${formatMoney(line.price ?? 0, currency)}`;
    case 'out_of_stock':
      return line.available
        ? `Товара ${name} осталось только ${line.available} шт.`
        : `Товар ${name} закончился`;
    case 'unavailable':
      return `Товар ${name} больше не продаётся`;
  }
}

/**
 * The lines that cannot be sold as the shopper saw them: gone or without a price, at another
 * price now, or with less stock than asked.
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
      name: variant?.name ?? `Товар ${line.variant_id}`,
    };
    if (!variant || variant.price === null) {
      refused.push({ ...base, reason: 'unavailable', available: null, price: null });
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

/** The 409 refusing the whole order, one Russian sentence per refused line. */
export function refusalError(
  refused: RefusedLine[],
  byId: Map<number, SaleVariant>,
  currency: string,
): AppError {
  const sentences = refused.map((r) => refusalSentence(r, byId.get(r.variant_id), currency));
  const onlyPrices = refused.every((r) => r.reason === 'price_changed');
  return new AppError(
    onlyPrices ? 'PRICE_CHANGED' : 'OUT_OF_STOCK',
    409,
    `${sentences.map((x) => (x.endsWith('.') ? x : `${x}.`)).join(' ')} Заказ не оформлен — проверьте корзину.`,
    { lines: refused },
  );
}
