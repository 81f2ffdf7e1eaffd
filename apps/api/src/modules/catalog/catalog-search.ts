import type { SearchInterpretation } from '@shop/contract';
import type { Db } from '../../db/client';
import type { CatalogRepository, Search } from './catalog.repository';
import type { AnnouncementWatch } from '../../lib/announcements-watch';
import {
  brandKey,
  brandKeys,
  buildSynonymIndex,
  kindTsquery,
  resolveSearchQuery,
  toTsquery,
  type ResolvedSearch,
  type SearchLookups,
  type SynonymIndex,
} from './search-query';
import { isCyrillic, queryWords, typoAllowance, typoDistance } from './search-words';

/** How many ways out a search that finds nothing offers (decision 049). */
const SUGGESTIONS_LIMIT = 4;
/** How long the brand list is kept when the dictionary's announcements are not heard. */
const BRANDS_KEPT_MS = 60_000;
/** How many queries' dictionary answers a process keeps (the oldest go first). */
const LOOKUPS_KEPT = 1_000;

/**
 * The dictionary's answer for a query's words, kept until the dictionary changes (decision 039):
 * most searches repeat, and reading the words cost a search a third of its database time. Nothing
 * is kept while the dictionary's announcements are not heard, nor for a query with a number (a
 * number is looked up in the items, not in the dictionary).
 */
function keepLookups(
  lookup: SearchLookups['lexemes'],
  dictionary: AnnouncementWatch | undefined,
): SearchLookups['lexemes'] {
  if (!dictionary) return lookup;
  type Answer = ReturnType<SearchLookups['lexemes']>;
  const kept = new Map<string, { version: number; answer: Answer }>();
  return (words, pairs = [], check = []) => {
    const version = dictionary.version();
    if (version === null || words.some((word) => /\d/.test(word))) {
      return lookup(words, pairs, check);
    }
    const key = JSON.stringify([words, pairs, check]);
    const found = kept.get(key);
    if (found?.version === version) return found.answer;
    const answer = lookup(words, pairs, check);
    kept.delete(key);
    if (kept.size >= LOOKUPS_KEPT) kept.delete(kept.keys().next().value!);
    kept.set(key, { version, answer });
    answer.catch(() => {
      if (kept.get(key)?.answer === answer) kept.delete(key);
    });
    return answer;
  };
}

/**
 * How the catalogue's list and facets search: a shopper's query resolved against the dictionary,
 * the synonym lists and the catalogue's brands, and the ways out of a search that finds nothing.
 */
