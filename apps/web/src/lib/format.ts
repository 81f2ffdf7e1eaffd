import { FORMAT_LOCALE } from './i18n/i18n';

/** Dates in the ru-RU locale, e.g. «21 ноября 2025 г.». */
export function formatDate(value: string | number | Date, options?: Intl.DateTimeFormatOptions) {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(FORMAT_LOCALE, options ?? { dateStyle: 'long' }).format(date);
}

/**
 * Prices in the store's one currency, e.g. «12 990 ₸». The narrow symbol: ru-RU's regular symbol
 * for the tenge is the code «KZT», and the shop shows ₸.
 */
export function formatPrice(amount: number | string, currency: string) {
  const value = typeof amount === 'string' ? Number(amount) : amount;
  return new Intl.NumberFormat(FORMAT_LOCALE, {
    style: 'currency',
    currency,
    currencyDisplay: 'narrowSymbol',
    maximumFractionDigits: Number.isInteger(value) ? 0 : 2,
  }).format(value);
}

/** An average rating with one decimal, e.g. «4,5». */
export function formatRating(value: number) {
  return new Intl.NumberFormat(FORMAT_LOCALE, {
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  }).format(value);
}
