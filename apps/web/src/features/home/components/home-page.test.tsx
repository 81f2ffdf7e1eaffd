import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import {
  buildHistoryItem,
  buildItem,
  buildItems,
  buildOutfits,
  buildUser,
} from '@/testing/factories';
import { errorResponse, mockApi } from '@/testing/handlers';
import { renderApp } from '@/testing/render-app';
import { server } from '@/testing/server';

const region = (name: string) => screen.findByRole('region', { name });

describe('/home greeting', () => {
  it('greets the shopper by first name under the tab title «Главная»', async () => {
    renderApp({ route: '/home', user: buildUser({ first_name: 'Алия' }) });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Привет, Алия!' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Чем вдохновимся сегодня?')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Главная — VESTA'));
  });

  it.each([null, '   '])('calls a shopper without a first name (%j) «стилист»', async (name) => {
    renderApp({ route: '/home', user: buildUser({ first_name: name }) });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Привет, стилист!' }),
    ).toBeInTheDocument();
  });
});

describe('/home shortcuts', () => {
  it('lead to the catalogue, the outfit builder and the favourites', async () => {
    renderApp({ route: '/home', user: buildUser() });
    const tiles = [
      ['Каталог', 'Новинки и бестселлеры сезона', '/items'],
      ['Создать образ', 'Соберите лук и примерьте его', '/outfits/new'],
      ['Избранное', 'Вещи и образы, которые вам понравились', '/favorites'],
    ] as const;
    for (const [title, text, href] of tiles) {
      const link = await screen.findByRole('link', { name: new RegExp(text) });
      expect(link).toHaveTextContent(title);
      expect(link).toHaveAttribute('href', href);
    }
  });

  it('open the outfit builder on a click', async () => {
    const { router, user } = renderApp({ route: '/home', user: buildUser() });
    await user.click(await screen.findByRole('link', { name: /Соберите лук и примерьте его/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/outfits/new'));
  });
});

describe('/home «Рекомендуем вам»', () => {
  it('shows the recommended items, each leading to its page', async () => {
    server.use(
      mockApi.recommendations([
        buildItem({ id: 51, name: 'Тренч бежевый' }),
        buildItem({ id: 52, name: 'Лоферы кожаные' }),
      ]),
    );
    renderApp({ route: '/home', user: buildUser() });
    const strip = await region('Рекомендуем вам');
    const cards = await within(strip).findAllByRole('article');
    expect(cards.map((card) => card.getAttribute('aria-label'))).toEqual([
      'Тренч бежевый',
      'Лоферы кожаные',
    ]);
    expect(within(cards[0]!).getAllByRole('link')[0]).toHaveAttribute('href', '/items/51');
  });

  it('is left out when there is nothing to recommend', async () => {
    let asked = false;
    server.use(
      mockApi.recommendations(() => {
        asked = true;
        return [];
      }),
    );
    renderApp({ route: '/home', user: buildUser() });
    await screen.findByRole('heading', { level: 1 });
    await waitFor(() => expect(asked).toBe(true));
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Рекомендуем вам' })).not.toBeInTheDocument(),
    );
  });

  it('is left out without a word when the suggestions cannot be loaded', async () => {
    let asked = false;
    server.use(
      http.get('*/api/items/recommendations', () => {
        asked = true;
        return errorResponse(500, { code: 'INTERNAL', message: 'Boom' });
      }),
      mockApi.trending(buildItems(2)),
    );
    renderApp({ route: '/home', user: buildUser() });
    await waitFor(() => expect(asked).toBe(true));
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Рекомендуем вам' })).not.toBeInTheDocument(),
    );
    // The rest of the page is still there, and no error toast interrupts it.
    expect(await within(await region('Популярное')).findAllByRole('article')).toHaveLength(2);
    expect(screen.queryByText('Что-то пошло не так. Попробуйте ещё раз')).not.toBeInTheDocument();
  });
});

describe('/home as a whole', () => {
  it('shows greeting, recent views, recommendations, trending and outfits in that order', async () => {
    server.use(
      mockApi.history((page) => (page === 1 ? [buildHistoryItem({ name: 'Платье миди' })] : [])),
      mockApi.recommendations([buildItem({ name: 'Блуза шёлковая' })]),
      mockApi.trending(buildItems(3)),
      mockApi.outfits(buildOutfits(2)),
    );
    renderApp({ route: '/home', user: buildUser({ first_name: 'Дана' }) });
    await within(await region('Вы недавно смотрели')).findByRole('article', {
      name: 'Платье миди',
    });
    await within(await region('Рекомендуем вам')).findByRole('article', {
      name: 'Блуза шёлковая',
    });
    await within(await region('Образы покупателей')).findAllByRole('article');

    const main = screen.getByRole('main');
    const headings = within(main)
      .getAllByRole('heading')
      .filter((heading) => heading.tagName === 'H1' || heading.tagName === 'H2')
      .map((heading) => heading.textContent);
    expect(headings).toEqual([
      'Привет, Дана!',
      'Вы недавно смотрели',
      'Рекомендуем вам',
      'Популярное',
      'Образы покупателей',
    ]);
  });
});
