import {
  TRENDING_LIMIT,
  type ItemFacets,
  type ItemFilters,
  type ItemSort,
  type SearchInterpretation,
} from '@shop/contract';
import type { Db } from '../../db/client';
import { can, type Actor } from '../../lib/access-policy';
import { notFound } from '../../lib/app-error';
import type { HistoryService } from '../history/history.service';
import type { MediaUrl } from '../media/media.service';
import { toItemDetail, toItemImage, toItemSummary, toVariant } from './catalog.mapper';
import type { CatalogRepository, Search } from './catalog.repository';
import type { StylistCandidatesInput, StylistRow } from './catalog-stylist.repository';
import type { ItemSummaryRow } from './item-summary.sql';
import { createCatalogSearch } from './catalog-search';
import { createKeptAnswers } from '../../lib/kept-answers';
import type { AnnouncementWatch } from './announcements-watch';

const SIMILAR_LIMIT = 12;

type ListInput = { filters: ItemFilters; page: number; limit: number; viewerId: number | null };
type SearchPage<Row> = { rows: Row[]; search: SearchInterpretation | undefined };

/** One key for the same filters, whatever the order of the filters and of a list's values. */
function filtersKey(filters: ItemFilters): string {
  const set = Object.entries(filters)
    .filter(([, value]) => value !== undefined)
    .map(([name, value]) => [name, Array.isArray(value) ? [...value].sort() : value] as const)
    .sort(([a], [b]) => (a < b ? -1 : 1));
  return JSON.stringify(set);
}

/**
 * The catalogue's read side: lists, search, facets, trending, detail and similar items. Items are
 * written by the items module; a view is recorded by the history module.
 */
