const blank = (value: number | string) => typeof value === 'string' && value.trim() === '';
const numberOf = (value: number | string) =>
  typeof value === 'number' ? value : Number(value.replace(',', '.'));

/** The form's old price as the API reads it: a number, or null to clear it. */
export function compareAtPriceValue(value: number | string): number | null {
  return blank(value) ? null : numberOf(value);
}
