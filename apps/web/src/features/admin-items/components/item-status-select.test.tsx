import { screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import type { ItemStatus } from '@shop/contract';
import { renderWithProviders } from '@/testing/render-app';
import { ItemStatusSelect } from './item-status-select';

function Harness({ seen }: { seen: ItemStatus[] }) {
  const [status, setStatus] = useState<ItemStatus>('active');
  return (
    <ItemStatusSelect
      value={status}
      onChange={(next) => {
        seen.push(next);
        setStatus(next);
      }}
    />
  );
}

describe('ItemStatusSelect', () => {
  it('offers «Черновик», «Активен» and «В архиве» and says which one is chosen', async () => {
    const seen: ItemStatus[] = [];
    const { user } = renderWithProviders(<Harness seen={seen} />);
    const select = await screen.findByRole('textbox', { name: 'Статус' });
    expect(select).toHaveValue('Активен');
    await user.click(select);
    expect(await screen.findByRole('option', { name: 'В архиве' })).toBeInTheDocument();
    await user.click(screen.getByRole('option', { name: 'Черновик' }));
    expect(seen).toEqual(['draft']);
    expect(select).toHaveValue('Черновик');
  });
});
