/**
 * The search-quality suite (decision 023): queries over the demo catalogue, each with the items it
 * must return in its first 20 results. `npm run bench:search-quality` prints recall@20 and MRR
 * per kind; the API test (src/modules/catalog/search-quality.test.ts) runs the same suite with a
 * floor on recall@20. It is a measuring fixture, kept here beside its bench and out of the shop's
 * code.
 *
 * recall@20 of a query: the share of its expected items found in the first 20 results (of at
 * most 20 expected). MRR: the mean over queries of 1 / the rank of the first expected item (0
 * when none is in the first 20). precision@20 (SEARCH_PRECISION_CASES): the share of the first
 * 20 results that are relevant, for queries with few or no relevant items.
 */
import type { Db } from '../src/db/client';
import { createItem } from '../src/db/factories';
import { CATALOG_ITEMS, type CatalogItem } from '../src/db/seed/catalog-data';
import { demoItemValues } from '../src/db/seed/seed-demo';

export const SEARCH_QUALITY_DEPTH = 20;

export type SearchQualityKind =
  | 'word forms'
  | 'typos'
  | 'keyboard layout'
  | 'Latin → Cyrillic'
  | 'brand spellings'
  | 'English → Russian'
  | 'Russian → English'
  | 'multi-word';

export type SearchQualityCase = {
  query: string;
  kind: SearchQualityKind;
  /** The items that must be in the first 20: their names, or a rule over the demo catalogue. */
  expect: readonly string[] | ((item: CatalogItem) => boolean);
};

const named = (pattern: RegExp) => (item: CatalogItem) => pattern.test(item.name);
/** Names with a word starting with `stem` (JavaScript's \b does not know Cyrillic letters). */
const word = (stem: string) => named(new RegExp(`(^|[\\s-])${stem}`, 'i'));
const brand = (name: string) => (item: CatalogItem) => item.brand === name;
const all =
  (...rules: ((item: CatalogItem) => boolean)[]) =>
  (item: CatalogItem) =>
    rules.every((rule) => rule(item));
const coloured = (color: string) => (item: CatalogItem) =>
  (item.colors as string[]).includes(color) || item.color === color;
const forGender = (gender: 'women' | 'men') => (item: CatalogItem) =>
  item.gender === gender || item.gender === 'unisex';

const JEANS = named(/(^|\s)джинсы(\s|$)/i);
const DRESSES = named(/платье/i);
const SNEAKERS = named(/кроссовки/i);
const BAGS = named(/^(мини-)?сумка|\sсумка/i);
const SKIRTS = named(/юбк/i);
const TSHIRTS = named(/футболка/i);
const SHIRTS = named(/рубашка/i);
const BOOTS = named(/ботинки/i);
const TROUSERS = named(/брюки/i);
const SHORTS = named(/шорты/i);
const HOODIES = named(/худи/i);
const SWEATERS = named(/свитер/i);

