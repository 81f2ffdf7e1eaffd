import { COLOR_NAMES, normaliseColorName, type ColorName } from '@shop/contract';
import { foldText } from './keywords';

/**
 * Lamoda's colour words («Черный», «black», «тёмно-синий/navy», «серый меланж») → one of the store's
 * colour names (COLOR_PALETTE keys, e.g. «чёрный», «тёмно-синий»), or null when the colour is
 * mixed («мультиколор», «разноцветный») or unknown. Case- and ё-insensitive.
 */

/** Whole folded names (lower case, ё → е) and what they mean. */
const EXACT: Record<string, ColorName | null> = {
  'темно-синий': 'тёмно-синий',
  'темно синий': 'тёмно-синий',
  'dark blue': 'тёмно-синий',
  navy: 'тёмно-синий',
  'navy blue': 'тёмно-синий',
  'темно-серый': 'графитовый',
  'темно серый': 'графитовый',
  'dark grey': 'графитовый',
  'dark gray': 'графитовый',
  'светло-голубой': 'голубой',
  'light blue': 'голубой',
  'sky blue': 'голубой',
  'светло-розовый': 'пудровый',
  'бледно-розовый': 'пудровый',
  'light pink': 'пудровый',
  'off-white': 'молочный',
  'слоновая кость': 'молочный',
  'темно-коричневый': 'коричневый',
  'темно-зеленый': 'зелёный',
  'темно-красный': 'бордовый',
  'dark red': 'бордовый',
  'dark green': 'зелёный',
  мультиколор: null,
  multicolor: null,
  multicolour: null,
  multi: null,
  разноцветный: null,
  'мульти-колор': null,
};

/** Word stems (folded) matched at the start of a word, in order. */
const STEMS: [RegExp, ColorName][] = [
  [/^темно-сер/, 'графитовый'],
  [/^темно-красн/, 'бордовый'],
  [/^(светло|бледно)-роз/, 'пудровый'],
  [/^(черн|black|jet)/, 'чёрный'],
  [/^(бел|white|snow|белоснеж)/, 'белый'],
  [/^(молочн|кремов|крем$|сливочн|экрю|ecru|айвори|ivory|cream|milk|ванильн)/, 'молочный'],
  [/^(графит|антрацит|charcoal|graphite|anthracite|асфальт)/, 'графитовый'],
  [
    /^(сер(ый|ая|ое|ые|ого|о)?$|grey|gray|пепельн|стальн|меланж|silver|серебрист|серебрян)/,
    'серый',
  ],
  [/^(беж|beige|нюд|nude|телесн|taupe|тауп)/, 'бежевый'],
  [/^(песочн|sand|camel|кэмел|верблюж|карамельн|caramel|тан$|tan$)/, 'песочный'],
  [
    /^(коричн|brown|шоколад|chocolate|кофейн|coffee|мокко|mocha|бронз|bronze|табачн|коньячн|каштан)/,
    'коричневый',
  ],
  [/^(темно-син|navy|нэйви|нейви|индиго|indigo|ультрамарин)/, 'тёмно-синий'],
  [/^(син|blue|джинсов|denim|васильков|кобальт|cobalt|электрик)/, 'синий'],
  [/^(голуб|бирюз|turquoise|aqua|лазурн|небесн|аквамарин)/, 'голубой'],
  [/^(бордо|бордов|burgundy|винн|wine|марсала|maroon|вишнев|cherry|гранатов)/, 'бордовый'],
  [/^(красн|red$|алый|scarlet|кирпичн)/, 'красный'],
  [/^(оливк|олив|olive)/, 'оливковый'],
  [/^(хаки|khaki|military|милитари)/, 'хаки'],
  [/^(зелен|green|изумруд|emerald|мятн|mint|салатов|лайм|lime|бутылочн|травян|фисташк)/, 'зелёный'],
  [/^(пудр|powder|blush|пыльно-роз)/, 'пудровый'],
  [
    /^(розов|pink|фукси|fuchsia|малинов|raspberry|кораллов|coral|лососев|salmon|персиков|peach)/,
    'розовый',
  ],
  [/^(желт|yellow|горчичн|mustard|лимонн|lemon|охр|ochre|медов)/, 'жёлтый'],
  [/^(оранж|orange|терракот|terracotta|рыж|апельсин|мандарин|ржав|rust)/, 'оранжевый'],
  [/^(лаванд|lavender|сирен|lilac|лилов|мальв)/, 'лавандовый'],
  [/^(фиолет|purple|violet|сливов|plum|баклажан|фуксин|пурпур|аметист)/, 'фиолетовый'],
  [/^(золот|gold|латун)/, 'золотистый'],
  [/^(прозрачн|transparent|clear$)/, 'прозрачный'],
];

/** Mixed colours name no single store colour. */
const MIXED = /^(мульти|multi|разноцвет|пестр|принт)/;

const PALETTE_BY_FOLDED = new Map(COLOR_NAMES.map((name) => [normaliseColorName(name), name]));

function fromText(text: string): ColorName | null | undefined {
  if (text in EXACT) return EXACT[text];
  const palette = PALETTE_BY_FOLDED.get(text);
  if (palette) return palette;
  // «светло-серый» → «серый», «серый меланж» → «серый»: try each word, the prefixless form too.
  const words = text.split(/[\s]+/).filter(Boolean);
  for (const word of words) {
    if (word in EXACT) return EXACT[word];
    const candidates = [word, word.replace(/^(светло|темно|ярко|бледно|пыльно|глубокий)-/, '')];
    for (const candidate of candidates) {
      if (MIXED.test(candidate)) return null;
      for (const [stem, color] of STEMS) {
        if (stem.test(candidate)) return color;
      }
    }
  }
  return undefined;
}

export function normaliseColor(raw: string | null | undefined): ColorName | null {
  if (!raw) return null;
  const folded = foldText(raw);
  if (!folded) return null;
  const whole = fromText(folded);
  if (whole !== undefined) return whole;
  // «тёмно-синий/navy», «черный, белый»: the first part that names a colour.
  for (const part of folded.split(/\s*[/,;|+&]\s*|\s+и\s+/)) {
    const color = fromText(part.trim());
    if (color !== undefined) return color;
  }
  return null;
}
