import {
  CATEGORIES,
  OUTFIT_NAME_MAX_LENGTH,
  OUTFIT_SLOT_IDS_KEYS,
  OUTFIT_SLOT_MAX_ITEMS,
  outfitWriteSchema,
  STORE_STYLES,
  type Category,
  type ItemSummary,
  type Outfit,
  type OutfitItem,
  type OutfitOwnPiece,
  type OutfitWrite,
  type VirtualTryonRequest,
  type WardrobeItem,
} from '@shop/contract';
import type { FormSchema, IssueText, SchemaRules } from '@/lib/forms/schema-resolver';
import { i18n } from '@/lib/i18n/i18n';

/**
 * The builder's state and rules, free of React: what is chosen per category, the write payload,
 * the try-on request, and the carousel's wrap-around.
 */

/** What the builder keeps of a chosen item: enough for chips, the preview and the total. */
export type BuilderPick = Pick<OutfitItem, 'id' | 'name' | 'brand' | 'category' | 'image_url'> & {
  price: number | null;
};

/** The chosen items of each category, in the order they were chosen. */
export type BuilderSelection = Record<Category, BuilderPick[]>;

/** One of the shopper's own wardrobe pieces chosen for the outfit («Из гардероба»). */
export type OwnPick = OutfitOwnPiece;
/** The chosen own pieces of each category, in the order they were chosen. */
export type PieceSelection = Record<Category, OwnPick[]>;

/** The builder form; fields are named like the API's so refusals land under them. */
export interface BuilderValues {
  name: string;
  style: string;
  description: string;
  is_public: boolean;
  /** The chosen items; a refusal of the slot lists (`top_ids` …) shows under the chips. */
  items: BuilderSelection;
  /** The chosen own pieces (`wardrobe_ids`); a refusal shows with the items'. */
  pieces: PieceSelection;
}

export function emptySelection(): BuilderSelection {
  return { top: [], bottom: [], footwear: [], accessory: [], fragrance: [] };
}

export function emptyPieces(): PieceSelection {
  return { top: [], bottom: [], footwear: [], accessory: [], fragrance: [] };
}

export function emptyBuilderValues(): BuilderValues {
  return {
    name: '',
    style: '',
    description: '',
    is_public: true,
    items: emptySelection(),
    pieces: emptyPieces(),
  };
}

/** The builder's values for an outfit being edited. */
export function valuesFromOutfit(outfit: Outfit): BuilderValues {
  const items = emptySelection();
  for (const slot of CATEGORIES) items[slot] = outfit[slot].map(toPick);
  const pieces = emptyPieces();
  for (const piece of outfit.own_pieces) pieces[piece.slot].push(piece);
  return {
    name: outfit.name,
    style: outfit.style,
    description: outfit.description ?? '',
    is_public: outfit.is_public,
    items,
    pieces,
  };
}

/** A catalogue card or an outfit's item as a pick; a card's price is its lowest ('от'). */
export function toPick(item: ItemSummary | OutfitItem | BuilderPick): BuilderPick {
  const price = 'min_price' in item ? (item.min_price ?? item.price) : item.price;
  return {
    id: item.id,
    name: item.name,
    brand: item.brand,
    category: item.category,
    image_url: item.image_url,
    price,
  };
}

/** The store's styles, plus an outfit's own style when it is not one of them (older outfits). */
export function styleOptions(current: string): string[] {
  const styles: string[] = [...STORE_STYLES];
  return current && !styles.includes(current) ? [current, ...styles] : styles;
}

export function isChosen(selection: BuilderSelection, item: Pick<BuilderPick, 'id' | 'category'>) {
  return selection[item.category].some((pick) => pick.id === item.id);
}

/** Whether the item's category already holds the most an outfit may have in one slot. */
export function isSlotFull(selection: BuilderSelection, category: Category): boolean {
  return selection[category].length >= OUTFIT_SLOT_MAX_ITEMS;
}

/** Adds the item to its category's set (a full set or an item already there: unchanged). */
export function addPick(selection: BuilderSelection, item: BuilderPick): BuilderSelection {
  if (isChosen(selection, item) || isSlotFull(selection, item.category)) return selection;
  return { ...selection, [item.category]: [...selection[item.category], toPick(item)] };
}

export function removePick(
  selection: BuilderSelection,
  item: Pick<BuilderPick, 'id' | 'category'>,
): BuilderSelection {
  if (!isChosen(selection, item)) return selection;
  return {
    ...selection,
    [item.category]: selection[item.category].filter((pick) => pick.id !== item.id),
  };
}

/** The add/remove toggle of a carousel's current candidate. */
export function togglePick(selection: BuilderSelection, item: BuilderPick): BuilderSelection {
  return isChosen(selection, item) ? removePick(selection, item) : addPick(selection, item);
}

/** Every chosen item, category by category (the preview's stacking order). */
export function chosenItems(selection: BuilderSelection): BuilderPick[] {
  return CATEGORIES.flatMap((slot) => selection[slot]);
}

/** The approximate total: the sum of the chosen items' prices (items without one count 0). */
export function approximateTotal(selection: BuilderSelection): number {
  return chosenItems(selection).reduce((sum, pick) => sum + (pick.price ?? 0), 0);
}

