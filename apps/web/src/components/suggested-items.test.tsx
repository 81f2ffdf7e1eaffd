import { act, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildFacets, buildHistoryItem, buildItem, buildUser } from '@/testing/factories';
import { mockApi } from '@/testing/handlers';
import { renderApp } from '@/testing/render-app';
import { server } from '@/testing/server';

const section = (name: string) => screen.findByRole('region', { name }, { timeout: 10_000 });

describe('ways on from /home and from dead ends', () => {
  it('/home shows what the shopper viewed last and what is recommended', async () => {
    const limits: string[] = [];
    server.use(
      mockApi.history((page) =>
        page === 1 ? [buildHistoryItem({ id: 11, name: 'Платье миди' })] : [],
      ),
      mockApi.recommendations((query) => {
        limits.push(query.get('limit') ?? '');
        return [buildItem({ id: 21, name: 'Блуза шёлковая' })];
      }),
    );
    renderApp({ route: '/home', user: buildUser() });

    const recent = await section('Вы недавно смотрели');
    expect(await within(recent).findByRole('article', { name: 'Платье миди' })).toBeInTheDocument();
    expect(within(recent).getByRole('link', { name: 'Вся история' })).toHaveAttribute(
      'href',
      '/history',
    );
    const recommended = await section('Рекомендуем вам');
    expect(
      await within(recommended).findByRole('article', { name: 'Блуза шёлковая' }),
    ).toBeInTheDocument();
    expect(limits).toEqual(['12']);
  });

  it('an empty cart suggests items', async () => {
    server.use(mockApi.recommendations([buildItem({ id: 31, name: 'Кеды низкие' })]));
    renderApp({ route: '/cart' });
    expect(
      await screen.findByText('Ваша корзина пуста', undefined, { timeout: 10_000 }),
    ).toBeInTheDocument();
    const suggestions = await section('Вам может понравиться');
    expect(
      await within(suggestions).findByRole('article', { name: 'Кеды низкие' }),
    ).toBeInTheDocument();
  });

  it('«Ничего не найдено» suggests items', async () => {
    server.use(
      mockApi.items([]),
      mockApi.itemFacets(buildFacets({ total: 0 })),
      mockApi.recommendations([buildItem({ id: 41, name: 'Сумка-тоут' })]),
    );
    renderApp({ route: '/items?q=абракадабра' });
    expect(
      await screen.findByText('Ничего не найдено', undefined, { timeout: 10_000 }),
    ).toBeInTheDocument();
    const suggestions = await section('Вам может понравиться');
    expect(
      await within(suggestions).findByRole('article', { name: 'Сумка-тоут' }),
    ).toBeInTheDocument();
  });

  it('«Наверх» appears after a long scroll and takes the page back up', async () => {
    const { user } = renderApp({ route: '/home', user: buildUser() });
    await section('Популярное');
    expect(screen.queryByRole('button', { name: 'Наверх' })).not.toBeInTheDocument();

    const scrolledTo: unknown[] = [];
    const originalScrollTo = window.scrollTo;
    window.scrollTo = ((options: unknown) =>
      void scrolledTo.push(options)) as typeof window.scrollTo;
    try {
      Object.defineProperty(window, 'scrollY', {
        value: window.innerHeight * 3,
        configurable: true,
      });
      act(() => void window.dispatchEvent(new Event('scroll')));
      await user.click(await screen.findByRole('button', { name: 'Наверх' }));
      expect(scrolledTo).toContainEqual(expect.objectContaining({ top: 0 }));
      expect(document.activeElement?.id).toBe('main');
    } finally {
      window.scrollTo = originalScrollTo;
      Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
    }
  });
});
