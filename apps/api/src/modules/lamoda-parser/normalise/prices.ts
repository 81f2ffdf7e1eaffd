import type { AppConfig } from '../../../config/env';
import type { LamodaDomain, SourceCurrency } from '../types';

/**
 * Prices as Lamoda shows them («14 250 ₸», «1 999 ₽», «89,90 р.») → exact decimal strings, and
 * their conversion into the store currency. No floating point touches an amount: amounts are
 * integer minor units (BigInt), rates are read from their decimal text.
 */

export type RateConfig = Pick<AppConfig, 'STORE_CURRENCY' | 'RATE_KZT' | 'RATE_RUB' | 'RATE_BYN'>;

const DOMAIN_CURRENCY: Record<LamodaDomain, SourceCurrency> = { kz: 'KZT', ru: 'RUB', by: 'BYN' };

export function currencyOfDomain(domain: LamodaDomain): SourceCurrency {
  return DOMAIN_CURRENCY[domain];
}

/** numeric(12, 2) holds at most 10 integer digits. */
const MAX_INTEGER_DIGITS = 10;

/** Space-like characters pages put between digit groups: space, NBSP, narrow NBSP, thin space. */
const SPACES = /[\s\u00a0\u202f\u2009\u2007]+/g;

/**
 * Currency markers and the currencies each may stand for. «р.» and «руб.» are used both for the
 * Russian and the Belarusian rouble, so they fit RUB and BYN; ₸ only KZT, ₽ only RUB.
 */
const CURRENCY_MARKERS: { pattern: RegExp; currencies: SourceCurrency[] }[] = [
  { pattern: /₸|(?<!\p{L})(?:kzt|тенге|тг)(?!\p{L})\.?/giu, currencies: ['KZT'] },
  { pattern: /₽|(?<!\p{L})(?:rub|rur)(?!\p{L})/giu, currencies: ['RUB'] },
  {
    pattern: /(?<!\p{L})(?:byn|byr|br|бел\.?\s*руб(?:лей|ля|ль)?)(?!\p{L})\.?/giu,
    currencies: ['BYN'],
  },
  { pattern: /(?<!\p{L})(?:руб(?:лей|ля|ль)?|р)(?!\p{L})\.?/giu, currencies: ['RUB', 'BYN'] },
];

/** «от 2 990 ₸», «from 2990», «цена: 1 999 ₽». */
const PREFIXES = /^(?:цена|price)?\s*:?\s*(?:от|from)?(?!\p{L})\s*/iu;