export const SEARCH_QUALITY_CASES: readonly SearchQualityCase[] = [
  // Word forms: cases and numbers of the words in names.
  { query: 'джинсов', kind: 'word forms', expect: JEANS },
  { query: 'джинсы', kind: 'word forms', expect: JEANS },
  { query: 'джинсами', kind: 'word forms', expect: JEANS },
  { query: 'платья', kind: 'word forms', expect: DRESSES },
  { query: 'платьев', kind: 'word forms', expect: DRESSES },
  { query: 'платьем', kind: 'word forms', expect: DRESSES },
  { query: 'кроссовок', kind: 'word forms', expect: SNEAKERS },
  { query: 'кроссовками', kind: 'word forms', expect: SNEAKERS },
  { query: 'сумок', kind: 'word forms', expect: BAGS },
  { query: 'сумке', kind: 'word forms', expect: BAGS },
  { query: 'юбок', kind: 'word forms', expect: SKIRTS },
  { query: 'туфель', kind: 'word forms', expect: named(/туфли/i) },
  { query: 'ботинок', kind: 'word forms', expect: BOOTS },
  { query: 'ремня', kind: 'word forms', expect: named(/ремень/i) },
  { query: 'рубашек', kind: 'word forms', expect: SHIRTS },
  { query: 'футболок', kind: 'word forms', expect: TSHIRTS },
  { query: 'брюк', kind: 'word forms', expect: TROUSERS },
  { query: 'шортами', kind: 'word forms', expect: SHORTS },
  { query: 'свитера', kind: 'word forms', expect: SWEATERS },
  { query: 'пиджаки', kind: 'word forms', expect: named(/пиджак/i) },
  { query: 'курток', kind: 'word forms', expect: named(/куртк/i) },
  { query: 'очков', kind: 'word forms', expect: word('очки') },
  { query: 'шарфы', kind: 'word forms', expect: named(/шарф/i) },
  { query: 'лоферов', kind: 'word forms', expect: named(/лоферы/i) },
  { query: 'бейсболки', kind: 'word forms', expect: named(/бейсболка/i) },
  { query: 'хлопка', kind: 'word forms', expect: named(/хлопка/i) },
  { query: 'хлопок', kind: 'word forms', expect: named(/хлопка|хлопков/i) },
  { query: 'льняные', kind: 'word forms', expect: named(/льнян/i) },
  { query: 'кожаных', kind: 'word forms', expect: named(/кожан/i) },
  { query: 'замшевых', kind: 'word forms', expect: named(/замшев/i) },
  { query: 'вечерних', kind: 'word forms', expect: named(/вечерн/i) },
  { query: 'спортивной', kind: 'word forms', expect: named(/спортивн/i) },
  { query: 'зимних', kind: 'word forms', expect: named(/зимн/i) },
  { query: 'джинсовые', kind: 'word forms', expect: named(/джинсов/i) },
  { query: 'парфюмерной воды', kind: 'word forms', expect: named(/парфюмерная вода/i) },

  // Typos: a word the catalogue does not have is corrected to the closest one it has.
  { query: 'кросовки', kind: 'typos', expect: SNEAKERS },
  { query: 'плате', kind: 'typos', expect: DRESSES },
  { query: 'свитр', kind: 'typos', expect: SWEATERS },
  { query: 'рубашка ленаня', kind: 'typos', expect: ['Льняная рубашка свободного кроя'] },
  { query: 'джинци', kind: 'typos', expect: JEANS },
  { query: 'футбалка', kind: 'typos', expect: TSHIRTS },
  { query: 'ботинки челс', kind: 'typos', expect: named(/ботинки челси|ботинки.*челси/i) },
  { query: 'кашемироый свитер', kind: 'typos', expect: ['Кашемировый свитер'] },
  { query: 'сумка шопр', kind: 'typos', expect: ['Сумка-шопер'] },
  { query: 'пиджк', kind: 'typos', expect: named(/пиджак/i) },
  { query: 'лоферы замшивые', kind: 'typos', expect: ['Замшевые лоферы'] },
  { query: 'худии', kind: 'typos', expect: HOODIES },

  // The wrong keyboard layout.
  { query: 'l;bycs', kind: 'keyboard layout', expect: JEANS },
  { query: 'rhjccjdrb', kind: 'keyboard layout', expect: SNEAKERS },

  // Russian words typed in Latin letters, and Cyrillic brands in Latin.
  { query: 'dzhinsy', kind: 'Latin → Cyrillic', expect: JEANS },
  { query: 'plate', kind: 'Latin → Cyrillic', expect: DRESSES },
  { query: 'krossovki', kind: 'Latin → Cyrillic', expect: SNEAKERS },
  { query: 'futbolka', kind: 'Latin → Cyrillic', expect: TSHIRTS },
  { query: 'hudi', kind: 'Latin → Cyrillic', expect: HOODIES },
  { query: 'sumka', kind: 'Latin → Cyrillic', expect: BAGS },
  { query: 'tvoe', kind: 'Latin → Cyrillic', expect: brand('Твоё') },
  { query: 'novaya zarya', kind: 'Latin → Cyrillic', expect: brand('Новая Заря') },
  { query: 'tofa', kind: 'Latin → Cyrillic', expect: brand('Тофа') },
  { query: 'severnaya nit', kind: 'Latin → Cyrillic', expect: brand('Северная нить') },

  // Brands as shoppers spell them, in both scripts.
  { query: 'левайс', kind: 'brand spellings', expect: brand("Levi's") },
  { query: 'левис', kind: 'brand spellings', expect: brand("Levi's") },
  { query: 'levis', kind: 'brand spellings', expect: brand("Levi's") },
  { query: "levi's", kind: 'brand spellings', expect: brand("Levi's") },
  { query: 'найк', kind: 'brand spellings', expect: brand('Nike') },
  { query: 'адидас', kind: 'brand spellings', expect: brand('Adidas') },
  { query: 'пума', kind: 'brand spellings', expect: brand('Puma') },
  { query: 'зара', kind: 'brand spellings', expect: brand('Zara') },
  { query: 'кельвин кляйн', kind: 'brand spellings', expect: brand('Calvin Klein') },
  { query: 'томми хилфигер', kind: 'brand spellings', expect: brand('Tommy Hilfiger') },
  { query: 'лакост', kind: 'brand spellings', expect: brand('Lacoste') },
  { query: 'шанель', kind: 'brand spellings', expect: brand('Chanel') },
  { query: 'диор', kind: 'brand spellings', expect: brand('Dior') },
  { query: 'нью баланс', kind: 'brand spellings', expect: brand('New Balance') },
  { query: 'остин', kind: 'brand spellings', expect: brand("O'stin") },
  { query: 'ostin', kind: 'brand spellings', expect: brand("O'stin") },
  { query: 'бифри', kind: 'brand spellings', expect: brand('Befree') },
  { query: 'глория джинс', kind: 'brand spellings', expect: brand('Gloria Jeans') },
  { query: 'calvin klein', kind: 'brand spellings', expect: brand('Calvin Klein') },

  // English words for Russian garments, materials and colours.
  { query: 'dress', kind: 'English → Russian', expect: DRESSES },
  { query: 'jeans', kind: 'English → Russian', expect: JEANS },
  { query: 'sneakers', kind: 'English → Russian', expect: SNEAKERS },
  { query: 'boots', kind: 'English → Russian', expect: BOOTS },
  { query: 'skirt', kind: 'English → Russian', expect: SKIRTS },
  { query: 'hoodie', kind: 'English → Russian', expect: HOODIES },
  { query: 't-shirt', kind: 'English → Russian', expect: TSHIRTS },
  { query: 'sweater', kind: 'English → Russian', expect: named(/свитер\b|свитер\s|джемпер/i) },
  { query: 'bag', kind: 'English → Russian', expect: BAGS },
  { query: 'belt', kind: 'English → Russian', expect: named(/ремень/i) },
  { query: 'scarf', kind: 'English → Russian', expect: named(/шарф/i) },
  { query: 'sunglasses', kind: 'English → Russian', expect: word('очки') },
  { query: 'perfume', kind: 'English → Russian', expect: (item) => item.category === 'fragrance' },
  { query: 'black dress', kind: 'English → Russian', expect: all(DRESSES, coloured('чёрный')) },
  { query: 'leather bag', kind: 'English → Russian', expect: ['Кожаная сумка с клапаном'] },
  { query: 'linen shirt', kind: 'English → Russian', expect: ['Льняная рубашка свободного кроя'] },
  { query: 'oversize', kind: 'English → Russian', expect: named(/оверсайз/i) },

  // Russian spellings of the English words in names.
  {
    query: 'рубашка слим',
    kind: 'Russian → English',
    expect: ['Рубашка slim fit с длинным рукавом'],
  },
  { query: 'ирис', kind: 'Russian → English', expect: ['Парфюмерная вода Iris Silk'] },
  { query: 'ветивер нуар', kind: 'Russian → English', expect: ['Туалетная вода Vetiver Noir'] },
  { query: 'джинсы регуляр', kind: 'Russian → English', expect: ['Джинсы regular fit'] },
  { query: 'оксфорд', kind: 'Russian → English', expect: ['Рубашка оксфорд классического кроя'] },

  // Several words: every one must match, in any field.
  { query: 'джинсы levis', kind: 'multi-word', expect: ['Джинсы прямого кроя'] },
  { query: 'женские джинсы', kind: 'multi-word', expect: all(JEANS, forGender('women')) },
  { query: 'мужские кроссовки', kind: 'multi-word', expect: all(SNEAKERS, forGender('men')) },
  { query: 'чёрные кроссовки', kind: 'multi-word', expect: all(SNEAKERS, coloured('чёрный')) },
  { query: 'зелёное платье', kind: 'multi-word', expect: all(DRESSES, coloured('зелёный')) },
  { query: 'черное платье', kind: 'multi-word', expect: all(DRESSES, coloured('чёрный')) },
  { query: 'платье zara', kind: 'multi-word', expect: all(DRESSES, brand('Zara')) },
  { query: 'кроссовки nike', kind: 'multi-word', expect: all(SNEAKERS, brand('Nike')) },
  { query: 'сумка через плечо', kind: 'multi-word', expect: ['Сумка через плечо'] },
  { query: 'ботинки на шнуровке', kind: 'multi-word', expect: named(/ботинки.*шнуровке/i) },
  {
    query: 'шерстяной шарф',
    kind: 'multi-word',
    expect: ['Шерстяной шарф в клетку', 'Шарф из мериносовой шерсти'],
  },
  { query: 'туалетная вода', kind: 'multi-word', expect: named(/туалетная вода/i) },
  { query: 'классические брюки', kind: 'multi-word', expect: ['Классические брюки со стрелками'] },
  { query: 'летнее платье', kind: 'multi-word', expect: ['Летнее платье из вискозы'] },
  { query: 'свитер оверсайз', kind: 'multi-word', expect: ['Свитер оверсайз крупной вязки'] },
  { query: 'кеды', kind: 'multi-word', expect: ['Кеды низкие'] },
  // A whole name pasted: that item first, not the newer ones whose names contain it.
  { query: 'Куртка-бомбер', kind: 'multi-word', expect: ['Куртка-бомбер'] },
  { query: 'Шарф в клетку', kind: 'multi-word', expect: ['Шарф в клетку'] },
  { query: 'Ботинки на шнуровке', kind: 'multi-word', expect: ['Ботинки на шнуровке'] },
];

