import { z } from 'zod';
import type { Category } from './constants';

/** The seasons a garment is worn in; «Всесезонная» is every one of them. */
export const SEASONS = ['spring', 'summer', 'autumn', 'winter'] as const;
export type Season = (typeof SEASONS)[number];
export const seasonSchema = z.enum(SEASONS);

const ALL_YEAR: readonly Season[] = SEASONS;
const WARM: readonly Season[] = ['spring', 'summer'];
const COLD: readonly Season[] = ['autumn', 'winter'];
const MILD: readonly Season[] = ['spring', 'autumn'];

/**
 * What a garment is, finer than its slot: the wardrobe's «вид», what the stylist's rules speak of
 * (no sandals with a coat) and what a photo of an own garment is recognised as. Each kind belongs
 * to one slot and has the seasons it is usually worn in.
 */
export const GARMENT_KINDS = {
  tshirt: { slot: 'top', label: 'Футболка', seasons: WARM },
  shirt: { slot: 'top', label: 'Рубашка', seasons: ALL_YEAR },
  blouse: { slot: 'top', label: 'Блузка', seasons: ALL_YEAR },
  sweater: { slot: 'top', label: 'Свитер', seasons: COLD },
  hoodie: { slot: 'top', label: 'Худи', seasons: MILD },
  jacket: { slot: 'top', label: 'Пиджак или куртка', seasons: MILD },
  coat: { slot: 'top', label: 'Пальто', seasons: COLD },
  dress: { slot: 'top', label: 'Платье', seasons: ALL_YEAR },
  jeans: { slot: 'bottom', label: 'Джинсы', seasons: ALL_YEAR },
  trousers: { slot: 'bottom', label: 'Брюки', seasons: ALL_YEAR },
  shorts: { slot: 'bottom', label: 'Шорты', seasons: ['summer'] },
  skirt: { slot: 'bottom', label: 'Юбка', seasons: ALL_YEAR },
  sneakers: { slot: 'footwear', label: 'Кроссовки', seasons: ['spring', 'summer', 'autumn'] },
  shoes: { slot: 'footwear', label: 'Туфли', seasons: ALL_YEAR },
  boots: { slot: 'footwear', label: 'Ботинки или сапоги', seasons: COLD },
  sandals: { slot: 'footwear', label: 'Сандалии', seasons: ['summer'] },
  bag: { slot: 'accessory', label: 'Сумка', seasons: ALL_YEAR },
  belt: { slot: 'accessory', label: 'Ремень', seasons: ALL_YEAR },
  hat: { slot: 'accessory', label: 'Головной убор', seasons: ALL_YEAR },
  glasses: { slot: 'accessory', label: 'Очки', seasons: WARM },
  scarf: { slot: 'accessory', label: 'Шарф или платок', seasons: COLD },
  jewellery: { slot: 'accessory', label: 'Украшение', seasons: ALL_YEAR },
  perfume: { slot: 'fragrance', label: 'Аромат', seasons: ALL_YEAR },
} as const satisfies Record<string, { slot: Category; label: string; seasons: readonly Season[] }>;

export type GarmentKind = keyof typeof GARMENT_KINDS;
export const GARMENT_KIND_NAMES = Object.keys(GARMENT_KINDS) as GarmentKind[];
export const garmentKindSchema = z.enum(GARMENT_KIND_NAMES as [GarmentKind, ...GarmentKind[]]);

/** The kinds of one slot, in the order a form lists them. */
export const kindsOfSlot = (slot: Category): GarmentKind[] =>
  GARMENT_KIND_NAMES.filter((kind) => GARMENT_KINDS[kind].slot === slot);

/** Whether a word of the name starts with one of the stems («очк» is not in «цепочке»). */
function hasStem(words: string[], stems: readonly string[]) {
  return stems.some((stem) => words.some((w) => w.startsWith(stem)));
}

/** The stems of a shop's item names (Lamoda's, the demo's) that say each kind, most specific first. */
const KIND_STEMS: readonly [GarmentKind, readonly string[]][] = [
  ['dress', ['плать', 'сарафан']],
  ['coat', ['пальто', 'тренч', 'плащ', 'парк', 'пуховик', 'шуб', 'дубленк']],
  [
    'jacket',
    ['пиджак', 'жакет', 'блейзер', 'бомбер', 'куртк', 'кардиган', 'ветровк', 'косух', 'жилет'],
  ],
  ['hoodie', ['худи', 'толстовк', 'свитшот']],
  ['sweater', ['свитер', 'джемпер', 'пуловер', 'водолазк']],
  ['blouse', ['блуз', 'топ', 'кроп']],
  ['shirt', ['рубашк', 'поло', 'лонгслив']],
  ['tshirt', ['футболк', 'майк']],
  ['jeans', ['джинс']],
  ['shorts', ['шорт', 'бермуд']],
  ['skirt', ['юбк']],
  ['trousers', ['брюк', 'чинос', 'палаццо', 'леггинс', 'джогер', 'кюлот', 'капри', 'штан']],
  ['sneakers', ['кроссовк', 'кед', 'слипон']],
  ['boots', ['ботин', 'сапог', 'челси', 'угг', 'ботильон', 'дутик']],
  ['sandals', ['сандал', 'шлепан', 'сабо', 'босонож', 'вьетнамк']],
  ['shoes', ['туфл', 'лофер', 'балетк', 'мокасин', 'мюли', 'оксфорд', 'дерби']],
  ['glasses', ['очк']],
  // A bag before a belt: «Поясная сумка» is a bag.
  ['bag', ['сумк', 'клатч', 'рюкзак', 'шопер', 'тоут', 'портфел', 'кошел', 'бананк']],
  ['belt', ['ремен', 'ремн', 'пояс']],
  ['hat', ['кепк', 'шапк', 'панам', 'бейсболк', 'шляп', 'берет']],
  ['scarf', ['шарф', 'платок', 'палантин', 'снуд', 'косынк']],
  ['jewellery', ['серьг', 'кольц', 'браслет', 'колье', 'цепочк', 'подвеск', 'часы']],
  ['perfume', ['парфюм', 'туалетн', 'духи', 'аромат', 'одеколон']],
];

/**
 * The kind a shop item's name and slot say («Юбка миди плиссе» → skirt), or null when its name
 * names none the slot allows (the slot still says what it is worn as).
 */
export function garmentKindOf(slot: Category, name: string): GarmentKind | null {
  const words = name
    .toLowerCase()
    .replaceAll('ё', 'е')
    .split(/[^а-яa-z]+/);
  for (const [kind, stems] of KIND_STEMS)
    if (GARMENT_KINDS[kind].slot === slot && hasStem(words, stems)) return kind;
  return slot === 'fragrance' ? 'perfume' : null;
}
