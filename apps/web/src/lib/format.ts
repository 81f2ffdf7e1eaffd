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

/**
 * Month names as a long date writes them, per locale: the one date format of the shopper's first
 * pages (a review's day), written without `Intl` for the reason prices are (below).
 */
const LONG_DATE_MONTHS: Record<string, { months: string[]; year: string }> = {
  'ru-RU': {
    months: [
      'января',
      'февраля',
      'марта',
      'апреля',
      'мая',
      'июня',
      'июля',
      'августа',
      'сентября',
      'октября',
      'ноября',
      'декабря',
    ],
    year: ' г.',
  },
  'en-GB': {
    months: [
      'January',
      'February',
      'March',
      'April',
      'May',
      'June',
      'July',
      'August',
      'September',
      'October',
      'November',
      'December',
    ],
    year: '',
  },
};

/**
 * Dates in the interface's locale, by default long: «21 ноября 2025 г.», «21 November 2025»
 * (written here exactly as `Intl` writes them, a test compares the two); other styles by `Intl`.
 */
export function formatDate(value: string | number | Date, options?: Intl.DateTimeFormatOptions) {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  const long = LONG_DATE_MONTHS[FORMAT_LOCALE];
  const year = date.getFullYear();
  if (!options && long && year >= 1000 && year <= 9999) {
    return `${date.getDate()} ${long.months[date.getMonth()]} ${year}${long.year}`;
  }
  return dateFormat(options ?? { dateStyle: 'long' }).format(date);
}

/**
 * The narrow signs of the currencies a shop here sells in. Prices in them are written without
 * `Intl` (below): the first `Intl.NumberFormat` of a page loads the number data of the browser's
 * ICU, a task of 60–150 ms on a fast machine and several times that on a phone, and the landing,
 * the catalogue and an item page format nothing else. A sign the two ICUs (Node's and the
 * browser's) might draw differently is left to `Intl`.
 */
const CURRENCY_SIGNS: Record<string, string> = {
  KZT: '₸',
  RUB: '₽',
  USD: '$',
  EUR: '€',
  GBP: '£',
  CNY: '¥',
  TRY: '₺',
};

/** The locales whose number patterns are written out here: grouping and decimal signs. */
const NUMBER_PATTERNS: Record<string, { group: string; decimal: string; signAfter: boolean }> = {
  'ru-RU': { group: '\u00a0', decimal: ',', signAfter: true },
  'en-GB': { group: ',', decimal: '.', signAfter: false },
};

/** `digits` (a whole number written out) with its thousands grouped. */
function grouped(digits: string, group: string) {
  return digits.replace(/\B(?=(\d{3})+$)/g, group);
}

/** The store currency when the config has not answered yet (the API's default, KZT = ₸). */
export const DEFAULT_STORE_CURRENCY = 'KZT';

/**
 * Prices in the store's one currency, e.g. «12 990 ₸»: a whole amount without decimals, any
 * other with two. The narrow symbol: ru-RU's regular symbol for the tenge is the code «KZT», and
 * the shop shows ₸. Whole amounts in a listed currency and locale are written here, exactly as
 * `Intl` writes them (a test compares the two); the rest goes to `Intl`.
 */
export function formatPrice(amount: number | string, currency: string) {
  const value = typeof amount === 'string' ? Number(amount) : amount;
  const sign = CURRENCY_SIGNS[currency];
  const pattern = NUMBER_PATTERNS[FORMAT_LOCALE];
  if (sign && pattern && Number.isSafeInteger(value) && value >= 0) {
    const number = grouped(String(value), pattern.group);
    return pattern.signAfter ? `${number}\u00a0${sign}` : `${sign}${number}`;
  }
  return numberFormat({
    style: 'currency',
    currency,
    currencyDisplay: 'narrowSymbol',
    maximumFractionDigits: Number.isInteger(value) ? 0 : 2,
  }).format(value);
}

/** An average rating with one decimal, e.g. «4,5» (rounded half up, as `Intl` does). */
export function formatRating(value: number) {
  const pattern = NUMBER_PATTERNS[FORMAT_LOCALE];
  const text = String(value);
  if (!pattern || !Number.isFinite(value) || value < 0 || text.includes('e')) {
    return numberFormat({ minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(value);
  }
  // Rounded on the number as written (4.35 → 4.4), not on its binary value (4.3499…).
  const tenths = Math.round(Number(`${text}e1`));
  const whole = grouped(String(Math.floor(tenths / 10)), pattern.group);
  return `${whole}${pattern.decimal}${tenths % 10}`;
}

/**
 * A phone number as people read it: a Kazakh or Russian number (+7 and ten digits, as the shop
 * stores them) in groups, «+7 701 234-56-78»; any other number as stored.
 */
export function formatPhone(phone: string): string {
  const match = /^\+?[78](\d{3})(\d{3})(\d{2})(\d{2})$/.exec(phone);
  return match ? `+7 ${match[1]} ${match[2]}-${match[3]}-${match[4]}` : phone;
}
