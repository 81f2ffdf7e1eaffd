import type { Category } from '@shop/contract';

/**
 * What a garment is, as far as fitting cares: how it is cut into parts and how long it is worn.
 * Read from the item's Russian name (shops name their items by kind: «Юбка мини», «Пальто …»);
 * `null` length means "as long as its picture's proportions say".
 */
export type GarmentForm =
  | { cut: 'top'; hem: number | null; layer: TopLayer }
  | { cut: 'dress'; hem: number | null; layer: TopLayer }
  | { cut: 'trousers'; hem: number | null }
  | { cut: 'skirt'; hem: number | null }
  | { cut: 'shoes' }
  | { cut: 'cap' | 'glasses' | 'scarf' | 'belt' | 'bottle' }
  /** `size`: the bag's height, handles and all, as a share of the torso (shoulders to hips). */
  | { cut: 'bag'; size: number; carry: BagCarry };

/**
 * How a bag is carried: by its handles in the hand, a clutch held in it, over the shoulder (a tote,
 * a shopper), on a strap across the chest, or on the back.
 */
export type BagCarry = 'hand' | 'clutch' | 'shoulder' | 'crossbody' | 'back';

/**
 * How far out a top is worn: 0 next to the skin (a T-shirt, a shirt, a dress), 1 knitwear pulled
 * over it, 2 a jacket or cardigan and 3 a coat, both worn open over what is under them.
 */
export type TopLayer = 0 | 1 | 2 | 3;
/** From this layer out a top is worn open at the front, showing the top under it. */
export const OPEN_LAYER = 2;

/**
 * Hem positions. For tops: along the torso, 0 at the shoulders and 1 at the hips, more for a coat.
 * For dresses, skirts and trousers: along the leg, 0 at the hips, 0.5 about the knee, 1 the ankle.
 */
const HEM = {
  crop: 0.72,
  top: 1.12,
  jacket: 1.18,
  coat: 2.1,
  mini: 0.3,
  knee: 0.55,
  midi: 0.78,
  maxi: 1.02,
  shorts: 0.3,
  bermuda: 0.5,
  cropped: 0.86,
  full: 1.04,
} as const;

/** Whether a word of the name starts with one of the stems («очк» is not in «цепочке»). */
const has = (name: string, ...stems: string[]) => {
  const words = name.split(/[^а-яa-z]+/);
  return stems.some((stem) =>
    stem.includes(' ') ? name.includes(stem) : words.some((w) => w.startsWith(stem)),
  );
};

/** The skirt or dress length a name states, or null. */
function statedLength(name: string): number | null {
  if (has(name, 'мини')) return HEM.mini;
  if (has(name, 'миди', 'плиссе')) return HEM.midi;
  if (has(name, 'макси', 'в пол', 'вечернее')) return HEM.maxi;
  if (has(name, 'футляр', 'карандаш', 'до колена')) return HEM.knee;
  return null;
}

function topForm(name: string): GarmentForm {
  if (has(name, 'плать', 'сарафан')) return { cut: 'dress', hem: statedLength(name), layer: 0 };
  if (has(name, 'пальто', 'тренч', 'плащ', 'парка', 'пуховик', 'шуб', 'дубленк'))
    return { cut: 'top', hem: HEM.coat, layer: 3 };
  if (has(name, 'кроп', 'топ')) return { cut: 'top', hem: HEM.crop, layer: 0 };
  if (has(name, 'пиджак', 'жакет', 'блейзер')) return { cut: 'top', hem: HEM.jacket, layer: 2 };
  if (has(name, 'бомбер', 'куртк', 'кардиган', 'ветровк', 'косух', 'жилет'))
    return { cut: 'top', hem: HEM.top, layer: 2 };
  if (has(name, 'худи', 'свитер', 'свитшот', 'джемпер', 'пуловер', 'толстовк'))
    return { cut: 'top', hem: HEM.top, layer: 1 };
  if (has(name, 'футболк', 'рубашк', 'лонгслив', 'поло', 'блуз'))
    return { cut: 'top', hem: HEM.top, layer: 0 };
  return { cut: 'top', hem: null, layer: 0 };
}

