import type { Alternative, WordQuery } from './search-terms';
import { alternativesOf } from './search-tsquery';
import { gendersShown } from './catalog-filters.sql';
import type { Gender } from '@shop/contract';
import { intersect, seek, unite, type Matches } from './search-index-matches';
import { bytes, Column, createPostings, ints } from './search-index-postings';

/**
 * The catalogue's search in relevance order, held in memory (decision 110): for each lexeme the
 * items whose documents hold it, in the order they were added, with which documents (the name,
 * the card, everything) hold it. A search's tiers (decision 009) are then computed from the
 * posting lists of its words instead of walking PostgreSQL's newest-first index tier by tier.
 * The lexemes are PostgreSQL's own (its documents' tsvectors), so a word matches here exactly
 * when it matches there; `search-quality.test.ts` compares the two on every quality query.
 *
 * Only the exact-name tier is left to PostgreSQL (it needs the name as PostgreSQL lowers it).
 */

/** One item on sale as the index reads it: its documents' lexemes and what ranks it. */
export type IndexedItem = {
  id: number;
  createdAt: number;
  brand: string;
  category: string;
  gender: string;
  name: readonly string[];
  card: readonly string[];
  everything: readonly string[];
};

/** What a search asks for, from its resolved words (catalog-search.ts). */
export type IndexQuery = {
  words: readonly WordQuery[];
  /** Whether the words' own forms rank above their synonyms' (Search.direct is not null). */
  direct: boolean;
  /** The brands the whole query names: their items come first after an exact name. */
  brands: readonly string[];
  /** The list's own filters the index applies: a category, a gender (with unisex), brands. */
  filters: { category?: string; gender?: Gender; brand?: readonly string[] };
};

const NAME = 1;
const CARD = 2;
const EVERYTHING = 4;

