import { normaliseColorName, type ColorName } from './colors';
import { STORE_STYLES, type Language, type StoreStyle } from './constants';

/*
 * The words of the values the shop stores in Russian (a colour, a style, a volume), with their
 * English beside them, so an English page shows «Colour: black», «Casual», «50 ml». A value the
 * maps do not know (a brand's own colour name) is shown as it is stored.
 */

type Words = { ru: string; en: string };

export const COLOR_LABELS: Record<ColorName, Words> = {
  чёрный: { ru: 'чёрный', en: 'black' },
  белый: { ru: 'белый', en: 'white' },
  молочный: { ru: 'молочный', en: 'ivory' },
  серый: { ru: 'серый', en: 'grey' },
  графитовый: { ru: 'графитовый', en: 'graphite' },
  бежевый: { ru: 'бежевый', en: 'beige' },
  песочный: { ru: 'песочный', en: 'sand' },
  коричневый: { ru: 'коричневый', en: 'brown' },
  синий: { ru: 'синий', en: 'blue' },
  'тёмно-синий': { ru: 'тёмно-синий', en: 'navy' },
  голубой: { ru: 'голубой', en: 'light blue' },
  красный: { ru: 'красный', en: 'red' },
  бордовый: { ru: 'бордовый', en: 'burgundy' },
  зелёный: { ru: 'зелёный', en: 'green' },
  оливковый: { ru: 'оливковый', en: 'olive' },
  хаки: { ru: 'хаки', en: 'khaki' },
  розовый: { ru: 'розовый', en: 'pink' },
  пудровый: { ru: 'пудровый', en: 'powder pink' },
  жёлтый: { ru: 'жёлтый', en: 'yellow' },
  оранжевый: { ru: 'оранжевый', en: 'orange' },
  фиолетовый: { ru: 'фиолетовый', en: 'purple' },
  лавандовый: { ru: 'лавандовый', en: 'lavender' },
  золотистый: { ru: 'золотистый', en: 'gold' },
  прозрачный: { ru: 'прозрачный', en: 'clear' },
};

export const STYLE_LABELS: Record<StoreStyle, Words> = {
  Повседневный: { ru: 'Повседневный', en: 'Casual' },
  Спортивный: { ru: 'Спортивный', en: 'Sporty' },
  Классический: { ru: 'Классический', en: 'Classic' },
  Деловой: { ru: 'Деловой', en: 'Business' },
  Вечерний: { ru: 'Вечерний', en: 'Evening' },
  Минимализм: { ru: 'Минимализм', en: 'Minimalism' },
  Уличный: { ru: 'Уличный', en: 'Streetwear' },
};

const colorsByKey = new Map(
  Object.entries(COLOR_LABELS).map(([name, words]) => [normaliseColorName(name), words]),
);
const stylesByKey = new Map(
  STORE_STYLES.map((style) => [style.toLowerCase(), STYLE_LABELS[style]] as const),
);

/** A stored colour in the shopper's language (case and ё as the map writes them). */
export function colorLabel(color: string, language: Language): string {
  return colorsByKey.get(normaliseColorName(color))?.[language] ?? color;
}

/** A stored style in the shopper's language. */
export function styleLabel(style: string, language: Language): string {
  return stylesByKey.get(style.trim().toLowerCase())?.[language] ?? style;
}

const VOLUME_UNITS: Record<string, Words> = {
  мл: { ru: 'мл', en: 'ml' },
  ml: { ru: 'мл', en: 'ml' },
  л: { ru: 'л', en: 'l' },
  l: { ru: 'л', en: 'l' },
  г: { ru: 'г', en: 'g' },
  g: { ru: 'г', en: 'g' },
};

/** A size that is a volume or a weight («50 мл», «1,5 л») in the shopper's language; others as they are. */
export function volumeLabel(size: string, language: Language): string {
  const match = /^(\d+(?:[.,]\d+)?)\s*(мл|ml|л|l|г|g)$/i.exec(size.trim());
  if (!match) return size;
  const unit = VOLUME_UNITS[match[2]!.toLowerCase()]!;
  const amount = language === 'en' ? match[1]!.replace(',', '.') : match[1]!.replace('.', ',');
  return `${amount} ${unit[language]}`;
}
