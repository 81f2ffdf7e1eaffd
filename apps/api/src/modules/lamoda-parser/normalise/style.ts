import { STORE_STYLES, type StoreStyle } from '@shop/contract';
import { firstIndex, foldText, wordsPattern } from './keywords';

export { STORE_STYLES, type StoreStyle } from '@shop/contract';

const L = '[\\p{L}]*';

/** Checked in this order: the more telling styles first; casual wear last. */
const STYLE_WORDS: [StoreStyle, readonly string[]][] = [
  [
    'Вечерний',
    [
      `вечерн${L}`,
      `коктейльн${L}`,
      `пайетк${L}`,
      `паетк${L}`,
      `стразам${L}`,
      `бархатн${L}`,
      'evening',
      'cocktail',
      'sequins?',
    ],
  ],
  [
    'Деловой',
    [
      `делов${L}`,
      `офисн${L}`,
      `пиджак${L}`,
      `блейзер${L}`,
      `жакет${L}`,
      `галстук${L}`,
      `портфел${L}`,
      'классические брюки',
      `брючн${L} костюм${L}`,
      'business',
      'office',
      'blazers?',
    ],
  ],
  [
    'Спортивный',
    [
      `спортивн${L}`,
      `беговы${L}`,
      'для бега',
      `для (?:тренировок|тренинга|фитнеса|йоги|зала)`,
      `тренировочн${L}`,
      `тайтс${L}`,
      `олимпийк${L}`,
      `рашгард${L}`,
      'running',
      'training',
      'fitness',
      'sport',
      'sports',
      'gym',
    ],
  ],
  [
    'Уличный',
    [
      'худи',
      `свитшот${L}`,
      `оверсайз${L}`,
      'oversized?',
      'карго',
      `бомбер${L}`,
      `бейсболк${L}`,
      'кеды',
      'граффити',
      'streetwear',
      'street',
      'hoodies?',
    ],
  ],
  [
    'Классический',
    [
      `классическ${L}`,
      'пальто',
      `тренч${L}`,
      `лофер${L}`,
      'оксфорды',
      `туфл${L}`,
      `рубашк${L}`,
      `водолазк${L}`,
      `кардиган${L}`,
      'classic',
    ],
  ],
  ['Минимализм', [`базов${L}`, `минимал${L}`, 'basic', 'minimal', 'essentials?']],
  [
    'Повседневный',
    [
      `повседневн${L}`,
      'casual',
      `футболк${L}`,
      `лонгслив${L}`,
      'джинсы',
      `джинсов${L}`,
      `джемпер${L}`,
      `свитер${L}`,
      `кроссовк${L}`,
      'поло',
      `шорт${L}`,
    ],
  ],
];

const STYLE_PATTERNS = STYLE_WORDS.map(([style, words]) => ({
  style,
  pattern: wordsPattern(words),
}));

/** A store style from the product's words (name, model, attributes), or null when none fits. */
export function styleFromRules(text: string): StoreStyle | null {
  const folded = foldText(text);
  if (!folded) return null;
  for (const { style, pattern } of STYLE_PATTERNS) {
    if (firstIndex(pattern, folded) >= 0) return style;
  }
  return null;
}

export function isStoreStyle(value: unknown): value is StoreStyle {
  return typeof value === 'string' && (STORE_STYLES as readonly string[]).includes(value);
}
