import { i18n } from '@/lib/i18n/i18n';

const blank = (value: number | string) => typeof value === 'string' && value.trim() === '';
const numberOf = (value: number | string) =>
  typeof value === 'number' ? value : Number(value.replace(',', '.'));

/** The form's old price as the API reads it: a number, or null to clear it. */
export function compareAtPriceValue(value: number | string): number | null {
  return blank(value) ? null : numberOf(value);
}

/**
 * «Старая цена»: empty, or above 0 and above the price (without a price the server checks it
 * against the sizes' prices).
 */
export function compareAtPriceError(value: number | string, price: number | string): string | null {
  if (blank(value)) return null;
  const old = numberOf(value);
  if (!Number.isFinite(old) || old <= 0) return i18n.t('admin.items.form.compareAt.positive');
  if (!blank(price) && Number.isFinite(numberOf(price)) && old <= numberOf(price))
    return i18n.t('admin.items.form.compareAt.abovePrice');
  return null;
}
