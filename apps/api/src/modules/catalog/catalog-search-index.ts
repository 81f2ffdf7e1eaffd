import type { Db } from '../../db/client';
import type { AnnouncementWatch } from '../../lib/announcements-watch';
import type { CatalogRepository, ListFilters } from './catalog.repository';
import { createSearchIndex, type SearchIndex } from './search-index';
import type { ItemSummaryRow } from './item-summary.sql';

/** Items read per statement while the index loads (few: the rows read die young, decision 110). */
const LOAD_BATCH = 1_000;
/** The share of replaced or removed items at which the index is loaded again. */
const RELOAD_DEAD_SHARE = 0.25;
/** How long a first search waits for the index to load (a small catalogue's loads in time). */
const LOAD_WAIT_MS = 250;
/** The deepest page the index ranks; deeper ones are PostgreSQL's. */
const MAX_DEPTH = 1_000;

/** The list's filters the index applies itself (IndexQuery). */
const INDEX_FILTERS = new Set(['search', 'category', 'gender', 'brand']);

type RankedInput = {
  filters: ListFilters;
  offset: number;
  limit: number;
  viewerId: number | null;
};

/**
 * The catalogue's search index in this process (decision 110): loaded from the items on sale on
 * the first search (searches are PostgreSQL's until it is), then brought up to date before a
 * search whenever the catalogue announced a change since (or always, while the announcements are
 * not heard), from the items' `search_changed` stamps. It answers a search in relevance order
 * whose other filters are a category, a gender or brands; anything else is PostgreSQL's.
 */
export function createCatalogSearchIndex({
  db,
  repo,
  catalogItems,
  log = () => undefined,
}: {
  db: Db;
  repo: CatalogRepository;
  catalogItems: AnnouncementWatch | undefined;
  log?: (message: string, err?: unknown) => void;
}) {
  let index: SearchIndex | null = null;
  let horizon = '';
  let syncedVersion: number | null = null;
  let loading: Promise<void> | null = null;
  // Searches asked for an update, and the updates that cover them (see upToDate).
  let asked = 0;
  let covered = 0;
  let updating: Promise<void> | null = null;

  async function load() {
    const started = Date.now();
    const next = createSearchIndex();
    // Every change from here on is read by the first update, the load's reads being later.
    const from = await repo.indexHorizon(db);
    for (const { category, words } of await repo.categoryCardWords(db)) {
      next.setCategoryWords(category, words);
    }
    for (let after = 0; ;) {
      const batch = await repo.indexedItemsAfter(after, LOAD_BATCH, db);
      for (const item of batch) next.put(item);
      if (batch.length < LOAD_BATCH) break;
      after = batch[batch.length - 1]!.id;
    }
    next.settle();
    index = next;
    horizon = from;
    syncedVersion = null;
    log(`search index loaded: ${next.size()} items in ${Date.now() - started} ms`);
  }

  function startLoad() {
    loading ??= load()
      .catch((err: unknown) => log('search index load failed', err))
      .finally(() => {
        loading = null;
      });
    return loading;
  }

  async function update(version: number | null) {
    const changes = await repo.indexChangesSince(horizon, db);
    for (const item of changes.items) {
      if (item.sold) index!.put(item);
      else index!.remove(item.id);
    }
    horizon = changes.horizon;
    syncedVersion = version;
    if (index!.deadShare() > RELOAD_DEAD_SHARE) startLoad();
  }

  /**
   * The index with every change committed before this call: an update already running may
   * have read before it, so a search waits for one that started after it asked.
   */
  async function upToDate(): Promise<SearchIndex> {
    const version = catalogItems?.version() ?? null;
    if (version !== null && version === syncedVersion) return index!;
    const ticket = ++asked;
    while (covered < ticket) {
      if (!updating) {
        const upTo = asked;
        updating = update(version)
          .then(() => {
            covered = Math.max(covered, upTo);
          })
          .finally(() => {
            updating = null;
          });
      }
      await updating;
    }
    return index!;
  }

  /**
   * Whether the index can rank this list: a search by relevance with only the filters it holds
   * (any other, a filter added later too, leaves the list to PostgreSQL).
   */
  const ranks = ({ filters, offset, limit }: RankedInput) =>
    filters.search?.words !== undefined &&
    offset + limit <= MAX_DEPTH &&
    Object.entries(filters).every(
      ([key, value]) =>
        INDEX_FILTERS.has(key) ||
        value === undefined ||
        value === false ||
        (Array.isArray(value) && !value.length),
    );

  /**
   * A page of a search in relevance order from the index, or null when the index cannot answer
   * it (not loaded yet, or a filter it does not hold): then PostgreSQL ranks it.
   */
  async function relevancePage(input: RankedInput): Promise<ItemSummaryRow[] | null> {
    if (!ranks(input)) return null;
    if (!index) {
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([
        startLoad(),
        new Promise((resolve) => (timer = setTimeout(resolve, LOAD_WAIT_MS))),
      ]);
      clearTimeout(timer);
      if (!index) return null;
    }
    const { filters, offset, limit, viewerId } = input;
    const search = filters.search!;
    const current = await upToDate();
    for (;;) {
      const ids = current.rank(
        {
          words: search.words!,
          direct: search.direct !== null,
          brands: search.brands ?? [],
          filters,
        },
        offset + limit,
      );
      const page = await repo.rankedPage(
        { ids, name: search.name, filters, offset, limit, viewerId },
        db,
      );
      if (!page.gone.length) return page.rows;
      // Deleted (no stamp tells the index): forgotten, and the page ranked again.
      for (const id of page.gone) current.remove(id);
    }
  }

  return { relevancePage };
}
