import {
  CATEGORIES,
  OUTFIT_SLOT_IDS_KEYS,
  OUTFIT_SLOT_MAX_ITEMS,
  outfitWriteSchema,
  type Category,
  type Outfit,
  type OutfitWrite,
  type StoreStyle,
} from '@shop/contract';
import { schemaResolver, type IssueText, type SchemaRules } from '@/lib/forms/schema-resolver';
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

/** The form's values as the contract reads them: the slots' texts as typed, for it to split. */
function outfitInput(values: OutfitFormValues) {
  const body: Record<string, unknown> = {
    name: values.name,
    style: values.style,
    description: values.description,
    is_public: values.is_public,
  };
  for (const [, key] of SLOT_KEYS) body[key] = values[key];
  return body;
}

/**
 * Name and style are required ('Название и стиль обязательны'); each slot holds item ids, at most
 * 10. The rule «at least one item» is the form's own message (`hasNoItems`).
 */
const outfitIssueText: IssueText<keyof OutfitFormValues> = (field, issue) => {
  if (field === 'name' || field === 'style') {
    return issue.code === 'too_big'
      ? i18n.t('admin.items.form.tooLong', { max: Number(issue.maximum) })
      : i18n.t('admin.outfits.form.requiredFields');
  }
  if (field.endsWith('_ids')) {
    return issue.code === 'too_big' && issue.path.length === 1
      ? i18n.t('admin.outfits.picker.full', { max: OUTFIT_SLOT_MAX_ITEMS })
      : i18n.t('admin.outfits.form.idsInvalid');
  }
  return issue.code === 'too_big'
    ? i18n.t('admin.items.form.tooLong', { max: Number(issue.maximum) })
    : i18n.t('errorDefaults.field');
};

export const outfitRules: SchemaRules<OutfitFormValues> = {
  schema: outfitWriteSchema,
  input: outfitInput,
  issueText: outfitIssueText,
};

/** The rules at once, for a check outside the form. */
export const validateOutfitForm = schemaResolver(outfitRules);

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