const NUMBER = /^(\d{1,3}(?:[ .,']\d{3})+|\d+)(?:[.,](\d{1,2}))?$/u;

/**
 * A public price as an exact decimal string with two decimals ('14250.00'), or null when the value
 * is not a price: empty, zero or negative, a discount badge («−49%», «-30 %»), a rating («4.9»), a
 * review count («(30)»), digits with a currency sign of another currency, or anything else that is
 * not one number. Accepts numbers (rounded to kopecks/tiyn), «14 250 ₸» with any kind of space
 * between digit groups, a decimal comma («89,90 р.», «1 234,5 BYN») and a leading «от».
 */
export function parsePrice(value: number | string | null, currency: SourceCurrency): string | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number') {
    if (!Number.isFinite(value) || value <= 0) return null;
    const minor = Math.round(value * 100);
    if (!Number.isSafeInteger(minor) || minor <= 0) return null;
    return fromMinor(BigInt(minor), 2);
  }
  if (typeof value !== 'string') return null;

  let text = value.normalize('NFKC').trim();
  if (!text) return null;
  // Discount badges, negative amounts, review counts and ranges are never a price.
  if (/[%()\-−–—+]/u.test(text)) return null;

  let hasMarker = false;
  let otherCurrency = false;
  for (const marker of CURRENCY_MARKERS) {
    text = text.replace(marker.pattern, () => {
      hasMarker = true;
      if (!marker.currencies.includes(currency)) otherCurrency = true;
      return ' ';
    });
  }
  if (otherCurrency) return null;

  text = text.replace(SPACES, ' ').trim().replace(PREFIXES, '').trim();
  const match = NUMBER.exec(text);
  if (!match) return null;
  const integerPart = match[1]!.replace(/[ .,']/g, '');
  const fraction = match[2] ?? '';
  // A bare «4.9» with no currency sign is a rating, not a price.
  if (!hasMarker && /^\d[.,]\d$/.test(text)) return null;

  const digits = integerPart.replace(/^0+(?=\d)/, '');
  if (digits.length > MAX_INTEGER_DIGITS) return null;
  const minor = BigInt(digits) * 100n + BigInt(fraction.padEnd(2, '0') || '0');
  if (minor <= 0n) return null;
  return fromMinor(minor, 2);
}

/** The task reports this as its failure: the admin has to set the rate. */
export class MissingRateError extends Error {
  override name = 'MissingRateError';
  constructor(
    readonly from: SourceCurrency,
    readonly to: string,
  ) {
    super(`Курс ${from}→${to} не задан — укажите его в разделе «Курсы валют» на странице импорта`);
  }
}

/**
 * Currencies whose prices the store rounds to whole units after conversion: tiyn and kopecks are
 * not shown on Lamoda.kz/.ru and a converted «12 990,37 ₸» would look odd. Other store currencies
 * keep two decimals.
 */
const WHOLE_UNIT_CURRENCIES = new Set(['KZT', 'RUB', 'JPY', 'KRW', 'UZS']);

/** Decimal places a store currency keeps after conversion (0 for KZT and RUB, else 2). */
export function storeDecimals(storeCurrency: string): 0 | 2 {
  return WHOLE_UNIT_CURRENCIES.has(storeCurrency.toUpperCase()) ? 0 : 2;
}

/** Throws MissingRateError when a domain's prices cannot be converted (check before scraping). */
export function assertRateConfigured(domain: LamodaDomain, config: RateConfig): void {
  rateOf(currencyOfDomain(domain), config);
}

/**
 * Converts an exact decimal amount ('14250.00') from a source currency into the store currency.
 * Same currency: the amount unchanged (two decimals). Otherwise amount × RATE_<from> (units of the
 * store currency per one unit of the source currency), rounded half-up to whole units for KZT and
 * RUB stores and to two decimals for any other store currency; always returned with two decimals
 * ('12990.00'). Throws MissingRateError when the rate is not set.
 */
export function convertToStore(amount: string, from: SourceCurrency, config: RateConfig): string {
  const source = parseDecimal(amount);
  if (!source) throw new Error(`Not an exact decimal amount: ${amount}`);
  const to = config.STORE_CURRENCY.toUpperCase();
  if (to === from) return fromMinor(rescale(source, 2), 2);

  const rate = rateOf(from, config);
  const product = { units: source.units * rate.units, scale: source.scale + rate.scale };
  const decimals = storeDecimals(to);
  const rounded = rescale(product, decimals);
  return fromMinor(rounded * 10n ** BigInt(2 - decimals), 2);
}

function rateOf(from: SourceCurrency, config: RateConfig): Decimal {
  const to = config.STORE_CURRENCY.toUpperCase();
  if (to === from) return { units: 1n, scale: 0 };
  const value = { KZT: config.RATE_KZT, RUB: config.RATE_RUB, BYN: config.RATE_BYN }[from];
  if (value === undefined || value === null || !(value > 0)) throw new MissingRateError(from, to);
  const decimal = parseDecimal(numberToDecimalText(value));
  if (!decimal || decimal.units <= 0n) throw new MissingRateError(from, to);
  return decimal;
}

/** A decimal as an integer count of 10^-scale units. */
type Decimal = { units: bigint; scale: number };

function parseDecimal(text: string): Decimal | null {
  const match = /^(\d+)(?:\.(\d+))?$/.exec(text.trim());
  if (!match) return null;
  const fraction = match[2] ?? '';
  return { units: BigInt(match[1]! + fraction), scale: fraction.length };
}

/** The shortest decimal text of a number as typed in the environment (5.6 → '5.6', 1e-7 → '0.0000001'). */
function numberToDecimalText(value: number): string {
  const text = String(value);
  if (!/e/i.test(text)) return text;
  return value.toFixed(20).replace(/\.?0+$/, '');
}

/** Rounds half-up (amounts are positive) to `scale` decimals, as integer units of 10^-scale. */
function rescale(value: Decimal, scale: number): bigint {
  if (value.scale <= scale) return value.units * 10n ** BigInt(scale - value.scale);
  const divisor = 10n ** BigInt(value.scale - scale);
  return (value.units + divisor / 2n) / divisor;
}

function fromMinor(units: bigint, scale: number): string {
  const text = units.toString().padStart(scale + 1, '0');
  return scale === 0 ? text : `${text.slice(0, -scale)}.${text.slice(-scale)}`;
}