function accessoryForm(name: string): GarmentForm {
  if (has(name, 'кепк', 'шапк', 'панам', 'бейсболк', 'шляп', 'берет')) return { cut: 'cap' };
  if (has(name, 'очк')) return { cut: 'glasses' };
  if (has(name, 'шарф', 'платок', 'палантин', 'снуд', 'косынк')) return { cut: 'scarf' };
  // A belt bag is worn across the chest as often as at the waist, and reads as a bag there.
  if (has(name, 'бананк') || (has(name, 'сумк') && has(name, 'пояс')))
    return { cut: 'bag', size: 0.3, carry: 'crossbody' };
  if (has(name, 'ремен', 'ремн', 'пояс')) return { cut: 'belt' };
  if (has(name, 'клатч', 'косметичк', 'кошел')) return { cut: 'bag', size: 0.3, carry: 'clutch' };
  if (has(name, 'мини')) return { cut: 'bag', size: 0.3, carry: 'crossbody' };
  if (has(name, 'рюкзак')) return { cut: 'bag', size: 0.45, carry: 'back' };
  if (has(name, 'тоут', 'шопер')) return { cut: 'bag', size: 0.45, carry: 'shoulder' };
  if (has(name, 'портфел', 'дорожн', 'саквояж')) return { cut: 'bag', size: 0.45, carry: 'hand' };
  if (has(name, 'через плечо', 'кросс', 'планшет'))
    return { cut: 'bag', size: 0.42, carry: 'crossbody' };
  if (has(name, 'хобо', 'багет', 'на плечо', 'клапан'))
    return { cut: 'bag', size: 0.42, carry: 'shoulder' };
  return { cut: 'bag', size: 0.42, carry: 'hand' };
}

export function garmentForm(slot: Category, itemName = ''): GarmentForm {
  const name = itemName.toLowerCase().replaceAll('ё', 'е');
  switch (slot) {
    case 'top':
      return topForm(name);
    case 'bottom':
      if (has(name, 'юбк')) return { cut: 'skirt', hem: statedLength(name) };
      if (has(name, 'бермуд')) return { cut: 'trousers', hem: HEM.bermuda };
      if (has(name, 'шорт')) return { cut: 'trousers', hem: HEM.shorts };
      if (has(name, 'капри', 'кюлот', 'укороч')) return { cut: 'trousers', hem: HEM.cropped };
      if (has(name, 'джинс', 'брюк', 'чинос', 'палаццо', 'леггинс', 'джогер'))
        return { cut: 'trousers', hem: HEM.full };
      return { cut: 'trousers', hem: null };
    case 'footwear':
      return { cut: 'shoes' };
    case 'accessory':
      return accessoryForm(name);
    case 'fragrance':
      return { cut: 'bottle' };
  }
}

/**
 * Which of the chosen garments are dressed at once, in the shopper's order: one bottom, one pair
 * of shoes and one scent; up to two tops, the outermost and the one right under it (a shirt under
 * a jacket, a sweater under a coat); one accessory of each kind (a belt, a bag, a cap and
 * sunglasses together, not two bags).
 */
export function wornTogether<G extends { slot: Category; name?: string }>(garments: G[]): G[] {
  const tops = garments
    .filter((g) => g.slot === 'top')
    .map((g) => ({ g, form: garmentForm('top', g.name) }));
  const layerOf = (f: GarmentForm) => ('layer' in f ? f.layer : 0);
  // A stable sort: of two tops worn at the same layer, the one chosen first.
  const byLayer = [...tops].sort((a, b) => layerOf(b.form) - layerOf(a.form));
  const outer = byLayer[0];
  const inner = outer && byLayer.find((t) => layerOf(t.form) < layerOf(outer.form));
  const wornTops = new Set([outer?.g, inner?.g]);
  const seen = new Set<string>();
  return garments.filter((g) => {
    if (g.slot === 'top') return wornTops.has(g);
    const key = g.slot === 'accessory' ? `accessory:${garmentForm(g.slot, g.name).cut}` : g.slot;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

export const HEM_POSITIONS = HEM;
