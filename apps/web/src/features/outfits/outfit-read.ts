import {
  CATEGORIES,
  outfitHistoryEntrySchema,
  outfitSchema,
  type Category,
  type Outfit,
  type OutfitHistoryEntry,
  type OutfitItem,
} from '@shop/contract';
import type { Schema } from '@/lib/api-client';

/**
 * Outfits as the web reads them. The read model's slot keys are singular (top, bottom, footwear,
 * accessory, fragrance); some readings of the old API said `accessories` and `fragrances`, and
 * a client accepts both spellings, so the plural lists are folded into the singular keys before
 * the contract's schema checks the answer.
 */

const PLURAL_SLOT_KEYS = { accessories: 'accessory', fragrances: 'fragrance' } as const;

function withSingularSlots(raw: unknown): unknown {
  if (raw === null || typeof raw !== 'object' || Array.isArray(raw)) return raw;
  const record: Record<string, unknown> = { ...(raw as Record<string, unknown>) };
  for (const [plural, singular] of Object.entries(PLURAL_SLOT_KEYS)) {
    if (record[singular] === undefined && Array.isArray(record[plural])) {
      record[singular] = record[plural];
    }
    delete record[plural];
  }
  // An answer from before outfits held own pieces has none.
  if (record.own_pieces === undefined) record.own_pieces = [];
  return record;
}

function listOf<T>(item: Schema<T>): Schema<T[]> {
  return {
    parse: (raw) => {
      if (!Array.isArray(raw)) throw new TypeError('Expected a list of outfits');
      return raw.map((entry) => item.parse(entry));
    },
  };
}

export const outfitReadSchema: Schema<Outfit> = {
  parse: (raw) => outfitSchema.parse(withSingularSlots(raw)),
};
export const outfitListReadSchema = listOf(outfitReadSchema);
export const outfitHistoryReadSchema = listOf<OutfitHistoryEntry>({
  parse: (raw) => outfitHistoryEntrySchema.parse(withSingularSlots(raw)),
});

/** The outfit's items slot by slot, in the slot order (top, bottom, footwear, …). */
export function outfitItems(outfit: Pick<Outfit, Category>): OutfitItem[] {
  return CATEGORIES.flatMap((slot) => outfit[slot]);
}