export function createCatalogService({
  db,
  repo,
  history,
  mediaUrl,
  dictionary,
  catalogItems,
  trendingRefreshMs = 60_000,
  facetsMaxAgeMs = 60_000,
  searchMaxAgeMs = 60_000,
}: {
  db: Db;
  repo: CatalogRepository;
  history: HistoryService;
  mediaUrl: MediaUrl;
  /** Tells when the search dictionary changed; without it every search reads its words. */
  dictionary?: AnnouncementWatch;
  /** Tells when what a search finds changed; without it no search's page is kept. */
  catalogItems?: AnnouncementWatch;
  /** How old the trending ranking may get before it is computed again (in the background). */
  trendingRefreshMs?: number;
  /**
   * How old the filter panel's counts for one set of filters may get before they are computed
   * again (in the background): counting costs seconds at 100 000 items, and a count a minute old
   * misleads no shopper. The cards' prices and stock are never kept.
   */
  facetsMaxAgeMs?: number;
  /**
   * How old a search's kept page of ids may get: it is good only while neither the catalogue nor
   * the dictionary announced a change, and this covers what they do not announce (the «popular»
   * order). The cards are always read afresh.
   */
  searchMaxAgeMs?: number;
}) {
  const summary = (row: Parameters<typeof toItemSummary>[0]) => toItemSummary(row, mediaUrl);
  const stylistCard = (row: StylistRow) => ({
    item: summary(row),
    colors: row.colors,
    sizes: row.sizes,
  });

  const trendingAnswers = createKeptAnswers<number[]>({ maxAgeMs: trendingRefreshMs, maxKeys: 1 });
  const trendingRank = () => trendingAnswers('', () => repo.trendingIds(TRENDING_LIMIT, db));
  const facetAnswers = createKeptAnswers<ItemFacets>({ maxAgeMs: facetsMaxAgeMs, maxKeys: 500 });
  const searchAnswers = createKeptAnswers<SearchPage<number>>({
    maxAgeMs: searchMaxAgeMs,
    maxKeys: 2_000,
  });
  /** The versions a kept search page is good for; null while either is not heard. */
  function searchVersion(): string | null {
    const words = dictionary?.version() ?? null;
    const found = catalogItems?.version() ?? null;
    return words === null || found === null || searchMaxAgeMs === 0 ? null : `${words}.${found}`;
  }

  const { resolveSearch, corrected, withoutCorrections, suggestionsFor } = createCatalogSearch({
    db,
    repo,
    dictionary,
  });

  async function requireItem(id: number, viewerId: number | null) {
    const row = await repo.findById(id, viewerId, db);
    if (!row) throw notFound('Item');
    return row;
  }

  /**
   * A shopper meets a draft nowhere: its page is a 404 like an unknown item's. An archived item's
   * page stays (links from past orders still open it) and says it is no longer sold. The panel
   * previews any item.
   */
  const seen = (status: string, actor: Actor) =>
    status !== 'draft' || can(actor, 'preview', { type: 'item', ownerId: null });

  async function requireSeen(id: number, actor: Actor) {
    const row = await requireItem(id, actor?.id ?? null);
    if (!seen(row.status, actor)) throw notFound('Item');
    return row;
  }

  async function detailOf(row: Awaited<ReturnType<typeof requireItem>>, actor: Actor) {
    const [variants, images] = await Promise.all([
      repo.variants(row.id, db),
      repo.images(row.id, db),
    ]);
    const canEdit = can(actor, 'edit', { type: 'item', ownerId: row.owner_id });
    return toItemDetail(row, variants, images, mediaUrl, canEdit);
  }

  /** The item in any status (the admin screens). */
  async function read(id: number, actor: Actor) {
    return detailOf(await requireItem(id, actor?.id ?? null), actor);
  }

  async function countFacets(filters: ItemFilters): Promise<ItemFacets> {
    const { q, sort: _sort, ...rest } = filters;
    let resolution = await resolveSearch(q);
    let facets = await repo.facets({ ...rest, search: resolution.search }, db);
    // A correction stands only if it finds something (decision 049).
    if (facets.total === 0 && corrected(resolution)) {
      resolution = await withoutCorrections(resolution);
      facets = await repo.facets({ ...rest, search: resolution.search }, db);
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
  }

  /** A page of the list: the rows, and for a search how its words were read. */
  async function listPage(input: ListInput): Promise<SearchPage<ItemSummaryRow>> {
    const { q, sort: requested, ...rest } = input.filters;
    let resolution = await resolveSearch(q);
    // Relevance only means something for a search; otherwise the newest come first.
    const sort: ItemSort = requested ?? (resolution.search ? 'relevance' : 'new');
    const read = (search: Search | undefined) =>
      search?.tsquery === null
        ? Promise.resolve([])
        : repo.list(
            {
              filters: { ...rest, search },
              sort,
              offset: (input.page - 1) * input.limit,
              limit: input.limit,
              viewerId: input.viewerId,
            },
            db,
          );
    let rows = await read(resolution.search);
    // A correction stands only if it finds something (decision 049).
    if (
      rows.length === 0 &&
      corrected(resolution) &&
      (input.page === 1 || !(await repo.anyMatch({ ...rest, search: resolution.search }, db)))
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
      rows,
      search:
        interpretation && suggestions.length ? { ...interpretation, suggestions } : interpretation,
    };
  }

  /**
   * A search's page as its ids, kept while the catalogue and the dictionary are unchanged
   * (decision 077): finding and ordering the matches is what a search costs, and most searches
   * repeat. The viewer's cards are read afresh for those ids.
   */
  async function keptSearchPage(input: ListInput, version: string) {
    const key = `${version}|${input.page}|${input.limit}|${filtersKey(input.filters)}`;
    const kept = await searchAnswers(key, async () => {
      const { rows, search } = await listPage({ ...input, viewerId: null });
      return { rows: rows.map((row) => row.id), search };
    });
    return { rows: await repo.summariesByIds(kept.rows, input.viewerId, db), search: kept.search };
  }

  return {
    /**
     * The version of the catalogue answers kept for guests are good for (the stylist's looks);
     * null while the catalogue's announcements are not heard, or nothing is to be kept.
     */
    keptVersion: (): number | null =>
      searchMaxAgeMs === 0 ? null : (catalogItems?.version() ?? null),

    async list(input: ListInput) {
      const version = input.filters.q ? searchVersion() : null;
      const { rows, search } =
        version === null ? await listPage(input) : await keptSearchPage(input, version);
      return { items: rows.map(summary), search };
    },

    /** The filter panel's counts, kept per set of filters (facetsMaxAgeMs). */
    facets: ({ sort: _sort, ...filters }: ItemFilters) =>
      facetAnswers(filtersKey(filters), () => countFacets(filters)),

    /**
     * Trending items for a viewer. The ranking is computed at most once a minute per process, in
     * the background once it exists: no request waits for it but the very first.
     */
    async trending(viewerId: number | null) {
      return (await repo.summariesByIds(await trendingRank(), viewerId, db)).map(summary);
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
        viewerId === null ? [] : await repo.recommendedIds(viewerId, limit + popular.length, db);
      const ids = personal.filter((id) => !shownAsPopular.has(id)).slice(0, limit);
      if (ids.length < limit) {
        const seen = viewerId === null ? [] : await repo.seenIds(viewerId, db);
        ids.push(
          ...(await repo.discoveryIds(limit - ids.length, [...popular, ...seen, ...ids], db)),
        );
        // A catalogue too small for both rows: the shopper's own matches, then the popular ones.
        const taken = new Set([...seen, ...ids]);
        const rest = [
          ...personal,
          ...popular,
          ...(await repo.popularIds(limit * 2 + taken.size, db)),
        ];
        for (const id of rest) {
          if (ids.length >= limit) break;
          if (taken.has(id)) continue;
          ids.push(id);
          taken.add(id);
        }
      }
      return (await repo.summariesByIds(ids, viewerId, db)).map(summary);
    },

    /**
     * The item page's item with its variants and pictures; a view of a sold item is counted and
     * kept in history (a preview of a draft or a visit to an archived page is no interest in
     * buying).
     */
    async detail(id: number, actor: Actor, address: string | null = null) {
      const row = await requireSeen(id, actor);
      // The view is counted while the variants and pictures are read, not after them.
      const [detail] = await Promise.all([
        detailOf(row, actor),
        row.status === 'active' &&
          history.recordItemView(id, { userId: actor?.id ?? null, address }),
      ]);
      return detail;
    },

    /** The item page's item without counting a view (a page drawn on the server). */
    async page(id: number, actor: Actor) {
      return detailOf(await requireSeen(id, actor), actor);
    },

    /** The item with its variants and pictures in any status, without counting a view (admin screens). */
    read,

    /** A view of an item whose page was drawn on the server (the drawing itself counts none). */
    async countView(id: number, actor: Actor, address: string | null) {
      const row = await requireSeen(id, actor);
      if (row.status === 'active')
        await history.recordItemView(id, { userId: actor?.id ?? null, address });
    },

    async similar(id: number, actor: Actor) {
      const viewerId = actor?.id ?? null;
      const row = await requireSeen(id, actor);
      return (await repo.similar(row, SIMILAR_LIMIT, viewerId, db)).map(summary);
    },

    /** The variants of an item page the actor may see. */
    async variants(id: number, actor: Actor) {
      await requireSeen(id, actor);
      return (await repo.variants(id, db)).map(toVariant);
    },

    /** The pictures of an item page the actor may see. */
    async shownImages(id: number, actor: Actor) {
      await requireSeen(id, actor);
      return (await repo.images(id, db)).map((image) => toItemImage(image, mediaUrl));
    },

    /** The pictures of an item in any status (the admin screens). */
    async images(id: number) {
      if (!(await repo.exists(id, db))) throw notFound('Item');
      return (await repo.images(id, db)).map((image) => toItemImage(image, mediaUrl));
    },

    /**
     * Each existing item's name, category and picture key, whatever its status (outfits keep
     * their archived items); unknown ids are absent.
     */
    briefs: (ids: number[]) => repo.briefs(ids, db),

    /**
     * The stylist's candidates: a few dozen per slot, in stock and sold, near a price and the
     * most liked, with their colours (and the sizes in stock when asked), without their cards.
     */
    stylistCandidates: async (input: StylistCandidatesInput) =>
      (await repo.stylistCandidates(input, db)).map((row) => ({
        id: row.id,
        name: row.name,
        category: row.category,
        gender: row.gender,
        style: row.style,
        color: row.color,
        colors: row.colors,
        price: Number(row.min_price ?? row.price) || null,
        sizes: row.sizes ?? [],
      })),

    /** These items as the stylist weighs them, in any status, in the order given. */
    stylistPieces: async (ids: number[], viewerId: number | null) =>
      (await repo.stylistPieces(ids, viewerId, db)).map(stylistCard),

    /** The variants in stock of these items (a look's «Добавить недостающее в корзину»). */
    variantsInStock: async (ids: number[]) =>
      (await repo.variantsInStock(ids, db)).map((row) => ({
        itemId: row.itemId,
        variant: toVariant(row),
      })),

    /** An item a shopper may meet (favourite, review, report): any but a draft. */
    requireExists: async (id: number) => {
      await requireSeen(id, null);
    },
  };
}

export type CatalogService = ReturnType<typeof createCatalogService>;
