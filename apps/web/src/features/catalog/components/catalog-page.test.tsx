import type { ItemSummary } from '@shop/contract';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { buildFacets, buildItem, buildItems } from '@/testing/factories';
import { mockApi } from '@/testing/handlers';
import { renderApp } from '@/testing/render-app';
import { server } from '@/testing/server';

/** Serves the catalogue and records every GET /api/items/ query. */
function serveCatalogue(respond: (query: URLSearchParams) => ItemSummary[]) {
  const requests: URLSearchParams[] = [];
  server.use(
    mockApi.items((query) => {
      requests.push(query);
      return respond(query);
    }),
    mockApi.itemFacets(buildFacets({ total: 42 })),
  );
  return requests;
}

const cards = () => screen.queryAllByRole('article');

function search(router: { state: { location: { search: string } } }) {
  return new URLSearchParams(router.state.location.search);
}

describe('/items: search', () => {
  it('waits for the typing to stop and sends only the final search (400 ms debounce)', async () => {
    const requests = serveCatalogue((q) =>
      q.get('q') ? [buildItem({ name: 'Кроссовки беговые' })] : buildItems(3),
    );
    const { user, router } = renderApp({ route: '/items' });
    await waitFor(() => expect(cards()).toHaveLength(3));

    await user.type(screen.getByRole('searchbox', { name: 'Поиск по каталогу' }), 'кросовки');
    // Nothing is sent while typing…
    expect(requests.filter((r) => r.has('q'))).toHaveLength(0);
    // …and after the pause exactly one search goes out, for the whole word.
    expect(await screen.findByRole('article', { name: 'Кроссовки беговые' })).toBeInTheDocument();
    expect(requests.filter((r) => r.has('q')).map((r) => r.get('q'))).toEqual(['кросовки']);
    expect(search(router).get('q')).toBe('кросовки');
    expect(requests.at(-1)?.get('page')).toBe('1');
    expect(requests.at(-1)?.get('limit')).toBe('20');
  });

  it('ignores a search shorter than 2 trimmed characters', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const requests = serveCatalogue(() => buildItems(2));
      const { router } = renderApp({ route: '/items' });
      const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
      await waitFor(() => expect(cards()).toHaveLength(2));
      await user.type(screen.getByRole('searchbox', { name: 'Поиск по каталогу' }), ' к ');
      expect(await screen.findByText('Введите хотя бы 2 символа')).toBeInTheDocument();
      // Well past the 400 ms delay: still no search.
      await act(() => vi.advanceTimersByTimeAsync(2000));
      expect(requests.every((r) => !r.has('q'))).toBe(true);
      expect(search(router).has('q')).toBe(false);
    } finally {
      vi.useRealTimers();
    }
  });

  it('uses fake timers to show the delay is 400 ms', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const requests = serveCatalogue(() => buildItems(1));
      const { router } = renderApp({ route: '/items' });
      const box = await screen.findByRole('searchbox', { name: 'Поиск по каталогу' });
      const { fireEvent } = await import('@testing-library/react');
      fireEvent.change(box, { target: { value: 'джинсы' } });
      act(() => vi.advanceTimersByTime(390));
      expect(search(router).has('q')).toBe(false);
      act(() => vi.advanceTimersByTime(20));
      expect(search(router).get('q')).toBe('джинсы');
      await waitFor(() => expect(requests.some((r) => r.get('q') === 'джинсы')).toBe(true));
    } finally {
      vi.useRealTimers();
    }
  });

  it('shows «Ничего не найдено» with a reset that clears the search and the filters', async () => {
    serveCatalogue((q) => (q.has('q') || q.has('brand') ? [] : buildItems(4)));
    const { user, router } = renderApp({ route: '/items?q=шуба&brand=Gucci' });
    expect(await screen.findByRole('heading', { name: 'Ничего не найдено' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Сбросить поиск и фильтры' }));
    await waitFor(() => expect(cards()).toHaveLength(4));
    expect(router.state.location.search).toBe('');
    expect(screen.getByRole('searchbox', { name: 'Поиск по каталогу' })).toHaveValue('');
  });

  it('«Ничего не найдено» offers ways out: the closest words, the search without filters, the categories', async () => {
    const requests: URLSearchParams[] = [];
    server.use(
      mockApi.items((query) => {
        requests.push(query);
        const q = query.get('q');
        if (q === 'куртка') return [buildItem({ name: 'Куртка-бомбер' })];
        if (q === 'пальто' && !query.has('gender')) return [];
        return q ? [] : buildItems(3);
      }),
      mockApi.itemFacets((query) =>
        query.get('q') === 'пальто'
          ? buildFacets({
              total: 0,
              search: {
                query: '',
                corrections: [],
                ignored: ['пальто'],
                suggestions: ['куртка', 'пиджак'],
              },
            })
          : buildFacets({ total: 1 }),
      ),
    );
    const { user, router } = renderApp({ route: '/items?q=пальто&gender=women' });
    expect(await screen.findByRole('heading', { name: 'Ничего не найдено' })).toBeInTheDocument();
    // Said as it is: no «Показаны результаты по запросу …» above an empty page.
    const notice = screen.getByTestId('search-notice');
    expect(notice).toHaveTextContent('Ничего не нашлось по слову «пальто»');
    expect(notice).not.toHaveTextContent('Показаны результаты');

    const suggestions = screen.getByRole('region', { name: 'Возможно, подойдёт' });
    expect(
      within(suggestions)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['куртка', 'пиджак']);
    const categories = screen.getByRole('navigation', { name: 'Популярные категории' });
    expect(within(categories).getByRole('link', { name: 'Обувь' })).toHaveAttribute(
      'href',
      '/items?category=footwear',
    );
    expect(screen.getByRole('button', { name: 'Искать «пальто» без фильтров' })).toBeVisible();

    // A suggested word is searched under the same filters.
    await user.click(within(suggestions).getByRole('button', { name: 'куртка' }));
    expect(await screen.findByRole('article', { name: 'Куртка-бомбер' })).toBeInTheDocument();
    expect(search(router).get('q')).toBe('куртка');
    expect(search(router).get('gender')).toBe('women');
  });

  it('«Ничего не найдено» searches again without the filters, keeping the search', async () => {
    serveCatalogue((q) =>
      q.get('q') === 'кеды' && !q.has('brand') ? [buildItem({ name: 'Кеды низкие' })] : [],
    );
    const { user, router } = renderApp({ route: '/items?q=кеды&brand=Gucci' });
    await user.click(await screen.findByRole('button', { name: 'Искать «кеды» без фильтров' }));
    expect(await screen.findByRole('article', { name: 'Кеды низкие' })).toBeInTheDocument();
    expect(search(router).get('q')).toBe('кеды');
    expect(search(router).has('brand')).toBe(false);
  });
});

describe('/items: paging, 20 items a page', () => {
  it('a page of exactly 20 means more: «Загрузить ещё» loads page 2; fewer ends the list', async () => {
    const requests = serveCatalogue((q) =>
      q.get('page') === '1' ? buildItems(20) : buildItems(7),
    );
    const { user } = renderApp({ route: '/items' });
    await waitFor(() => expect(cards()).toHaveLength(20));
    expect(screen.queryByText('Больше товаров нет')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Загрузить ещё' }));
    await waitFor(() => expect(cards()).toHaveLength(27));
    expect(requests.map((r) => r.get('page'))).toEqual(['1', '2']);
    expect(screen.getByText('Больше товаров нет')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Загрузить ещё' })).not.toBeInTheDocument();
  });

  it('loads the next page when the last card becomes visible (infinite scroll)', async () => {
    const observed: { callback: IntersectionObserverCallback; target: Element | null }[] = [];
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        entry: { callback: IntersectionObserverCallback; target: Element | null };
        constructor(callback: IntersectionObserverCallback) {
          this.entry = { callback, target: null };
          observed.push(this.entry);
        }
        observe(target: Element) {
          this.entry.target = target;
        }
        disconnect() {
          this.entry.target = null;
        }
        unobserve() {}
        takeRecords() {
          return [];
        }
      },
    );
    serveCatalogue((q) => (q.get('page') === '1' ? buildItems(20) : buildItems(3)));
    renderApp({ route: '/items' });
    await waitFor(() => expect(cards()).toHaveLength(20));
    const last = cards().at(-1)!;
    const watcher = observed.find((o) => o.target === last);
    expect(watcher).toBeDefined();
    act(() =>
      watcher!.callback(
        [{ isIntersecting: true, target: last } as unknown as IntersectionObserverEntry],
        {} as IntersectionObserver,
      ),
    );
    await waitFor(() => expect(cards()).toHaveLength(23));
    expect(await screen.findByText('Больше товаров нет')).toBeInTheDocument();
  });

  it('a short first page shows «Больше товаров нет» at once', async () => {
    serveCatalogue(() => buildItems(5));
    renderApp({ route: '/items' });
    expect(await screen.findByText('Больше товаров нет')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Загрузить ещё' })).not.toBeInTheDocument();
  });

  it('a new search starts again from page 1', async () => {
    const requests = serveCatalogue((q) =>
      q.get('page') === '1' ? buildItems(20) : buildItems(2),
    );
    const { user } = renderApp({ route: '/items' });
    await waitFor(() => expect(cards()).toHaveLength(20));
    await user.click(screen.getByRole('button', { name: 'Загрузить ещё' }));
    await waitFor(() => expect(cards()).toHaveLength(22));
    await user.type(screen.getByRole('searchbox', { name: 'Поиск по каталогу' }), 'пальто{Enter}');
    await waitFor(() => expect(requests.at(-1)?.get('q')).toBe('пальто'));
    expect(requests.at(-1)?.get('page')).toBe('1');
    await waitFor(() => expect(cards()).toHaveLength(20));
  });
});

describe('/items: filters live in the URL (decision 008)', () => {
  it('reads the filters from the URL, sends them, and shows them as removable chips', async () => {
    const requests = serveCatalogue(() => buildItems(2));
    const { user, router } = renderApp({
      route: '/items?category=footwear&brand=Nike&brand=Adidas&in_stock=true&sort=price_asc',
    });
    await waitFor(() => expect(cards()).toHaveLength(2));
    const sent = requests.at(-1)!;
    expect(sent.get('category')).toBe('footwear');
    expect(sent.getAll('brand')).toEqual(['Nike', 'Adidas']);
    expect(sent.get('in_stock')).toBe('true');
    expect(sent.get('sort')).toBe('price_asc');

    const chips = screen.getByRole('group', { name: 'Выбранные фильтры' });
    expect(within(chips).getByText('Обувь')).toBeInTheDocument();
    expect(within(chips).getByText('В наличии')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Обувь' })).toBeChecked();

    await user.click(screen.getByRole('button', { name: 'Убрать фильтр «Nike»' }));
    await waitFor(() => expect(search(router).getAll('brand')).toEqual(['Adidas']));
    await waitFor(() => expect(requests.at(-1)?.getAll('brand')).toEqual(['Adidas']));

    await user.click(within(chips).getByRole('button', { name: 'Сбросить' }));
    await waitFor(() => expect(search(router).toString()).toBe('sort=price_asc'));
  });

  it('the category chips write the category to the URL', async () => {
    serveCatalogue(() => buildItems(2));
    const { user, router } = renderApp({ route: '/items' });
    await waitFor(() => expect(cards()).toHaveLength(2));
    await user.click(screen.getByRole('radio', { name: 'Низ' }));
    await waitFor(() => expect(search(router).get('category')).toBe('bottom'));
    await user.click(screen.getByRole('radio', { name: 'Все' }));
    await waitFor(() => expect(search(router).has('category')).toBe(false));
  });

  it('the drawer shows facet counts and writes what is picked to the URL', async () => {
    const requests = serveCatalogue(() => buildItems(3));
    const facetRequests: URLSearchParams[] = [];
    server.use(
      mockApi.itemFacets((query) => {
        facetRequests.push(query);
        return buildFacets({
          total: 57,
          categories: [
            { value: 'top', count: 20 },
            { value: 'footwear', count: 37 },
          ],
          brands: [
            { value: 'Nike', count: 12 },
            { value: 'Adidas', count: 9 },
          ],
          sizes: [
            { value: 'letter:M', size: 'M', group: 'letter', count: 4 },
            { value: 'letter:S', size: 'S', group: 'letter', count: 6 },
          ],
          colors: [{ value: 'чёрный', count: 15 }],
          price: { min: 4990, max: 89990 },
        });
      }),
    );
    const { user, router } = renderApp({ route: '/items?q=кеды' });
    await waitFor(() => expect(cards()).toHaveLength(3));
    expect(screen.getByText('Найдено 57 товаров')).toBeInTheDocument();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Сортировка' }), 'new');
    await user.click(screen.getByRole('button', { name: 'Фильтры' }));
    const drawer = await screen.findByRole('dialog', { name: 'Фильтры' });
    expect(within(drawer).getByRole('checkbox', { name: 'Nike (12)' })).toBeInTheDocument();
    expect(within(drawer).getByRole('checkbox', { name: 'Adidas (9)' })).toBeInTheDocument();
    expect(within(drawer).getByRole('checkbox', { name: 'чёрный (15)' })).toBeInTheDocument();
    expect(within(drawer).getByRole('radio', { name: 'Обувь (37)' })).toBeInTheDocument();
    // Sizes in a shopper's order.
    const sizes = within(drawer)
      .getAllByRole('checkbox')
      .map((box) => box.getAttribute('value'))
      .filter((value) => value === 'letter:S' || value === 'letter:M');
    expect(sizes).toEqual(['letter:S', 'letter:M']);
    expect(facetRequests.at(-1)?.get('q')).toBe('кеды');

    await user.click(within(drawer).getByRole('checkbox', { name: 'Nike (12)' }));
    await user.click(within(drawer).getByRole('radio', { name: 'Обувь (37)' }));
    await user.click(within(drawer).getByRole('switch', { name: 'Только в наличии' }));
    await user.type(within(drawer).getByRole('textbox', { name: 'От' }), '5000');
    await user.type(within(drawer).getByRole('textbox', { name: 'До' }), '30000{Enter}');

    await waitFor(() => {
      const url = search(router);
      expect(url.get('q')).toBe('кеды');
      expect(url.getAll('brand')).toEqual(['Nike']);
      expect(url.get('category')).toBe('footwear');
      expect(url.get('in_stock')).toBe('true');
      expect(url.get('price_min')).toBe('5000');
      expect(url.get('price_max')).toBe('30000');
      expect(url.get('sort')).toBe('new');
    });
    await waitFor(() => expect(requests.at(-1)?.get('sort')).toBe('new'));
    const sent = requests.at(-1)!;
    expect(sent.get('price_min')).toBe('5000');
    expect(sent.get('page')).toBe('1');
    // The facets follow the same filters (the sort order aside).
    await waitFor(() => expect(facetRequests.at(-1)?.get('in_stock')).toBe('true'));
    expect(facetRequests.at(-1)?.has('sort')).toBe(false);

    await user.click(within(drawer).getByRole('button', { name: 'Показать (57)' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Фильтры' })).not.toBeInTheDocument(),
    );
    // Brand, category, price range, in stock.
    expect(screen.getByRole('button', { name: /Фильтры/ })).toHaveTextContent('4');
  });
});

describe('/items: sort order (decision 027)', () => {
  it('without a search lists the newest items first and offers no «По релевантности»', async () => {
    const requests = serveCatalogue(() => buildItems(2));
    const { user, router } = renderApp({ route: '/items' });
    await waitFor(() => expect(cards()).toHaveLength(2));
    expect(requests.at(-1)?.get('sort')).toBe('new');
    const sort = screen.getByRole('combobox', { name: 'Сортировка' });
    expect(sort).toHaveValue('new');
    expect(within(sort).queryByRole('option', { name: 'По релевантности' })).toBeNull();

    await user.selectOptions(sort, 'price_asc');
    await waitFor(() => expect(search(router).get('sort')).toBe('price_asc'));
    // The default leaves the URL clean.
    await user.selectOptions(sort, 'new');
    await waitFor(() => expect(search(router).has('sort')).toBe(false));
  });

  it('with a search ranks by relevance', async () => {
    const requests = serveCatalogue(() => buildItems(2));
    renderApp({ route: '/items?q=кеды' });
    await waitFor(() => expect(cards()).toHaveLength(2));
    expect(requests.at(-1)?.get('sort')).toBe('relevance');
    expect(screen.getByRole('combobox', { name: 'Сортировка' })).toHaveValue('relevance');
  });
});

describe('/items: price range', () => {
  it('«Показать (N)» follows the price as it is typed, before the field is left', async () => {
    serveCatalogue(() => buildItems(2));
    const facetRequests: URLSearchParams[] = [];
    server.use(
      mockApi.itemFacets((query) => {
        facetRequests.push(query);
        return buildFacets({ total: query.has('price_min') ? 29 : 150 });
      }),
    );
    const { user, router } = renderApp({ route: '/items' });
    await waitFor(() => expect(cards()).toHaveLength(2));
    await user.click(screen.getByRole('button', { name: 'Фильтры' }));
    const drawer = await screen.findByRole('dialog', { name: 'Фильтры' });
    const from = within(drawer).getByRole('textbox', { name: 'От' });
    await user.type(from, '10000');
    expect(from).toHaveFocus();
    expect(await within(drawer).findByRole('button', { name: 'Показать (29)' })).toBeVisible();
    expect(search(router).get('price_min')).toBe('10000');
    expect(facetRequests.at(-1)?.get('price_min')).toBe('10000');
  });
});

describe('/items: how the search was read', () => {
  function serveSearch(search: {
    query: string;
    corrections: { from: string; to: string }[];
    ignored: string[];
  }) {
    server.use(
      mockApi.items(() => buildItems(2)),
      mockApi.itemFacets((query) =>
        buildFacets({ total: 2, ...(query.get('q') ? { search } : {}) }),
      ),
    );
  }

  it('says which query it showed when it corrected a word', async () => {
    serveSearch({
      query: 'рубашка льняная',
      corrections: [{ from: 'ленаня', to: 'льняная' }],
      ignored: [],
    });
    renderApp({ route: `/items?q=${encodeURIComponent('рубашка ленаня')}` });
    const notice = await screen.findByTestId('search-notice');
    expect(notice).toHaveTextContent('Показаны результаты по запросу «рубашка льняная»');
    expect(notice).not.toHaveTextContent('Ничего не нашлось');
  });

  it('says which words found nothing, and what it searched without them', async () => {
    serveSearch({ query: 'платье', corrections: [], ignored: ['qwzx', 'zzkv'] });
    renderApp({ route: `/items?q=${encodeURIComponent('платье qwzx zzkv')}` });
    const notice = await screen.findByTestId('search-notice');
    expect(notice).toHaveTextContent('Ничего не нашлось по словам «qwzx», «zzkv»');
    expect(notice).toHaveTextContent('Показаны результаты по запросу «платье»');
  });

  it('says nothing when the search was read as typed', async () => {
    serveSearch({ query: 'платье', corrections: [], ignored: [] });
    renderApp({ route: '/items?q=платье' });
    await waitFor(() => expect(cards()).toHaveLength(2));
    expect(screen.getByText('Найдено 2 товара')).toBeInTheDocument();
    expect(screen.queryByTestId('search-notice')).not.toBeInTheDocument();
  });
});
