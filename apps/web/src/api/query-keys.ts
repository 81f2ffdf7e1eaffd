import { partialMatchKey, type QueryKey } from '@tanstack/react-query';
import type {
  Category,
  ItemFilters,
  ItemSourceFilter,
  ManagedItemSort,
  PromoQuoteRequest,
  SortOrder,
} from '@shop/contract';

/**
 * Every React Query key of the web app is built here, so invalidations, optimistic patches and
 * the cache sweeps at sign-in and sign-out all speak about the same keys. Each key starts with
 * its resource name.
 *
 * Key families whose cached data are items (anything with the item's `id` and `is_favorite`: a
 * list, infinite pages or one item) are declared with `holdsItems`. Changes that concern an item
 * wherever it is shown — the favourite heart today — reach exactly those queries
 * (`isItemBearingKey`), so a new screen that caches items (outfits, admin) registers its family
 * here and is patched like the catalogue, without anyone scanning key names by hand. A family
 * that is not declared is never touched: outfits have ids of their own that must not be
 * mistaken for item ids.
 *
 * Outfits are declared the same way with `holdsOutfits`: an outfit's own favourite flips in every
 * family that holds outfits (`isOutfitBearingKey`). Outfit families are never item-bearing: the
 * items inside an outfit carry no `is_favorite`, and an outfit's id is not an item's id.
 */

const itemBearingPrefixes: QueryKey[] = [];

/** Declares a key prefix whose queries hold items. */
function holdsItems<const Prefix extends readonly unknown[]>(prefix: Prefix): Prefix {
  itemBearingPrefixes.push(prefix);
  return prefix;
}

const itemList = holdsItems(['items', 'list']);
const itemDetail = holdsItems(['items', 'detail']);
const similarItems = holdsItems(['items', 'similar']);
const trendingItems = holdsItems(['items', 'trending']);
const recommendedItems = holdsItems(['items', 'recommendations']);
const favoriteItems = holdsItems(['favorites', 'list']);
const viewedItems = holdsItems(['history', 'items']);
/** A fixed number of items for a picker (the outfit builder's carousels and its search). */
const itemPicks = holdsItems(['items', 'picks']);

const outfitBearingPrefixes: QueryKey[] = [];

/** Declares a key prefix whose queries hold outfits. */
function holdsOutfits<const Prefix extends readonly unknown[]>(prefix: Prefix): Prefix {
  outfitBearingPrefixes.push(prefix);
  return prefix;
}

const outfitLists = holdsOutfits(['outfits', 'list']);
const outfitDetail = holdsOutfits(['outfits', 'detail']);
const favoriteOutfits = holdsOutfits(['outfits', 'favorites']);
const viewedOutfits = holdsOutfits(['outfits', 'history']);