/**
 * Precision (decision 049): queries with few or no relevant items, each with the rule of what is
 * relevant (`none`: the catalogue has no such thing, and an honest nothing is the right answer).
 * A query's precision is the share of its first 20 results that are relevant; a query that shows
 * nothing has shown nothing wrong (1).
 */
export type SearchPrecisionCase = {
  query: string;
  relevant: 'none' | ((item: CatalogItem) => boolean);
};

const ofKind =
  (...kinds: CatalogItem['kind'][]) =>
  (item: CatalogItem) =>
    kinds.includes(item.kind);

export const SEARCH_PRECISION_CASES: readonly SearchPrecisionCase[] = [
  // Kinds the demo catalogue does not sell: nothing, never a "correction" into something else.
  { query: 'пальто', relevant: 'none' },
  { query: 'тренч', relevant: 'none' },
  { query: 'тренчи', relevant: 'none' },
  { query: 'плащ', relevant: 'none' },
  { query: 'блуза', relevant: 'none' },
  { query: 'блузка', relevant: 'none' },
  { query: 'носки', relevant: 'none' },
  { query: 'шуба', relevant: 'none' },
  { query: 'пуховик', relevant: 'none' },
  { query: 'водолазка', relevant: 'none' },
  { query: 'колготки', relevant: 'none' },
  { query: 'купальник', relevant: 'none' },
  { query: 'шапка', relevant: 'none' },
  { query: 'coat', relevant: 'none' },
  { query: 'trench', relevant: 'none' },
  { query: 'socks', relevant: 'none' },
  { query: 'красное пальто', relevant: 'none' },
  { query: 'тренч бежевый', relevant: 'none' },
  // Brands named exactly: theirs, not look-alikes («Новая Заря» for «зара»).
  { query: 'зара', relevant: brand('Zara') },
  { query: 'zara', relevant: brand('Zara') },
  { query: 'тофа', relevant: brand('Тофа') },
  { query: 'levis', relevant: brand("Levi's") },
  { query: 'эконика', relevant: brand('Ekonika') },
  { query: 'респект', relevant: brand('Respect') },
  { query: 'шанель', relevant: brand('Chanel') },
  { query: 'глория джинс', relevant: brand('Gloria Jeans') },
  // Kinds of few items: those, not the items whose descriptions mention them.
  { query: 'кеды', relevant: named(/кеды/i) },
  { query: 'мокасины', relevant: named(/мокасины/i) },
  { query: 'клатч', relevant: named(/клатч/i) },
  { query: 'палаццо', relevant: named(/палаццо/i) },
  { query: 'бомбер', relevant: named(/бомбер/i) },
  { query: 'свитшот', relevant: named(/свитшот/i) },
  { query: 'пуловер', relevant: named(/пуловер/i) },
  { query: 'одеколон', relevant: named(/одеколон/i) },
  { query: 'челси', relevant: named(/челси/i) },
  { query: 'юбка', relevant: ofKind('skirt') },
  { query: 'jeans', relevant: ofKind('jeans') },
  { query: 'dzhinsy', relevant: ofKind('jeans') },
  { query: 'платье zara', relevant: all(DRESSES, brand('Zara')) },
  { query: 'блейзер', relevant: ofKind('jacket') },
  // A length is what the item is: a midi dress, not a mini one.
  { query: 'платье миди', relevant: all(DRESSES, named(/миди/i)) },
];