/** A category holds more than one item: the try-on applies only the first of each. */
export function hasSeveralInOneCategory(selection: BuilderSelection): boolean {
  return CATEGORIES.some((slot) => selection[slot].length > 1);
}

/** Carousels wrap around both ways: before the first comes the last, after the last the first. */
export function wrapIndex(index: number, length: number): number {
  if (length <= 0) return 0;
  return ((index % length) + length) % length;
}

/** Name or style blank after trimming: 'Заполните обязательные поля'. */
export function missingRequired(values: BuilderValues): ('name' | 'style')[] {
  const missing: ('name' | 'style')[] = [];
  if (!values.name.trim()) missing.push('name');
  if (!values.style.trim()) missing.push('style');
  return missing;
}

/**
 * The create or update payload: trimmed name and style, the description only when it is not
 * blank, the item ids of each slot under the write keys (top_ids … fragrances_ids), and the
 * try-on picture made in this session, if any.
 */
export function toWritePayload(
  values: BuilderValues,
  tryonImageUrl?: string | null,
  /** False when someone else's outfit is edited (an admin): its own pieces are the owner's. */
  withPieces = true,
): OutfitWrite {
  const description = values.description.trim();
  const payload: OutfitWrite = {
    name: values.name.trim(),
    style: values.style.trim() as OutfitWrite['style'],
    is_public: values.is_public,
  };
  if (description) payload.description = description;
  for (const slot of CATEGORIES) {
    payload[OUTFIT_SLOT_IDS_KEYS[slot]] = values.items[slot].map((pick) => pick.id);
  }
  if (withPieces) payload.wardrobe_ids = chosenPieces(values.pieces).map((piece) => piece.id);
  if (tryonImageUrl) payload.tryon_image_url = tryonImageUrl;
  return payload;
}

/** Every chosen own piece, category by category. */
export function chosenPieces(pieces: PieceSelection): OwnPick[] {
  return CATEGORIES.flatMap((slot) => pieces[slot]);
}

/**
 * The try-on request: the uploaded photo, the chosen items and own pieces (the server applies
 * one per slot).
 */
export function toTryOnRequest(
  photoUrl: string,
  selection: BuilderSelection,
  pieces: PieceSelection = emptyPieces(),
): VirtualTryonRequest {
  return {
    human_image_url: photoUrl,
    outfit_items: [
      ...chosenItems(selection).map((pick) => ({
        id: pick.id,
        name: pick.name,
        brand: pick.brand,
        category: pick.category,
        image_url: pick.image_url,
        price: pick.price,
      })),
      ...chosenPieces(pieces).map((piece) => ({ wardrobe_item_id: piece.id })),
    ],
  };
}

/** A wardrobe piece as the outfit keeps it. */
export const ownPickOf = (piece: WardrobeItem): OwnPick => ({
  id: piece.id,
  slot: piece.slot,
  name: piece.name,
  kind: piece.kind,
  image_url: piece.image_url,
});

/** Adds an own piece to its slot, or takes it out when it is there. */
export function togglePiece(pieces: PieceSelection, piece: OwnPick): PieceSelection {
  const list = pieces[piece.slot];
  if (list.some((p) => p.id === piece.id))
    return { ...pieces, [piece.slot]: list.filter((p) => p.id !== piece.id) };
  if (list.length >= OUTFIT_SLOT_MAX_ITEMS) return pieces;
  return { ...pieces, [piece.slot]: [...list, piece] };
}

/** API field paths that concern the chosen items: their refusals show under the chips. */
export const ITEM_FIELDS: Readonly<Record<string, 'items'>> = Object.fromEntries(
  [
    'items',
    'accessory_ids',
    'fragrance_ids',
    'wardrobe_ids',
    ...Object.values(OUTFIT_SLOT_IDS_KEYS),
  ].map((path) => [path, 'items'] as const),
);

/** A refusal of the blank fields alone, in the contract's shape for a blank name (`too_small`). */
const blankOnly = (fields: readonly ('name' | 'style')[]): FormSchema => ({
  safeParse: () => ({
    success: false,
    error: {
      issues: fields.map((field) => ({
        code: 'too_small',
        minimum: 1,
        path: [field],
        message: '',
      })),
    },
  }),
});

/**
 * The builder's words for a refusal: a blank name or style is required, a long name says the
 * limit; the chosen items and anything else get the words the server's refusal of them gets.
 */
const builderIssueText: IssueText<keyof BuilderValues> = (field, issue) => {
  if (issue.code === 'too_small' && (field === 'name' || field === 'style'))
    return i18n.t('outfits.builder.required');
  if (issue.code === 'too_big' && field === 'name')
    return i18n.t('outfits.builder.nameTooLong', { max: OUTFIT_NAME_MAX_LENGTH });
  return field === 'items' ? i18n.t('outfits.builder.itemsRefused') : i18n.t('errorDefaults.field');
};

/**
 * The save's rules: the contract's schema of the payload. A blank name or style is asked for
 * first and alone ('Заполните обязательные поля'): what is missing before what is wrong.
 */
export const builderRules: SchemaRules<BuilderValues> = {
  schema: (values) => {
    const blank = missingRequired(values);
    return blank.length > 0 ? blankOnly(blank) : outfitWriteSchema;
  },
  input: (values) => toWritePayload(values),
  fields: ITEM_FIELDS,
  issueText: builderIssueText,
};
