import { refusedLineSchema, type RefusedLine } from '@shop/contract';
import { isApiError } from '@/lib/api-client';
import { formatPrice } from '@/lib/format';
import { i18n } from '@/lib/i18n/i18n';

const refusedLinesSchema = refusedLineSchema.array();

/** The lines the API refused an order for (`details.lines` of PRICE_CHANGED / OUT_OF_STOCK). */
export function refusedLinesOf(error: unknown): RefusedLine[] | null {
  if (!isApiError(error)) return null;
  if (error.code !== 'PRICE_CHANGED' && error.code !== 'OUT_OF_STOCK') return null;
  const details = error.details as { lines?: unknown } | undefined;
  const parsed = refusedLinesSchema.safeParse(details?.lines);
  return parsed.success ? parsed.data : [];
}

/** «Цена на «Платье» изменилась: теперь 12 990 ₸», ««Шарф»: в наличии только 1 шт.» … */
export function refusedLineText(line: RefusedLine, currency: string): string {
  switch (line.reason) {
    case 'price_changed':
      return line.price === null
        ? i18n.t('checkout.refused.priceChangedNoPrice', { name: line.name })
        : i18n.t('checkout.refused.priceChanged', {
            name: line.name,
            price: formatPrice(line.price, currency),
          });
    case 'out_of_stock':
      return line.available
        ? i18n.t('checkout.refused.outOfStock', { name: line.name, count: line.available })
        : i18n.t('checkout.refused.soldOut', { name: line.name });
    case 'unavailable':
      return i18n.t('checkout.refused.unavailable', { name: line.name });
  }
}
