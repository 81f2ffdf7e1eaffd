import type { ItemFilters } from '@shop/contract';
import type { Db } from '../../db/client';
import { can, type Actor } from '../../lib/access-policy';
import { notFound } from '../../lib/app-error';
import type { HistoryService } from '../history/history.service';
import type { MediaUrl } from '../media/media.service';
import type { AnnouncementWatch } from '../../lib/announcements-watch';
import { toItemDetail, toItemSummary } from './catalog.mapper';
import type { CatalogRepository } from './catalog.repository';
import { createCatalogSearch } from './catalog-search';
import { createCatalogSearchIndex } from './catalog-search-index';

/** What the catalogue service is built from. */
export type CatalogDeps = {
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
   * How old a search's or a filtered list's kept page of ids may get: it is good only while
   * neither the catalogue nor (for a search) the dictionary announced a change, and this covers
   * what they do not announce (the «popular» and rating orders). The cards are always read afresh.
   */
  searchMaxAgeMs?: number;
  /** Whether searches are ranked by the in-memory index (decision 110). */
  searchIndex?: boolean;
  log?: (message: string, err?: unknown) => void;
};

/** One key for the same filters, whatever the order of the filters and of a list's values. */
export function filtersKey(filters: ItemFilters): string {
  const set = Object.entries(filters)
    .filter(([, value]) => value !== undefined)
    .map(([name, value]) => [name, Array.isArray(value) ? [...value].sort() : value] as const)
    .sort(([a], [b]) => (a < b ? -1 : 1));
  return JSON.stringify(set);
}

/**
 * What every reading of the catalogue shares: its dependencies, the search's reading of words
 * (built once, with its kept lookups), an item's card, and an item found for a viewer.
 */
export function createCatalogContext({
  trendingRefreshMs = 60_000,
  facetsMaxAgeMs = 60_000,
  searchMaxAgeMs = 60_000,
  ...deps
}: CatalogDeps) {
  const { db, repo, mediaUrl, dictionary } = deps;
  const summary = (row: Parameters<typeof toItemSummary>[0]) => toItemSummary(row, mediaUrl);
  const search = createCatalogSearch({ db, repo, dictionary });
  const searchIndex = deps.searchIndex
    ? createCatalogSearchIndex({
        db,
        repo,
        // Searching every time (searchMaxAgeMs 0) brings the index up to date before each search.
        catalogItems: searchMaxAgeMs === 0 ? undefined : deps.catalogItems,
        log: deps.log,
      })
    : undefined;

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
  const seen = (row: { status: string; owner_id: number | null }, actor: Actor) =>
    row.status !== 'draft' || can(actor, 'preview', { type: 'item', ownerId: row.owner_id });

  /**
   * The version of the catalogue answers kept for it are good for (a search's page, an item's
   * similar items, the stylist's looks for guests); null while the catalogue's announcements are
   * not heard, or nothing is to be kept.
   */
  const keptVersion = (): number | null =>
    searchMaxAgeMs === 0 ? null : (deps.catalogItems?.version() ?? null);

  async function requireSeen(id: number, actor: Actor) {
    const row = await requireItem(id, actor?.id ?? null);
    if (!seen(row, actor)) throw notFound('Item');
    return row;
  }

  /**
   * The item's page (its variants and pictures with it, in one query) with whether the actor may
   * edit it; `anyStatus` for the admin screens, else as `requireSeen`.
   */
  async function requirePage(id: number, actor: Actor, { anyStatus = false } = {}) {
    const row = await repo.findPage(id, actor?.id ?? null, db);
    if (!row || (!anyStatus && !seen(row, actor))) throw notFound('Item');
    return toItemDetail(row, mediaUrl, can(actor, 'edit', { type: 'item', ownerId: row.owner_id }));
  }

  return {
    ...deps,
    trendingRefreshMs,
    facetsMaxAgeMs,
    searchMaxAgeMs,
    ...search,
    searchIndex,
    summary,
    keptVersion,
    seen,
    requireItem,
    requireSeen,
    requirePage,
  };
}

export type CatalogContext = ReturnType<typeof createCatalogContext>;
