import {
  defaultShouldDehydrateQuery,
  dehydrate,
  type DehydratedState,
  type QueryClient,
} from '@tanstack/react-query';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { publicConfigQueryOptions } from './api/get-public-config';
import { itemQueryOptions, isItemId } from './api/items/get-item';
import { itemFacetsQueryOptions } from './api/items/get-item-facets';
import { itemsInfiniteQueryOptions } from './api/items/get-items';
import { AppProvider } from './app/provider';
import { routes, whenRouterReady } from './app/router';
import { setServerApiOrigin } from './config/env';
import { catalogFiltersToApiQuery, parseCatalogFilters } from './features/catalog/filters';
import { isApiError } from './lib/api-client';
import { createQueryClient } from './lib/query-client';

/**
 * Pages as HTML, drawn outside the browser (decision 037): the landing at build time
 * (scripts/prerender.mjs), the catalogue and an item's page per request for phones (the API's
 * plugins/drawn-pages.ts). A visitor sees the page before the JavaScript has arrived, which then
 * hydrates it (main.tsx). The same routes and providers as the app, so the markup is the one the
 * app draws for a guest in Russian.
 */
async function render(url: string, queryClient: QueryClient): Promise<string> {
  const router = createMemoryRouter(routes, { initialEntries: [url] });
  await whenRouterReady(router);
  return renderToString(
    <StrictMode>
      <AppProvider queryClient={queryClient}>
        <RouterProvider router={router} />
      </AppProvider>
    </StrictMode>,
  );
}

/**
 * The data a drawn page hands to the browser: what the server fetched, never what only the
 * browser knows. The guest cart read on the server is empty; handed over, it would hide the
 * stored cart from the header, the item page and /cart until a reload, and the next «В корзину»
 * would write over it.
 */
export function drawnPageState(queryClient: QueryClient): DehydratedState {
  return dehydrate(queryClient, {
    shouldDehydrateQuery: (query) =>
      defaultShouldDehydrateQuery(query) && !query.meta?.keptOnDevice,
  });
}

export function renderLanding(): Promise<string> {
  return render('/', createQueryClient());
}

/**
 * /items?… and /items/{id} with the data their first screen needs (the first page of the
 * catalogue and its count, the item; the shop's settings), fetched from the API at `apiOrigin`;
 * the rest of the page loads in the browser as usual. Null for any other address, or when the
 * page's own data cannot be had.
 */
export async function renderShopPage(
  url: string,
  apiOrigin: string,
  apiHeaders: Record<string, string> = {},
): Promise<{ html: string; state: DehydratedState } | null> {
  setServerApiOrigin(apiOrigin, apiHeaders);
  const { pathname, searchParams } = new URL(url, apiOrigin);
  const queryClient = createQueryClient();
  try {
    // The shop's settings (currency, delivery) and the catalogue's count come along when they
    // can: each would otherwise re-render the page as it arrives in the browser.
    const settings = queryClient.prefetchQuery(publicConfigQueryOptions());
    if (pathname === '/items') {
      const filters = catalogFiltersToApiQuery(parseCatalogFilters(searchParams));
      await Promise.all([
        settings,
        queryClient.prefetchQuery(itemFacetsQueryOptions(filters)),
        queryClient.fetchInfiniteQuery(itemsInfiniteQueryOptions(filters)),
      ]);
    } else {
      const id = Number(/^\/items\/(\d+)$/.exec(pathname)?.[1]);
      if (!isItemId(id)) return null;
      await Promise.all([settings, queryClient.fetchQuery(itemQueryOptions(id))]);
    }
    const html = await render(url, queryClient);
    return { html, state: drawnPageState(queryClient) };
  } catch (error) {
    // «Товар не найден» is the app's to say.
    if (isApiError(error) && error.status === 404) return null;
    throw error;
  } finally {
    queryClient.clear();
  }
}
