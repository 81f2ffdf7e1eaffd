import { FORMAT_LOCALE } from './i18n/i18n';

/**
 * `Intl` formatters are costly to make (a catalogue page formats dozens of prices) and cheap to
 * keep: one per locale and options, made on first use. The locale is read at call time, so a
 * language switch gets formatters of its own.
 */
const numberFormats = new Map<string, Intl.NumberFormat>();
const dateFormats = new Map<string, Intl.DateTimeFormat>();

function numberFormat(options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${FORMAT_LOCALE}|${JSON.stringify(options)}`;
  let format = numberFormats.get(key);
  if (!format) numberFormats.set(key, (format = new Intl.NumberFormat(FORMAT_LOCALE, options)));
  return format;
}

function dateFormat(options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${FORMAT_LOCALE}|${JSON.stringify(options)}`;
  let format = dateFormats.get(key);
  if (!format) dateFormats.set(key, (format = new Intl.DateTimeFormat(FORMAT_LOCALE, options)));
  return format;
}

/** Dates in the ru-RU locale, e.g. «21 ноября 2025 г.». */
export function formatDate(value: string | number | Date, options?: Intl.DateTimeFormatOptions) {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  return dateFormat(options ?? { dateStyle: 'long' }).format(date);
}

/**
 * Prices in the store's one currency, e.g. «12 990 ₸». The narrow symbol: ru-RU's regular symbol
 * for the tenge is the code «KZT», and the shop shows ₸.
 */
export function formatPrice(amount: number | string, currency: string) {
  const value = typeof amount === 'string' ? Number(amount) : amount;
  return numberFormat({
    style: 'currency',
    currency,
    currencyDisplay: 'narrowSymbol',
    maximumFractionDigits: Number.isInteger(value) ? 0 : 2,
  }).format(value);
}

/** An average rating with one decimal, e.g. «4,5». */
export function formatRating(value: number) {
  return numberFormat({ minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(value);
}
