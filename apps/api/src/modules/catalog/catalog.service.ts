import {
  TRENDING_LIMIT,
  type ItemFacets,
  type ItemFilters,
  type ItemSort,
  type SearchInterpretation,
} from '@shop/contract';
import { notFound } from '../../lib/app-error';
import type { HistoryService } from '../history/history.service';
import type { MediaUrl } from '../media/media.service';
import { toItemDetail, toItemImage, toItemSummary, toVariant } from './catalog.mapper';
import type { CatalogRepository, Search } from './catalog.repository';
import type { DictionaryWatch } from './search-dictionary-watch';
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

const SIMILAR_LIMIT = 12;
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
  dictionary: DictionaryWatch | undefined,
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
 * The catalogue's read side: lists, search, facets, trending, detail and similar items. Items are
 * written by the items module; a view is recorded by the history module.
 */
export function createCatalogService({
  repo,
  history,
  mediaUrl,
  dictionary,
  trendingRefreshMs = 60_000,
}: {
  repo: CatalogRepository;
  history: HistoryService;
  mediaUrl: MediaUrl;
  /** Tells when the search dictionary changed; without it every search reads its words. */
  dictionary?: DictionaryWatch;
  /** How old the trending ranking may get before it is computed again (in the background). */
  trendingRefreshMs?: number;
}) {
  const summary = (row: Parameters<typeof toItemSummary>[0]) => toItemSummary(row, mediaUrl);

  let ranking: { ids: number[]; at: number } | null = null;
  let refreshing: Promise<number[]> | null = null;
  function refreshRanking() {
    refreshing ??= repo
      .trendingIds(TRENDING_LIMIT)
      .then((ids) => {
        ranking = { ids, at: Date.now() };
        return ids;
      })
      .finally(() => {
        refreshing = null;
      });
    return refreshing;
  }
  async function trendingRank(): Promise<number[]> {
    if (!ranking || trendingRefreshMs === 0) return refreshRanking();
    if (Date.now() - ranking.at > trendingRefreshMs) refreshRanking().catch(() => undefined);
    return ranking.ids;
  }

  const lookups: SearchLookups = {
    lexemes: keepLookups(
      (words, pairs, check) => repo.searchLexemes(words, pairs, check),
      dictionary,
    ),
    neighbours: (words) => repo.searchNeighbours(words),
    knownLexemes: (lexemes) => repo.knownLexemes(lexemes),
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
      const byKey = repo.brands().then((brands) => {
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
    const near = unmatched.length ? await repo.searchNeighbours(unmatched) : [];
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
    const inCards = await repo.wordsInCards(candidates);
    return candidates.filter((word) => inCards.has(word)).slice(0, SUGGESTIONS_LIMIT);
  }

  async function requireItem(id: number, viewerId: number | null) {
    const row = await repo.findById(id, viewerId);
    if (!row) throw notFound('Item');
    return row;
  }

  async function read(id: number, viewerId: number | null) {
    const row = await requireItem(id, viewerId);
    const [variants, images] = await Promise.all([repo.variants(id), repo.images(id)]);
    return toItemDetail(row, variants, images, mediaUrl);
  }

  return {
    async list(input: {
      filters: ItemFilters;
      page: number;
      limit: number;
      viewerId: number | null;
    }) {
      const { q, sort: requested, ...rest } = input.filters;
      let resolution = await resolveSearch(q);
      // Relevance only means something for a search; otherwise the newest come first.
      const sort: ItemSort = requested ?? (resolution.search ? 'relevance' : 'new');
      const read = (search: Search | undefined) =>
        search?.tsquery === null
          ? Promise.resolve([])
          : repo.list({
              filters: { ...rest, search },
              sort,
              offset: (input.page - 1) * input.limit,
              limit: input.limit,
              viewerId: input.viewerId,
            });
      let rows = await read(resolution.search);
      // A correction stands only if it finds something (decision 049).
      if (
        rows.length === 0 &&
        corrected(resolution) &&
        (input.page === 1 || !(await repo.anyMatch({ ...rest, search: resolution.search })))
      ) {
        resolution = await withoutCorrections(resolution);
        rows = await read(resolution.search);
      }
      const { interpretation, resolved } = resolution;
      const suggestions =
        resolved && interpretation && rows.length === 0 && input.page === 1
          ? await suggestionsFor(resolved)
          : [];
      return {
        items: rows.map(summary),
        search:
          interpretation && suggestions.length
            ? { ...interpretation, suggestions }
            : interpretation,
      };
    },

    async facets(filters: ItemFilters): Promise<ItemFacets> {
      const { q, sort: _sort, ...rest } = filters;
      let resolution = await resolveSearch(q);
      let facets = await repo.facets({ ...rest, search: resolution.search });
      // A correction stands only if it finds something (decision 049).
      if (facets.total === 0 && corrected(resolution)) {
        resolution = await withoutCorrections(resolution);
        facets = await repo.facets({ ...rest, search: resolution.search });
      }
      const { interpretation, resolved } = resolution;
      const suggestions =
        resolved && interpretation && facets.total === 0 ? await suggestionsFor(resolved) : [];
      return {
        ...facets,
        ...(interpretation
          ? {
              search: suggestions.length ? { ...interpretation, suggestions } : interpretation,
            }
          : {}),
        price: {
          min: facets.price.min === null ? null : Number(facets.price.min),
          max: facets.price.max === null ? null : Number(facets.price.max),
        },
      };
    },

    /**
     * Trending items for a viewer. The ranking is computed at most once a minute per process, in
     * the background once it exists: no request waits for it but the very first.
     */
    async trending(viewerId: number | null) {
      return (await repo.summariesByIds(await trendingRank(), viewerId)).map(summary);
    },

    /**
     * «Рекомендуем вам» (and «Вам может понравиться»): items like the shopper's favourites, cart
     * and viewed items, then a spread of the catalogue's categories to fill the row (guests and
     * new shoppers get that alone). «Популярное» stands next to it on /home, so what it shows is
     * never recommended (decision 051): only a catalogue too small for both repeats it.
     */
    async recommendations(viewerId: number | null, limit: number) {
      const popular = await trendingRank();
      const shownAsPopular = new Set(popular);
      const personal =
        viewerId === null ? [] : await repo.recommendedIds(viewerId, limit + popular.length);
      const ids = personal.filter((id) => !shownAsPopular.has(id)).slice(0, limit);
      if (ids.length < limit) {
        const seen = viewerId === null ? [] : await repo.seenIds(viewerId);
        ids.push(...(await repo.discoveryIds(limit - ids.length, [...popular, ...seen, ...ids])));
        // A catalogue too small for both rows: the shopper's own matches, then the popular ones.
        const taken = new Set([...seen, ...ids]);
        const rest = [...personal, ...popular, ...(await repo.popularIds(limit * 2 + taken.size))];
        for (const id of rest) {
          if (ids.length >= limit) break;
          if (taken.has(id)) continue;
          ids.push(id);
          taken.add(id);
        }
      }
      return (await repo.summariesByIds(ids, viewerId)).map(summary);
    },

    /** The item with its variants and pictures; the view is counted and kept in history. */
    async detail(id: number, viewerId: number | null, address: string | null = null) {
      const detail = await read(id, viewerId);
      await history.recordItemView(id, { userId: viewerId, address });
      return detail;
    },

    /** The item with its variants and pictures, without counting a view (admin screens). */
    read,

    async similar(id: number, viewerId: number | null) {
      const row = await requireItem(id, viewerId);
      return (await repo.similar(row, SIMILAR_LIMIT, viewerId)).map(summary);
    },

    async variants(id: number) {
      if (!(await repo.exists(id))) throw notFound('Item');
      return (await repo.variants(id)).map(toVariant);
    },

    async images(id: number) {
      if (!(await repo.exists(id))) throw notFound('Item');
      return (await repo.images(id)).map((image) => toItemImage(image, mediaUrl));
    },

    /** Each existing item's name, category and picture key; unknown ids are absent. */
    briefs: (ids: number[]) => repo.briefs(ids),

    requireExists: async (id: number) => {
      if (!(await repo.exists(id))) throw notFound('Item');
    },
  };
}

export type CatalogService = ReturnType<typeof createCatalogService>;
