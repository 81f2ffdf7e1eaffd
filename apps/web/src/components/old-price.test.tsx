import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildItem } from '@/testing/factories';
import { renderWithProviders } from '@/testing/render-app';
import { ItemCard } from './item-card';
import { discountPercent } from './old-price';

const spaced = (text: string | null) => (text ?? '').replace(/\s/g, ' ');

describe('the old price beside a price', () => {
  it('counts the discount only when the old price is above the price', () => {
    expect(discountPercent(14250, 27990)).toBe(49);
    expect(discountPercent(100, 100)).toBeNull();
    expect(discountPercent(100, 90)).toBeNull();
    expect(discountPercent(null, 90)).toBeNull();
    expect(discountPercent(100, null)).toBeNull();
  });

  it('shows the crossed-out price and «−NN %» on a card, and nothing without a discount', async () => {
    const { unmount } = renderWithProviders(
      <ItemCard item={buildItem({ price: 14250, compare_at_price: 27990 })} />,
    );
    const old = await screen.findByRole('img', {
      name: /Старая цена 27\s990\s₸, скидка 49 %/,
    });
    expect(spaced(old.querySelector('s')!.textContent)).toBe('27 990 ₸');
    expect(old).toHaveTextContent('−49 %');
    unmount();
    renderWithProviders(<ItemCard item={buildItem({ price: 14250, compare_at_price: null })} />);
    await screen.findByText(/14\s250/);
    expect(screen.queryByTestId('old-price')).not.toBeInTheDocument();
  });
});
