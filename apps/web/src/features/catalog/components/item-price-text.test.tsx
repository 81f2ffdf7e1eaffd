import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/testing/render-app';
import { ItemPriceText } from './item-price-text';

const spaced = (text: string | null) => (text ?? '').replace(/\s/g, ' ');

describe('the item page’s price block', () => {
  it('shows the discount in the item page’s price block', async () => {
    renderWithProviders(
      <ItemPriceText price={{ amount: 8000, from: false }} compareAt={10000} data-testid="price" />,
    );
    expect(spaced((await screen.findByTestId('price')).textContent)).toBe('8 000 ₸');
    expect(screen.getByTestId('old-price')).toHaveTextContent('−20 %');
  });
});
