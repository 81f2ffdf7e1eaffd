import type { Category, ItemSummary, User } from '@shop/contract';
import { screen } from '@testing-library/react';
import { buildUser } from '@/testing/factories';
import { mockApi } from '@/testing/handlers';
import { renderApp } from '@/testing/render-app';
import { server } from '@/testing/server';

/** What the builder's tests share: its catalogue calls served, and its parts found by role. */
export type BuilderCatalogue = Record<Category, ItemSummary[]>;

/**
 * Serves the builder's calls — carousels by category, and the search through `search` — and
 * answers every request made, in order.
 */
export function serveBuilder(
  catalogue: BuilderCatalogue,
  search: (q: string) => ItemSummary[] = () => [],
) {
  const requests: URLSearchParams[] = [];
  server.use(
    mockApi.itemPicks((query) => {
      requests.push(query);
      const q = query.get('q');
      return q !== null ? search(q) : (catalogue[query.get('category') as Category] ?? []);
    }),
    mockApi.outfits([]),
  );
  return requests;
}

export async function openBuilder(
  catalogue: BuilderCatalogue,
  {
    route = '/outfits/new',
    user = buildUser(),
    search,
  }: { route?: string; user?: User; search?: (q: string) => ItemSummary[] } = {},
) {
  const requests = serveBuilder(catalogue, search);
  const rendered = renderApp({ route, user });
  await screen.findByRole('region', { name: 'Верх' });
  return { ...rendered, requests };
}

export const slot = (name: string) => screen.getByRole('region', { name });
export const nameBox = () => screen.getByRole('textbox', { name: /Название/ });

export async function chooseStyle(user: ReturnType<typeof renderApp>['user'], style: string) {
  await user.click(screen.getByRole('textbox', { name: /Стиль/ }));
  await user.click(await screen.findByRole('option', { name: style }));
}