export function createSearchIndex() {
  const postings = createPostings();
  const codes = {
    brand: new Map<string, number>(),
    category: new Map<string, number>(),
    gender: new Map<string, number>(),
  };
  const slotId = ints();
  const slotCreated = new Column(new Float64Array(0), (n) => new Float64Array(n));
  const slotBrand = ints();
  const slotCategory = bytes();
  const slotGender = bytes();
  const alive = bytes();
  /** An item's slot + 1 by its id (0: not indexed). */
  let slotOfId = new Int32Array(0);
  let dead = 0;
  /** Each category's card words (the kinds a category is, kindCondition). */
  const categoryWords = new Map<number, ReadonlySet<string>>();

  const codeOf = (map: Map<string, number>, value: string) => {
    let code = map.get(value);
    if (code === undefined) map.set(value, (code = map.size));
    return code;
  };

  function remove(id: number) {
    const slot = (slotOfId[id] ?? 0) - 1;
    if (slot < 0) return;
    alive.values[slot] = 0;
    slotOfId[id] = 0;
    dead += 1;
  }

  /** Adds (or replaces) an item; its slot comes after every other, so lists stay ascending. */
  function put(item: IndexedItem) {
    remove(item.id);
    const slot = slotId.length;
    slotId.push(item.id);
    slotCreated.push(item.createdAt);
    slotBrand.push(codeOf(codes.brand, item.brand));
    slotCategory.push(codeOf(codes.category, item.category));
    slotGender.push(codeOf(codes.gender, item.gender));
    alive.push(1);
    if (item.id >= slotOfId.length) {
      const next = new Int32Array(Math.max(item.id + 1, slotOfId.length * 2));
      next.set(slotOfId);
      slotOfId = next;
    }
    slotOfId[item.id] = slot + 1;
    const masks = new Map<string, number>();
    const mark = (words: readonly string[], bit: number) => {
      for (const word of words) masks.set(word, (masks.get(word) ?? 0) | bit);
    };
    mark(item.name, NAME);
    mark(item.card, CARD);
    mark(item.everything, EVERYTHING);
    for (const [word, mask] of masks) postings.add(word, slot, mask);
  }

  /**
   * An alternative's items: those whose documents hold all its lexemes (null: one is in none);
   * `direct` as given.
   */
  function alternativeMatches(alternative: Alternative, direct: boolean): Matches | null {
    const rarestFirst = [...alternative].sort((x, y) => postings.count(x) - postings.count(y));
    let found: Matches | null = null;
    for (const lexeme of rarestFirst) {
      const matches = postings.matches(lexeme, direct);
      if (!matches) return null;
      found = found ? intersect(found, matches) : matches;
    }
    return found;
  }

  /**
   * A word's alternatives' items, `direct` for its own forms (alternativesOf, as its tsqueries
   * read it). Empty when no item holds it.
   */
  function wordAlternatives(word: WordQuery): Matches[] {
    const own = new Set(alternativesOf(word, { related: false }).map((a) => a.join(' ')));
    return alternativesOf(word, { related: true }).flatMap(
      (alternative) => alternativeMatches(alternative, own.has(alternative.join(' '))) ?? [],
    );
  }

  /**
   * The items holding every word, with the documents that hold them all (null: none). The rarest
   * word's items are the candidates; each other word keeps those one of its alternatives holds,
   * found by galloping through its (longer) lists: a common word's list is never copied.
   */
  function wordsMatches(words: readonly WordQuery[]): Matches | null {
    const each = words.map(wordAlternatives);
    if (each.some((alternatives) => !alternatives.length)) return null;
    const size = (alternatives: Matches[]) => alternatives.reduce((n, m) => n + m.length, 0);
    each.sort((a, b) => size(a) - size(b));
    let found = each[0]!.reduce((union, matches) => unite(union, matches));
    for (const alternatives of each.slice(1)) {
      if (!found.length) return null;
      const current = found;
      found = alternatives
        .map((matches) => intersect(current, matches))
        .reduce((union, matches) => unite(union, matches));
    }
    return found.length ? found : null;
  }

  /** Whether a category's card words satisfy the query's kinds (kindCondition). */
  function categoryHolds(words: readonly WordQuery[], lexemesOf: ReadonlySet<string>) {
    return words.every((word) =>
      alternativesOf(word, { related: true }).some((alternative) =>
        alternative.every((lexeme) => lexemesOf.has(lexeme)),
      ),
    );
  }

  /** Whether a slot's item is in the list's filters. */
  function listedBy({ category, gender, brand }: IndexQuery['filters']) {
    const codesOf = (map: Map<string, number>, names: readonly string[]) =>
      new Set(names.map((name) => map.get(name) ?? -1));
    const categories = category === undefined ? null : codesOf(codes.category, [category]);
    const genders = gender === undefined ? null : codesOf(codes.gender, gendersShown(gender));
    const brandCodes = brand?.length ? codesOf(codes.brand, brand) : null;
    return (slot: number) =>
      (!categories || categories.has(slotCategory.values[slot]!)) &&
      (!genders || genders.has(slotGender.values[slot]!)) &&
      (!brandCodes || brandCodes.has(slotBrand.values[slot]!));
  }

  /**
   * The ids of the first `depth` items of a search in relevance order, past the exact-name tier:
   * the brand named, the name (own forms, then with synonyms), the card (likewise), everything;
   * newest first within a tier. The card and everything hold an item only if the query's kinds
   * are in its name or its category's words (kindCondition).
   */
  function rank(query: IndexQuery, depth: number): number[] {
    const found = query.words.length ? wordsMatches(query.words) : null;
    if (!found || depth <= 0) return [];
    const kindWords = query.words.filter((word) => word.kind);
    const kinds = kindWords.length ? wordsMatches(kindWords) : undefined;
    const kindCategories = new Set(
      [...categoryWords].flatMap(([code, words]) =>
        categoryHolds(kindWords, words) ? [code] : [],
      ),
    );
    const brands = new Set(query.brands.flatMap((name) => codes.brand.get(name) ?? []));
    const listed = listedBy(query.filters);

    const best: { tier: number; slot: number }[] = [];
    const before = (a: { tier: number; slot: number }, b: { tier: number; slot: number }) =>
      a.tier - b.tier ||
      slotCreated.values[b.slot]! - slotCreated.values[a.slot]! ||
      slotId.values[b.slot]! - slotId.values[a.slot]!;
    let kindAt = 0;
    for (let k = 0; k < found.length; k++) {
      const slot = found.slots[k]!;
      if (!alive.values[slot] || !listed(slot)) continue;
      const all = found.all[k]!;
      const direct = query.direct ? found.direct[k]! : 0;
      let tier: number;
      if (all & CARD && brands.has(slotBrand.values[slot]!)) tier = 0;
      else if (direct & NAME) tier = 1;
      else if (all & NAME) tier = 2;
      else {
        let held = kinds === undefined || kindCategories.has(slotCategory.values[slot]!);
        if (!held && kinds) {
          kindAt = seek(kinds.slots, kinds.length, kindAt, slot);
          held =
            kindAt < kinds.length &&
            kinds.slots[kindAt] === slot &&
            (kinds.all[kindAt]! & NAME) !== 0;
        }
        if (!held) continue;
        tier = direct & CARD ? 3 : all & CARD ? 4 : all & EVERYTHING ? 5 : -1;
        if (tier < 0) continue;
      }
      const entry = { tier, slot };
      if (best.length === depth && before(entry, best[depth - 1]!) >= 0) continue;
      let at = best.length;
      while (at > 0 && before(entry, best[at - 1]!) < 0) at -= 1;
      best.splice(at, 0, entry);
      if (best.length > depth) best.pop();
    }
    return best.map((entry) => slotId.values[entry.slot]!);
  }

  return {
    put,
    remove,
    /** A category's own card words («обувь» for footwear), by which a kind may hold it. */
    setCategoryWords(category: string, words: readonly string[]) {
      categoryWords.set(codeOf(codes.category, category), new Set(words));
    },
    rank,
    /** Ends the load: what is put after it is added beside (decision 110). */
    settle: () => postings.seal(),
    /** How many slots hold an item that was replaced or removed since the index was built. */
    deadShare: () => (slotId.length ? dead / slotId.length : 0),
    size: () => slotId.length - dead,
  };
}

export type SearchIndex = ReturnType<typeof createSearchIndex>;
