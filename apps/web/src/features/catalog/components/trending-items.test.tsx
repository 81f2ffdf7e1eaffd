import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildItems, buildUser } from '@/testing/factories';
import { mockApi } from '@/testing/handlers';
import { renderApp } from '@/testing/render-app';
import { server } from '@/testing/server';

describe('/home trending grid', () => {
  it('shows at most 8 items numbered #1 to #8 and «Смотреть все» → /items', async () => {
    server.use(mockApi.trending(buildItems(10)));
    renderApp({ route: '/home', user: buildUser() });
    const section = await screen.findByRole('region', { name: 'Популярное' });
    const cards = await within(section).findAllByRole('article');
    expect(cards).toHaveLength(8);
    cards.forEach((card, index) =>
      expect(within(card).getByLabelText(`Место в рейтинге: ${index + 1}`)).toHaveTextContent(
        `#${index + 1}`,
      ),
    );
    expect(within(cards[0]!).getByText('Товар 1')).toBeInTheDocument();
    expect(within(section).getByRole('link', { name: 'Смотреть все' })).toHaveAttribute(
      'href',
      '/items',
    );
  });

  it('says «Пока нет популярных товаров» when there are none', async () => {
    server.use(mockApi.trending([]));
    renderApp({ route: '/home', user: buildUser() });
    expect(await screen.findByText('Пока нет популярных товаров')).toBeInTheDocument();
  });
});