export function createCatalogSearch({
  db,
  repo,
  dictionary,
}: {
  db: Db;
  repo: CatalogRepository;
  dictionary: AnnouncementWatch | undefined;
}) {
  const lookups: SearchLookups = {
    lexemes: keepLookups(
      (words, pairs, check) => repo.searchLexemes(words, db, pairs, check),
      dictionary,
    ),
    neighbours: (words) => repo.searchNeighbours(words, db),
    knownLexemes: (lexemes) => repo.knownLexemes(lexemes, db),
  };
  // The synonym lists are code: their stems are computed once per process.
  let synonyms: Promise<SynonymIndex> | null = null;
  function synonymIndex() {
    synonyms ??= buildSynonymIndex(lookups.lexemes).catch((err: unknown) => {
      synonyms = null;
      throw err;
    });
    return synonyms;
  }

  // The catalogue's brands by key ("levis" → Levi's), read again when the dictionary changes
  // (a new brand brings new words) or, unheard, after a minute.
  let brandList: {
    version: number | null;
    at: number;
    byKey: Promise<Map<string, string[]>>;
  } | null = null;
  function brandsByKey() {
    const version = dictionary?.version() ?? null;
    if (
      !brandList ||
      (version !== null
        ? brandList.version !== version
        : Date.now() - brandList.at > BRANDS_KEPT_MS)
    ) {
      const byKey = repo.brands(db).then((brands) => {
        const map = new Map<string, string[]>();
        for (const brand of brands) {
          const key = brandKey(brand);
          if (key) map.set(key, [...(map.get(key) ?? []), brand]);
        }
        return map;
      });
      byKey.catch(() => {
        if (brandList?.byKey === byKey) brandList = null;
      });
      brandList = { version, at: Date.now(), byKey };
    }
    return brandList.byKey;
  }

  function searchOf(resolved: ResolvedSearch, typed: string, brands: string[]): Search {
    const { words } = resolved;
    const tsquery = toTsquery(words, { related: true });
    const direct = toTsquery(words, { related: false });
    return {
      tsquery,
      words,
      direct: direct === tsquery ? null : direct,
      // A whole name of one word is the name tier's anyway: no tier of its own to plan.
      ...(queryWords(typed).length > 1 ? { name: typed } : {}),
      kinds: kindTsquery(words),
      ...(brands.length ? { brands } : {}),
    };
  }

  /**
   * A query's full-text search and its interpretation (decisions 023, 049). A query of stop words
   * only ("и") searches nothing: the list is unfiltered. A query whose every word was left out,
   * or that names a kind the catalogue does not have («пальто», or a slip of one), finds nothing.
   * A correction stands only if the corrected query finds something under the filters (the list
   * and the facets check what they read); otherwise the corrected words are left out.
   */
  type Resolution = {
    search: Search | undefined;
    interpretation: SearchInterpretation | undefined;
    resolved?: ResolvedSearch;
    typed?: string;
  };

  async function resolveSearch(q: string | undefined): Promise<Resolution> {
    const trimmed = q?.trim();
    if (!trimmed) return { search: undefined, interpretation: undefined };
    return searchFor(await resolveSearchQuery(trimmed, lookups, await synonymIndex()), trimmed);
  }

  /** Whether a resolution rests on a correction that a search found nothing for. */
  const corrected = (r: Resolution) =>
    Boolean(r.resolved?.words.length && r.resolved.interpretation.corrections.length);

  /** The same search without its corrected words, said as left out. */
  function withoutCorrections(r: Resolution): Promise<Resolution> {
    const resolved = r.resolved!;
    const kept = resolved.words.filter((w) => w.corrected === undefined);
    return searchFor(
      {
        ...resolved,
        words: kept,
        interpretation: {
          query: kept.map((w) => w.shown).join(' '),
          corrections: [],
          ignored: [
            ...resolved.interpretation.ignored,
            ...resolved.words.flatMap((w) => (w.corrected === undefined ? [] : [w.corrected])),
          ],
        },
      },
      r.typed!,
    );
  }

  async function searchFor(resolved: ResolvedSearch, trimmed: string): Promise<Resolution> {
    const brandsOf = async (r: ResolvedSearch) => {
      const keys = brandKeys(r.words.map((w) => w.shown ?? ''));
      if (!keys.length) return [];
      const byKey = await brandsByKey();
      return keys.flatMap((key) => byKey.get(key) ?? []);
    };
    if (resolved.absentKinds.length) {
      return {
        search: { tsquery: null, direct: null },
        interpretation: { ...resolved.interpretation, query: '' },
        resolved,
        typed: trimmed,
      };
    }
    const { words, interpretation } = resolved;
    if (words.length) {
      return {
        search: searchOf(resolved, trimmed, await brandsOf(resolved)),
        interpretation,
        resolved,
        typed: trimmed,
      };
    }
    return {
      search: interpretation.ignored.length ? { tsquery: null, direct: null } : undefined,
      interpretation,
      resolved,
      typed: trimmed,
    };
  }

  /**
   * Ways out of a search that found nothing (decision 049): what the catalogue has instead of
   * the query's kinds (STAND_INS), then the catalogue words closest to the words it did not find,
   * in the same script — each only if some item's card holds it.
   */
  async function suggestionsFor(resolved: ResolvedSearch): Promise<string[]> {
    const typed = new Set(
      [...resolved.words.map((w) => w.shown ?? ''), ...resolved.interpretation.ignored].map((w) =>
        w.toLowerCase(),
      ),
    );
    // Spellings near the words it knew nothing of (a real word of the lists is no typo).
    const unmatched = resolved.interpretation.ignored.filter(
      (w) => [...w].length > 3 && !/\d/.test(w) && !resolved.listed.includes(w),
    );
    const near = unmatched.length ? await repo.searchNeighbours(unmatched, db) : [];
    const close = near
      .filter((n) => isCyrillic(n.word) === isCyrillic(n.term) && !typed.has(n.term))
      .map((n) => ({
        term: n.term,
        cost: typoDistance(n.word, n.term, 6),
        limit: typoAllowance(n.word) + 1,
      }))
      .filter((n) => n.cost <= n.limit)
      .sort((a, b) => a.cost - b.cost || a.term.localeCompare(b.term))
      .map((n) => n.term);
    const candidates = [...new Set([...resolved.standIns, ...close])].filter(
      (word) => !typed.has(word),
    );
    if (!candidates.length) return [];
    const inCards = await repo.wordsInCards(candidates, db);
    return candidates.filter((word) => inCards.has(word)).slice(0, SUGGESTIONS_LIMIT);
  }

  return { resolveSearch, corrected, withoutCorrections, suggestionsFor };
}
