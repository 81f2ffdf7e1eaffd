import {
  CATEGORIES,
  OUTFIT_SLOT_IDS_KEYS,
  OUTFIT_SLOT_MAX_ITEMS,
  type Category,
  type Outfit,
  type OutfitWrite,
  type StoreStyle,
} from '@shop/contract';
import { i18n } from '@/lib/i18n/i18n';

type SlotKey = (typeof OUTFIT_SLOT_IDS_KEYS)[Category];

/**
 * The admin outfit form. The slots are the write payload's comma-separated id fields (top_ids …
 * fragrances_ids, named like the API so its refusals land under them); the pickers edit the same
 * texts.
 */
export interface OutfitFormValues extends Record<SlotKey, string> {
  name: string;
  style: string;
  description: string;
  is_public: boolean;
}

/** What a slot shows of a chosen item; ids typed by hand have no name until saved. */
export interface PickedItem {
  id: number;
  name?: string;
  brand?: string;
  image_url?: string | null;
}

export const SLOT_KEYS = CATEGORIES.map((category) => [
  category,
  OUTFIT_SLOT_IDS_KEYS[category],
]) as [Category, SlotKey][];

export const NEW_OUTFIT_VALUES: OutfitFormValues = {
  name: '',
  style: '',
  description: '',
  is_public: true,
  top_ids: '',
  bottom_ids: '',
  footwear_ids: '',
  accessories_ids: '',
  fragrances_ids: '',
};

/** Item ids of a comma-separated text, or null when it holds anything but numbers. */
export function parseIds(text: string): number[] | null {
  const parts = text
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  if (!parts.every((part) => /^\d+$/.test(part) && Number(part) > 0)) return null;
  return [...new Set(parts.map(Number))];
}

export function formatIds(ids: readonly number[]): string {
  return ids.join(', ');
}

export function outfitToFormValues(outfit: Outfit): OutfitFormValues {
  const values = {
    name: outfit.name,
    style: outfit.style,
    description: outfit.description ?? '',
    is_public: outfit.is_public,
  } as OutfitFormValues;
  for (const [category, key] of SLOT_KEYS)
    values[key] = formatIds(outfit[category].map((item) => item.id));
  return values;
}

/** Every item the outfit holds, for the slots' chips. */
export function outfitItems(outfit: Outfit): PickedItem[] {
  return CATEGORIES.flatMap((category) => outfit[category]);
}

export type OutfitFormErrors = Partial<Record<keyof OutfitFormValues, string>>;

/**
 * Name and style are required ('Название и стиль обязательны'); each slot holds numbers, at most
 * 10. The rule «at least one item» is the form's own message (`hasNoItems`).
 */
export function validateOutfitForm(values: OutfitFormValues): OutfitFormErrors {
  const errors: OutfitFormErrors = {};
  const required = i18n.t('admin.outfits.form.requiredFields');
  if (!values.name.trim()) errors.name = required;
  if (!values.style) errors.style = required;
  for (const [, key] of SLOT_KEYS) {
    const ids = parseIds(values[key]);
    if (ids === null) errors[key] = i18n.t('admin.outfits.form.idsInvalid');
    else if (ids.length > OUTFIT_SLOT_MAX_ITEMS)
      errors[key] = i18n.t('admin.outfits.picker.full', { max: OUTFIT_SLOT_MAX_ITEMS });
  }
  return errors;
}

export function hasNoItems(values: OutfitFormValues): boolean {
  return SLOT_KEYS.every(([, key]) => (parseIds(values[key]) ?? []).length === 0);
}

/** The write payload: trimmed texts, the description left out when empty, the slots as lists. */
export function buildOutfitWrite(values: OutfitFormValues): OutfitWrite {
  const description = values.description.trim();
  const body: OutfitWrite = {
    name: values.name.trim(),
    style: values.style as StoreStyle,
    ...(description ? { description } : {}),
    is_public: values.is_public,
  };
  for (const [, key] of SLOT_KEYS) body[key] = parseIds(values[key]) ?? [];
  return body;
}