export const queryKeys = {
  /** Public settings; the only data that does not depend on who is signed in. */
  config: ['config'] as const,
  me: ['me'] as const,
  googleCallback: (code: string, state: string | null) =>
    ['auth', 'google-callback', code, state] as const,
  resetLink: (token: string) => ['auth', 'reset-link', token] as const,

  items: {
    all: ['items'] as const,
    list: (filters: ItemFilters) => [...itemList, filters] as const,
    /** The sort order does not change the counts, so it is not part of the key. */
    facets: (filters: Omit<ItemFilters, 'sort'>) => ['items', 'facets', filters] as const,
    detail: (id: number) => [...itemDetail, id] as const,
    similar: (id: number) => [...similarItems, id] as const,
    trending: trendingItems,
    /** Per viewer (null: a guest): they follow the viewer's favourites and history. */
    recommendations: (userId: number | null, limit: number) =>
      [...recommendedItems, userId, limit] as const,
    /** A category's items (`category`) or a search (`q`), `limit` at most. */
    picks: (filters: { category?: Category; q?: string; limit: number }) =>
      [...itemPicks, filters] as const,
    /** The admin list (owners and rights, no favourite heart); under `items` so writes reach it. */
    manage: (query: {
      page: number;
      q: string;
      category: Category | null;
      source: ItemSourceFilter;
      mine: boolean;
      lowStock: boolean;
      sort: ManagedItemSort;
      order: SortOrder;
    }) => ['items', 'manage', query] as const,
    /** An item's stock history; under `items` so a stock change reaches it. */
    stockHistory: (id: number) => ['items', 'stock-history', id] as const,
    /** The low-stock threshold. */
    stockSettings: ['items', 'stock-settings'] as const,
    /** The admin outfit form's search for one slot (no favourite heart). */
    adminPicks: (query: { q: string; category: Category }) =>
      ['items', 'admin-picks', query] as const,
  },

  /** The admin area's user management. */
  users: {
    all: ['users'] as const,
    list: (query: { page: number; q: string; sort: string; order: string }) =>
      ['users', 'list', query] as const,
    detail: (id: number) => ['users', 'detail', id] as const,
    customer: (id: number) => ['users', 'customer', id] as const,
  },

  /**
   * The admin area's outfits, under `outfits` so the shop's outfit queries and these are
   * refreshed together after an admin's change.
   */
  adminOutfits: {
    all: ['outfits'] as const,
    list: (query: { page: number; q: string }) => ['outfits', 'admin', 'list', query] as const,
    detail: (id: number) => ['outfits', 'admin', 'detail', id] as const,
  },

  favorites: {
    /** The signed-in user's favourite ids (the hearts and the header badge); not items. */
    ids: (userId: number) => ['favorites', 'ids', userId] as const,
    lists: favoriteItems,
    list: (userId: number) => [...favoriteItems, userId] as const,
  },

  history: {
    items: (userId: number) => [...viewedItems, userId] as const,
  },

  comments: {
    item: (itemId: number) => ['comments', 'items', itemId] as const,
    outfit: (outfitId: number) => ['comments', 'outfits', outfitId] as const,
  },

  outfits: {
    all: ['outfits'] as const,
    lists: outfitLists,
    /** The list under a search (`null`: no search). */
    list: (q: string | null) => [...outfitLists, { q }] as const,
    detail: (id: number) => [...outfitDetail, id] as const,
    favoriteLists: favoriteOutfits,
    favorites: (userId: number) => [...favoriteOutfits, userId] as const,
    historyLists: viewedOutfits,
    history: (userId: number) => [...viewedOutfits, userId] as const,
    /** Which of these item ids still exist (a restored builder draft); not outfits. */
    availableItems: (ids: readonly number[]) => ['outfits', 'available-items', ids] as const,
    /** What each item of an outfit can be bought in (sizes in stock); holds no outfits. */
    cartOptions: (id: number) => ['outfits', 'cart-options', id] as const,
  },

  /** One cart per owner: a user id, or the guest cart kept in localStorage. */
  cart: (userId: number | null) => ['cart', userId ?? 'guest'] as const,

  /**
   * The shopper's own wardrobe: the list under its filters (`{}`: the whole of it), the wear
   * calendar of a span of days and the stats, all under `wardrobe` so a change refreshes each.
   */
  wardrobe: {
    all: ['wardrobe'] as const,
    list: (
      userId: number,
      filters: {
        slot?: Category;
        color?: string;
        season?: string;
        idle?: boolean;
        itemId?: number;
      },
    ) => ['wardrobe', 'list', userId, filters] as const,
    wears: (userId: number, from: string, to: string) =>
      ['wardrobe', 'wears', userId, from, to] as const,
    stats: (userId: number) => ['wardrobe', 'stats', userId] as const,
    /** The mannequin drawn in the shopper's own pieces (the preview as a data address). */
    preview: (userId: number, path: string) => ['wardrobe', 'preview', userId, path] as const,
  },

  /**
   * The stylist's looks for a viewer (null: a guest), under `wardrobe`: a piece added to or
   * taken from the wardrobe changes which pieces come first.
   */
  stylist: {
    looks: (userId: number | null, query: Record<string, string | number>) =>
      ['wardrobe', 'looks', userId, query] as const,
  },

  profile: (userId: number) => ['profile', userId] as const,
  /** The try-on photo the shopper keeps (the settings' «Фото для примерки»). */
  savedPhoto: (userId: number) => ['profile', userId, 'photo'] as const,

  /** What checkout offers (pickup points, delivery rules, payment methods) and its admin side. */
  checkout: {
    options: ['checkout', 'options'] as const,
    settings: ['checkout', 'settings'] as const,
    /** The quote of one code for one cart and delivery: another cart or delivery asks again. */
    promoQuote: (body: PromoQuoteRequest | null) => ['checkout', 'promo-code', body] as const,
  },

  /** The admin's promo codes. */
  promoCodes: {
    all: ['promo-codes'] as const,
  },

  /**
   * Orders: the shopper's own pages, one order (the same call answers a shopper and an admin) and
   * the admin list, all under `orders` so a status change refreshes every view of it.
   */
  orders: {
    all: ['orders'] as const,
    mine: (userId: number, page: number) => ['orders', 'mine', userId, page] as const,
    /** One customer's orders as staff read them on the customer page. */
    customer: (userId: number, page: number) => ['orders', 'customer', userId, page] as const,
    detail: (id: number) => ['orders', 'detail', id] as const,
    /** Staff's notes on one order (admins). */
    notes: (id: number) => ['orders', 'notes', id] as const,
    manage: (query: {
      page: number;
      q: string;
      status: readonly string[];
      dateFrom: string;
      dateTo: string;
      sort: string;
      order: string;
    }) => ['orders', 'manage', query] as const,
  },

  /**
   * The audit log: the admins' whole list, and an item's or a user's own entries, kept under
   * that entity's family so the entity's own saves refresh them.
   */
  audit: {
    all: ['audit'] as const,
    list: (query: Record<string, string | number>) => ['audit', 'list', query] as const,
    item: (id: number) => ['items', 'audit', id] as const,
    user: (id: number) => ['users', 'audit', id] as const,
  },

  /** The admin's read-only list of the emails the shop sent or keeps. */
  emails: {
    all: ['emails'] as const,
    outbox: (query: { page: number; orderId: number | null }) =>
      ['emails', 'outbox', query] as const,
  },

  /** Item analytics depend on who asks (a moderator's own items, an admin's whole shop). */
  analytics: {
    all: ['analytics'] as const,
    items: (userId: number) => ['analytics', 'items', userId] as const,
    system: ['analytics', 'system'] as const,
    sales: (query: { from: string; to: string; group: string }) =>
      ['analytics', 'sales', query] as const,
  },

  system: {
    all: ['system'] as const,
    health: ['system', 'health'] as const,
    performance: ['system', 'performance'] as const,
    backups: ['system', 'backups'] as const,
  },

  /** The import tool: catalogue stats, the server's active tasks, each task, the currency rates. */
  lamodaParser: {
    all: ['lamoda-parser'] as const,
    stats: ['lamoda-parser', 'stats'] as const,
    activeTasks: ['lamoda-parser', 'tasks'] as const,
    history: ['lamoda-parser', 'history'] as const,
    historyPage: (page: number) => ['lamoda-parser', 'history', page] as const,
    taskStatus: (id: string) => ['lamoda-parser', 'task', id, 'status'] as const,
    taskResult: (id: string) => ['lamoda-parser', 'task', id, 'result'] as const,
    rates: ['lamoda-parser', 'rates'] as const,
  },
} as const;

/** Whether a cached query holds items, by the families declared with `holdsItems`. */
export function isItemBearingKey(key: QueryKey): boolean {
  return itemBearingPrefixes.some((prefix) => partialMatchKey(key, prefix));
}

/** Whether a cached query holds outfits, by the families declared with `holdsOutfits`. */
export function isOutfitBearingKey(key: QueryKey): boolean {
  return outfitBearingPrefixes.some((prefix) => partialMatchKey(key, prefix));
}

/**
 * Whether a cached query belongs to the signed-in viewer (everything but the public config: even
 * item lists carry the viewer's `is_favorite`). Signing in or out drops all of them.
 */
export function isViewerKey(key: QueryKey): boolean {
  return key[0] !== queryKeys.config[0];
}
