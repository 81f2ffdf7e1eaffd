import { errorTextOr, refusedLineTexts } from '@/lib/error-messages';

/**
 * What the checkout says when the API refuses an order for its lines (PRICE_CHANGED,
 * OUT_OF_STOCK): a sentence per refused line, or the code's own text when none is named. Null for
 * any other error, which the form shows as usual.
 */
export function refusalTexts(error: unknown, currency: string, fallback: string): string[] | null {
  const texts = refusedLineTexts(error, currency);
  if (!texts) return null;
  return texts.length > 0 ? texts : [errorTextOr(error, fallback)];
}
