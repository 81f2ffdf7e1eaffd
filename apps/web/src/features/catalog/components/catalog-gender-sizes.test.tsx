import type { ItemSummary } from '@shop/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildFacets, buildItems } from '@/testing/factories';
import { mockApi } from '@/testing/handlers';
import { renderApp } from '@/testing/render-app';
import { server } from '@/testing/server';

function serve(respond: (query: URLSearchParams) => ItemSummary[]) {
  const requests: URLSearchParams[] = [];
  server.use(
    mockApi.items((query) => {
      requests.push(query);
      return respond(query);
    }),
    mockApi.itemFacets(
      buildFacets({
        total: 12,
        genders: [
          { value: 'women', count: 9 },
          { value: 'men', count: 7 },
          { value: 'unisex', count: 4 },
          { value: 'kids', count: 0 },
        ],
        sizes: [
          { value: 'shoes:40', size: '40', group: 'shoes', count: 3 },
          { value: 'clothing:40', size: '40', group: 'clothing', count: 2 },
          { value: 'letter:XL', size: 'XL', group: 'letter', count: 5 },
          { value: 'letter:S', size: 'S', group: 'letter', count: 6 },
          { value: 'shoes:38', size: '38', group: 'shoes', count: 1 },
          { value: 'one:ONE SIZE', size: 'ONE SIZE', group: 'one', count: 8 },
        ],
      }),
    ),
  );
  return requests;
}

/** The first page of cards (the page's chunk loads first: generous on a busy machine). */
const loadedCards = () => screen.findAllByRole('article', undefined, { timeout: 10_000 });

const search = (router: { state: { location: { search: string } } }) =>
  new URLSearchParams(router.state.location.search);

describe('/items: who-for and size systems (decision 029)', () => {
  it('«Женщинам» above the grid writes gender=women to the URL and the request', async () => {
    const requests = serve(() => buildItems(2));
    const { user, router } = renderApp({ route: '/items' });
    expect(await loadedCards()).toHaveLength(2);

    await user.click(screen.getByRole('radio', { name: 'Женщинам' }));
    await waitFor(() => expect(search(router).get('gender')).toBe('women'));
    await waitFor(() => expect(requests.at(-1)?.get('gender')).toBe('women'));
    // The choice is an active filter chip that removes it.
    await user.click(screen.getByRole('button', { name: 'Убрать фильтр «Женщинам»' }));
    await waitFor(() => expect(search(router).has('gender')).toBe(false));
  });

  it('the drawer offers who-for with counts and lists sizes by system, one size translated', async () => {
    serve(() => buildItems(2));
    const { user, router } = renderApp({ route: '/items?gender=men' });
    expect(await loadedCards()).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: /Фильтры/ }));
    const drawer = await screen.findByRole('dialog', { name: 'Фильтры' });

    const whoFor = within(drawer).getByRole('group', { name: 'Для кого' });
    expect(within(whoFor).getByRole('radio', { name: 'Мужчинам (7)' })).toBeChecked();
    // No kids' items: no kids' choice.
    expect(within(whoFor).queryByRole('radio', { name: /Детям/ })).not.toBeInTheDocument();

    const letters = within(drawer).getByRole('group', { name: 'Буквенные' });
    expect(
      within(letters)
        .getAllByRole('checkbox')
        .map((b) => b.getAttribute('value')),
    ).toEqual(['letter:S', 'letter:XL']);
    const shoes = within(drawer).getByRole('group', { name: 'Обувь' });
    expect(
      within(shoes)
        .getAllByRole('checkbox')
        .map((b) => b.getAttribute('value')),
    ).toEqual(['shoes:38', 'shoes:40']);
    const clothing = within(drawer).getByRole('group', { name: 'Одежда и джинсы (RU)' });
    expect(within(clothing).getByRole('checkbox', { name: '40 (2)' })).toBeInTheDocument();
    expect(within(drawer).getByRole('checkbox', { name: 'Один размер (8)' })).toBeInTheDocument();
    expect(within(drawer).queryByText('ONE SIZE')).not.toBeInTheDocument();

    await user.click(within(shoes).getByRole('checkbox', { name: '40 (3)' }));
    await waitFor(() => expect(search(router).getAll('size')).toEqual(['shoes:40']));
    await user.click(within(whoFor).getByRole('radio', { name: 'Для всех' }));
    await waitFor(() => expect(search(router).has('gender')).toBe(false));
    expect(screen.getByRole('button', { name: 'Убрать фильтр «Обувь 40»' })).toBeInTheDocument();
  });

  it('the price heading shows the tenge sign, not the code', async () => {
    serve(() => buildItems(1));
    const { user } = renderApp({ route: '/items' });
    expect(await loadedCards()).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: /Фильтры/ }));
    const drawer = await screen.findByRole('dialog', { name: 'Фильтры' });
    expect(within(drawer).getByText('Цена, ₸')).toBeInTheDocument();
    expect(within(drawer).queryByText(/KZT/)).not.toBeInTheDocument();
  });
});
