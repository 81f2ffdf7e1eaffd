import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildItem } from '@/testing/factories';
import { mockApi } from '@/testing/handlers';
import { renderWithProviders } from '@/testing/render-app';
import { server } from '@/testing/server';
import { ItemCard } from './item-card';
import { cardPrice } from './item-card-parts';
import { ItemFavoriteProvider } from './item-favorite-slot';

/** Intl puts narrow no-break spaces in ru-RU numbers; compare with plain spaces. */
function text(element: HTMLElement) {
  return (element.textContent ?? '').replace(/[\u00a0\u202f]/g, ' ');
}

describe('ItemCard', () => {
  it('shows the picture (with /uploads/ on our origin), brand, name and price, linking to the item', async () => {
    const item = buildItem({
      id: 12,
      name: 'Кроссовки Air',
      brand: 'Nike',
      price: 25990,
      min_price: 25990,
      image_url: '/uploads/items/12.webp',
    });
    renderWithProviders(<ItemCard item={item} />);
    const card = screen.getByRole('article', { name: 'Кроссовки Air' });
    expect(within(card).getByRole('link')).toHaveAttribute('href', '/items/12');
    expect(within(card).getByRole('img', { name: 'Кроссовки Air' })).toHaveAttribute(
      'src',
      `${window.location.origin}/uploads/items/12.webp`,
    );
    expect(within(card).getByText('Nike')).toBeInTheDocument();
    expect(text(card)).toContain('25 990 ₸');
    expect(text(card)).not.toContain('от ');
    expect(within(card).queryByText('Нет в наличии')).not.toBeInTheDocument();
  });

  it('says «от» with the lowest price when a variant is cheaper', () => {
    renderWithProviders(<ItemCard item={buildItem({ price: 19990, min_price: 15990 })} />);
    expect(text(screen.getByRole('article'))).toContain('от 15 990 ₸');
  });

  it('uses the store currency from the config', async () => {
    server.use(mockApi.config({ google_enabled: false, currency: 'RUB' }));
    renderWithProviders(<ItemCard item={buildItem({ price: 1500, min_price: 1500 })} />);
    await screen.findByText(
      (_, el) => el?.tagName === 'P' && text(el as HTMLElement) === '1 500 ₽',
    );
  });

  it('marks an item that is out of stock', () => {
    renderWithProviders(<ItemCard item={buildItem({ in_stock: false })} />);
    expect(screen.getByText('Нет в наличии')).toBeInTheDocument();
  });

  it('shows the rating and its count only when the item is rated', () => {
    const { unmount } = renderWithProviders(
      <ItemCard item={buildItem({ rating_avg: 4.5, rating_count: 12 })} />,
    );
    expect(screen.getByRole('img', { name: 'Рейтинг 4,5 из 5, отзывов: 12' })).toBeInTheDocument();
    unmount();
    renderWithProviders(<ItemCard item={buildItem({ rating_avg: null, rating_count: 0 })} />);
    expect(screen.queryByRole('img', { name: /Рейтинг/ })).not.toBeInTheDocument();
  });

  it('shows a rank badge and the provided favourite control outside the link', () => {
    renderWithProviders(
      <ItemFavoriteProvider
        render={({ item, placement }) => (
          <button type="button">
            В избранное {item.id} {placement}
          </button>
        )}
      >
        <ItemCard item={buildItem({ id: 5, name: 'Тренч' })} rank={3} />
      </ItemFavoriteProvider>,
    );
    expect(screen.getByLabelText('Место в рейтинге: 3')).toHaveTextContent('#3');
    const heart = screen.getByRole('button', { name: 'В избранное 5 card' });
    expect(heart.closest('a')).toBeNull();
  });

  it('shows no favourite control when none is provided', () => {
    renderWithProviders(<ItemCard item={buildItem({ name: 'Тренч' })} />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('shows a placeholder when there is no picture', () => {
    renderWithProviders(<ItemCard item={buildItem({ image_url: null, image_urls: [] })} />);
    expect(screen.getByText('Нет фото')).toBeInTheDocument();
  });
});

describe('cardPrice', () => {
  it('prefers the lowest variant price only when it is lower', () => {
    expect(cardPrice({ price: 100, min_price: 80 })).toEqual({ amount: 80, from: true });
    expect(cardPrice({ price: 100, min_price: 100 })).toEqual({ amount: 100, from: false });
    expect(cardPrice({ price: null, min_price: 90 })).toEqual({ amount: 90, from: false });
    expect(cardPrice({ price: null, min_price: null })).toEqual({ amount: null, from: false });
  });
});
