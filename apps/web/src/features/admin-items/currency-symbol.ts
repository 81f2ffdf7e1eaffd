import { FORMAT_LOCALE } from '@/lib/i18n/i18n';

/** The store currency's sign as prices show it (₸ for KZT), for labels such as «Цена, ₸». */
export function currencySymbol(currency: string): string {
  const parts = new Intl.NumberFormat(FORMAT_LOCALE, {
    style: 'currency',
    currency,
    currencyDisplay: 'narrowSymbol',
  }).formatToParts(0);
  return parts.find((part) => part.type === 'currency')?.value ?? currency;
}
