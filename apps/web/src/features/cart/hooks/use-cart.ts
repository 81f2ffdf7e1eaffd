import { queryOptions, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import {
  CART_MERGE_MAX_LINES,
  MAX_CART_QUANTITY,
  STORAGE_KEYS,
  type CartLine,
  type ClientCartLine,
} from '@shop/contract';
import { useCallback, useEffect, useMemo } from 'react';
import { queryKeys } from '@/api/query-keys';
import { useDrawnFirst } from '@/hooks/use-drawn-first';
import { useSession } from '@/lib/session';
import { addToCart } from '../api/add-to-cart';
import { clearCart } from '../api/clear-cart';
import { getCart } from '../api/get-cart';
import { mergeCart } from '../api/merge-cart';
import { removeCartLine } from '../api/remove-cart-line';
import { updateCartLine } from '../api/update-cart-line';
import {
  addLine,
  cartTotals,
  clearGuestCart,
  orderableLines,
  readGuestCart,
  removeLine,
  setLineQuantity,
  toClientLine,
  writeGuestCart,
  type AddToCartInput,
} from '../cart-lines';

/**
 * The cart (decision 008), one React Query cache entry per owner: `['cart', userId]`
 * for a signed-in user, `['cart', 'guest']` for a guest.
 *
 * - A guest's cart lives in localStorage (`cart`) and never touches the server.
 * - A signed-in user's cart is loaded from GET /api/cart/ whenever the user changes (the key
 *   changes). If a guest cart is waiting in localStorage at that moment (the user just signed
 *   in), it is merged first (POST /api/cart/merge) and the key is cleared.
 * - Every change is applied to the cache at once; the server call follows and its answer (the
 *   whole cart) is adopted unless a newer change was made meanwhile. A failed call is only
 *   logged: the local change stays.
 * - The cart is not refetched on focus: a refetch would undo changes the server did not take.
 */

const EMPTY: readonly ClientCartLine[] = Object.freeze([]);

// Local changes per cart, counted, so a late server answer never overwrites a newer change.
const revisions = new WeakMap<QueryClient, Map<string, number>>();

function revisionOf(client: QueryClient, userId: number | null): number {
  return revisions.get(client)?.get(String(userId)) ?? 0;
}

function nextRevision(client: QueryClient, userId: number | null): number {
  let map = revisions.get(client);
  if (!map) {
    map = new Map();
    revisions.set(client, map);
  }
  const next = (map.get(String(userId)) ?? 0) + 1;
  map.set(String(userId), next);
  return next;
}

function warn(message: string, error: unknown) {
  console.warn(`[cart] ${message}`, error);
}

async function fetchOrMerge(signal: AbortSignal | undefined): Promise<ClientCartLine[]> {
  const guest = readGuestCart();
  if (guest.length > 0) {
    try {
      // No abort signal: a merge the server has done must also clear the local copy.
      const merged = await mergeCart({
        lines: guest.slice(0, CART_MERGE_MAX_LINES).map((line) => ({
          variant_id: line.id,
          quantity: Math.min(line.quantity, MAX_CART_QUANTITY),
        })),
      });
      clearGuestCart();
      return merged.map(toClientLine);
    } catch (error) {
      warn('the guest cart could not be merged; it stays on this device for the next try', error);
    }
  }
  return (await getCart(signal)).map(toClientLine);
}

async function loadUserCart(
  client: QueryClient,
  userId: number,
  signal: AbortSignal | undefined,
): Promise<ClientCartLine[]> {
  const startedAt = revisionOf(client, userId);
  let lines: ClientCartLine[];
  try {
    lines = await fetchOrMerge(signal);
  } catch (error) {
    warn('the cart could not be loaded', error);
    throw error;
  }
  // A change made while this load was on the wire wins; its own answer brings the server's view.
  if (revisionOf(client, userId) !== startedAt) {
    return client.getQueryData<ClientCartLine[]>(queryKeys.cart(userId)) ?? lines;
  }
  return lines;
}

export function cartQueryOptions(client: QueryClient, userId: number | null) {
  return queryOptions({
    queryKey: queryKeys.cart(userId),
    queryFn: ({ signal }): Promise<ClientCartLine[]> | ClientCartLine[] =>
      userId === null ? readGuestCart() : loadUserCart(client, userId, signal),
    initialData: userId === null ? readGuestCart : undefined,
    staleTime: Infinity,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
    // A guest's cart is in this browser only: a page drawn on the server must not bring an empty
    // one that would stand in for it.
    meta: { silent: true, keptOnDevice: userId === null },
  });
}

/**
 * Applies `update` to the cart at once, then (signed in) sends the change, unless `send` answers
 * null (nothing changed that the server needs to hear). The server's answer
 * replaces the local lines unless another change came after this one.
 */
async function changeCart(
  client: QueryClient,
  userId: number | null,
  update: (lines: readonly ClientCartLine[]) => ClientCartLine[],
  send: (() => Promise<CartLine[]> | null) | null,
): Promise<void> {
  const key = queryKeys.cart(userId);
  if (userId !== null && client.getQueryData(key) === undefined) {
    // Not loaded yet (or the load failed): change what the server has, not an empty list.
    await client.fetchQuery(cartQueryOptions(client, userId)).catch(() => undefined);
  }
  const current =
    client.getQueryData<ClientCartLine[]>(key) ?? (userId === null ? readGuestCart() : []);
  const next = update(current);
  const revision = nextRevision(client, userId);
  client.setQueryData(key, next);
  if (userId === null) {
    writeGuestCart(next);
    return;
  }
  const sending = send?.();
  if (!sending) return;
  try {
    const answer = await sending;
    if (revisionOf(client, userId) === revision) {
      client.setQueryData(key, answer.map(toClientLine));
    }
  } catch (error) {
    warn('the change is kept on this device but the server did not take it', error);
  }
}

/**
 * Takes the whole cart the server answered to another call (an outfit put into the cart): it
 * replaces the cached lines, and a load that was on the wire meanwhile does not undo it.
 */
export function adoptServerCart(client: QueryClient, userId: number, lines: CartLine[]): void {
  nextRevision(client, userId);
  client.setQueryData(queryKeys.cart(userId), lines.map(toClientLine));
}

function serverQuantity(quantity: number): number {
  return Math.min(Math.max(Math.floor(quantity), 0), MAX_CART_QUANTITY);
}

/** What «В корзину» did: `added` 0 means the stock is in the cart already. */
export interface AddToCartOutcome {
  added: number;
  /** The line's quantity now. */
  inCart: number;
}

/** Adds a variant, capped at its stock, and says how many went in; sent only when some did. */
async function addVariant(
  client: QueryClient,
  userId: number | null,
  input: AddToCartInput,
): Promise<AddToCartOutcome> {
  const quantityOf = (lines: readonly ClientCartLine[]) =>
    lines.find((line) => line.id === input.variant.id)?.quantity ?? 0;
  let outcome: AddToCartOutcome = { added: 0, inCart: 0 };
  await changeCart(
    client,
    userId,
    (current) => {
      const next = addLine(current, input);
      const inCart = quantityOf(next);
      outcome = { added: inCart - quantityOf(current), inCart };
      return next;
    },
    // Nothing to add (the stock is in the cart already): nothing to send.
    () =>
      outcome.added > 0
        ? addToCart(
            input.variant.id,
            Math.min(Math.max(1, Math.floor(input.quantity ?? 1)), MAX_CART_QUANTITY),
          )
        : null,
  );
  return outcome;
}

/** Sets a line's quantity and sends the quantity the line was left with. */
function setVariantQuantity(
  client: QueryClient,
  userId: number | null,
  variantId: number,
  quantity: number,
): Promise<void> {
  let sent = 0;
  return changeCart(
    client,
    userId,
    (current) => {
      const next = setLineQuantity(current, variantId, quantity);
      sent = next.find((line) => line.id === variantId)?.quantity ?? 0;
      return next;
    },
    () => updateCartLine(variantId, serverQuantity(sent)),
  );
}

export interface UseCartResult {
  lines: readonly ClientCartLine[];
  /** Total number of items (the header badge), sold-out lines included. */
  count: number;
  /** Items that can be ordered (sold-out lines left out). */
  orderableCount: number;
  /** Sum of price × quantity of the lines that can be ordered, in the store currency. */
  total: number;
  /** The lines an order takes: the sold-out ones left out. */
  orderable: readonly ClientCartLine[];
  /** How many lines are sold out. */
  soldOutLines: number;
  /** The orderable lines' old prices above their prices: «Скидка» in the summary. */
  savings: number;
  isLoading: boolean;
  /** Adds a variant (quantity defaults to 1), capped at its stock; says how many went in. */
  add: (input: AddToCartInput) => Promise<AddToCartOutcome>;
  /** 0 or less removes the line; otherwise capped at the line's stock. */
  setQuantity: (variantId: number, quantity: number) => Promise<void>;
  remove: (variantId: number) => Promise<void>;
  clear: () => Promise<void>;
}

/** The current owner's cart and its operations (guest: localStorage; signed in: the server). */
export function useCart(): UseCartResult {
  const client = useQueryClient();
  const session = useSession();
  const userId = session.status === 'authenticated' && session.user ? session.user.id : null;
  const query = useQuery({
    ...cartQueryOptions(client, userId),
    enabled: session.status !== 'loading',
  });
  // A page drawn on the server shows an empty cart (the server cannot read localStorage): the
  // browser adopts it as drawn, then shows the stored cart at once; an empty one is the same.
  const lines = useDrawnFirst(query.data?.length ? query.data : EMPTY, EMPTY);
  const totals = useMemo(() => cartTotals(lines), [lines]);
  const orderable = useMemo(() => orderableLines(lines), [lines]);

  // A guest cart changed in another tab shows here too.
  useEffect(() => {
    if (userId !== null) return;
    const onStorage = (event: StorageEvent) => {
      if (event.key !== STORAGE_KEYS.cart && event.key !== null) return;
      client.setQueryData(queryKeys.cart(null), readGuestCart());
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [client, userId]);

  const add = useCallback(
    (input: AddToCartInput) => addVariant(client, userId, input),
    [client, userId],
  );

  const setQuantity = useCallback(
    (variantId: number, quantity: number) =>
      setVariantQuantity(client, userId, variantId, quantity),
    [client, userId],
  );

  const remove = useCallback(
    (variantId: number) =>
      changeCart(
        client,
        userId,
        (current) => removeLine(current, variantId),
        () => removeCartLine(variantId),
      ),
    [client, userId],
  );

  const clear = useCallback(
    () => changeCart(client, userId, () => [], clearCart),
    [client, userId],
  );

  return {
    lines,
    ...totals,
    orderable,
    isLoading: query.isLoading,
    add,
    setQuantity,
    remove,
    clear,
  };
}
