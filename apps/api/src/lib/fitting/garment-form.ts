import type { Category } from '@shop/contract';

/**
 * What a garment is, as far as fitting cares: how it is cut into parts and how long it is worn.
 * Read from the item's Russian name (shops name their items by kind: «Юбка мини», «Пальто …»);
 * `null` length means "as long as its picture's proportions say".
 */
export type GarmentForm =
  | { cut: 'top'; hem: number | null }
  | { cut: 'dress'; hem: number | null }
  | { cut: 'trousers'; hem: number | null }
  | { cut: 'skirt'; hem: number | null }
  | { cut: 'shoes' }
  | { cut: 'cap' | 'glasses' | 'scarf' | 'belt' | 'bag' | 'bottle' };

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

export function garmentForm(slot: Category, itemName = ''): GarmentForm {
  const name = itemName.toLowerCase().replaceAll('ё', 'е');
  switch (slot) {
    case 'top':
      if (has(name, 'плать', 'сарафан')) return { cut: 'dress', hem: statedLength(name) };
      if (has(name, 'пальто', 'тренч', 'плащ', 'парка', 'пуховик'))
        return { cut: 'top', hem: HEM.coat };
      if (has(name, 'кроп', 'топ')) return { cut: 'top', hem: HEM.crop };
      if (has(name, 'пиджак', 'жакет', 'блейзер')) return { cut: 'top', hem: HEM.jacket };
      if (has(name, 'бомбер', 'куртк', 'худи', 'свитер', 'футболк', 'рубашк', 'лонгслив', 'поло'))
        return { cut: 'top', hem: HEM.top };
      return { cut: 'top', hem: null };
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
      if (has(name, 'кепк', 'шапк', 'панам', 'бейсболк')) return { cut: 'cap' };
      if (has(name, 'очк')) return { cut: 'glasses' };
      if (has(name, 'шарф', 'платок', 'палантин')) return { cut: 'scarf' };
      if (has(name, 'ремен', 'ремн', 'пояс')) return { cut: 'belt' };
      return { cut: 'bag' };
    case 'fragrance':
      return { cut: 'bottle' };
  }
}

export const HEM_POSITIONS = HEM;