export type SearchPrecisionResult = SearchPrecisionCase & {
  found: string[];
  relevantFound: number;
  /** The results that are not relevant. */
  irrelevant: string[];
  precision: number;
};

/** Runs every precision case through `search` (the first 20 result names of a query). */
export async function runSearchPrecision(
  search: (query: string) => Promise<string[]>,
  cases: readonly SearchPrecisionCase[] = SEARCH_PRECISION_CASES,
  catalog: readonly CatalogItem[] = CATALOG_ITEMS,
): Promise<{ results: SearchPrecisionResult[]; precision: number; honestNothing: number }> {
  const results: SearchPrecisionResult[] = [];
  for (const test of cases) {
    const relevant = new Set(
      test.relevant === 'none' ? [] : catalog.filter(test.relevant).map((i) => i.name),
    );
    if (test.relevant !== 'none' && !relevant.size) {
      throw new Error(`«${test.query}»: no demo item is relevant`);
    }
    const found = (await search(test.query)).slice(0, SEARCH_QUALITY_DEPTH);
    const relevantFound = found.filter((name) => relevant.has(name)).length;
    results.push({
      ...test,
      found,
      relevantFound,
      irrelevant: found.filter((name) => !relevant.has(name)),
      precision: found.length ? relevantFound / found.length : 1,
    });
  }
  const mean = (values: number[]) => values.reduce((a, b) => a + b, 0) / values.length;
  const nothing = results.filter((r) => r.relevant === 'none');
  return {
    results,
    precision: mean(results.map((r) => r.precision)),
    honestNothing: nothing.length
      ? nothing.filter((r) => !r.found.length).length / nothing.length
      : 1,
  };
}

