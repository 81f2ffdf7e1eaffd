import type { WardrobeItem, WardrobeList, WardrobeStats } from '@shop/contract';

let nextPieceId = 500;

/** An own garment added by photo: a black T-shirt, never worn, no price. */
export function buildWardrobeItem(overrides: Partial<WardrobeItem> = {}): WardrobeItem {
  const id = overrides.id ?? nextPieceId++;
  return {
    id,
    source: 'photo',
    item_id: null,
    order_id: null,
    name: null,
    brand: null,
    image_url: `/uploads/private/wardrobe/${id}.webp?sig=test`,
    slot: 'top',
    kind: 'tshirt',
    colors: ['чёрный'],
    seasons: [],
    size: null,
    price: null,
    acquired_on: null,
    times_worn: 0,
    last_worn: null,
    cost_per_wear: null,
    created_at: '2026-11-20T10:00:00.000Z',
    ...overrides,
  };
}

/** The list answer for these pieces: counts per slot, the dresses and the value of them all. */
export function buildWardrobeList(
  items: WardrobeItem[],
  whole: WardrobeItem[] = items,
): WardrobeList {
  const counts = { top: 0, bottom: 0, footwear: 0, accessory: 0, fragrance: 0 };
  for (const piece of whole) counts[piece.slot] += 1;
  return {
    items,
    counts,
    dresses: whole.filter((piece) => piece.kind === 'dress').length,
    value: whole.reduce((sum, piece) => sum + (piece.price ?? 0), 0),
  };
}

export function buildWardrobeStats(overrides: Partial<WardrobeStats> = {}): WardrobeStats {
  return {
    count: 0,
    value: 0,
    by_slot: [],
    by_color: [],
    most_worn: [],
    least_worn: [],
    idle: [],
    idle_count: 0,
    wears_last_30_days: 0,
    ...overrides,
  };
}