/** The expected item names of a case over a catalogue. */
export function expectedNames(
  test: SearchQualityCase,
  catalog: readonly CatalogItem[] = CATALOG_ITEMS,
): string[] {
  return typeof test.expect === 'function'
    ? catalog.filter(test.expect).map((i) => i.name)
    : [...test.expect];
}

export type SearchQualityResult = SearchQualityCase & {
  expected: string[];
  found: string[];
  missing: string[];
  recall: number;
  reciprocalRank: number;
};

/** Runs every case through `search` (the first 20 result names of a query). */
export async function runSearchQuality(
  search: (query: string) => Promise<string[]>,
  cases: readonly SearchQualityCase[] = SEARCH_QUALITY_CASES,
  catalog: readonly CatalogItem[] = CATALOG_ITEMS,
): Promise<{ results: SearchQualityResult[]; recall: number; mrr: number }> {
  const results: SearchQualityResult[] = [];
  for (const test of cases) {
    const expected = expectedNames(test, catalog);
    if (!expected.length) throw new Error(`«${test.query}»: no demo item is expected`);
    const found = (await search(test.query)).slice(0, SEARCH_QUALITY_DEPTH);
    const missing = expected.filter((name) => !found.includes(name));
    const firstHit = found.findIndex((name) => expected.includes(name));
    results.push({
      ...test,
      expected,
      found,
      missing,
      recall: (expected.length - missing.length) / Math.min(expected.length, SEARCH_QUALITY_DEPTH),
      reciprocalRank: firstHit < 0 ? 0 : 1 / (firstHit + 1),
    });
  }
  const mean = (values: number[]) => values.reduce((a, b) => a + b, 0) / values.length;
  return {
    results,
    recall: mean(results.map((r) => Math.min(1, r.recall))),
    mrr: mean(results.map((r) => r.reciprocalRank)),
  };
}

/** Writes the demo catalogue (no pictures) as the demo seed does: one transaction, in order. */
export async function seedSearchCatalogue(
  db: Db,
  catalog: readonly CatalogItem[] = CATALOG_ITEMS,
): Promise<void> {
  const now = Date.now();
  await db.transaction(async (tx) => {
    for (const [index, entry] of catalog.entries()) {
      await createItem(tx, demoItemValues(entry, index, catalog.length, now));
    }
  });
}
