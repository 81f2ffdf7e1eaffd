import { screen, waitFor } from '@testing-library/react';
import type { StockSettings } from '@shop/contract';
import { describe, expect, it } from 'vitest';
import { mockApi } from '@/testing/handlers';
import { renderWithProviders } from '@/testing/render-app';
import { server } from '@/testing/server';
import { StockSettingsCard } from './stock-settings-card';

describe('the low-stock threshold', () => {
  it('saves the number typed and says so', async () => {
    const sent: StockSettings[] = [];
    server.use(
      mockApi.stockSettings({ low_stock_threshold: 3 }),
      mockApi.saveStockSettings((body) => {
        sent.push(body);
        return body;
      }),
    );
    const { user } = renderWithProviders(<StockSettingsCard />);
    const threshold = await screen.findByRole('textbox', {
      name: 'Мало на складе — не больше, шт.',
    });
    expect(threshold).toHaveValue('3');
    await user.clear(threshold);
    expect(screen.getByRole('button', { name: 'Сохранить порог' })).toBeDisabled();
    await user.type(threshold, '5');
    await user.click(screen.getByRole('button', { name: 'Сохранить порог' }));

    expect(await screen.findByText('Порог остатка сохранён')).toBeInTheDocument();
    expect(sent).toEqual([{ low_stock_threshold: 5 }]);
  });

  it('says when the threshold could not be saved and keeps it typed', async () => {
    server.use(
      mockApi.stockSettings({ low_stock_threshold: 3 }),
      mockApi.saveStockSettings(() => ({
        status: 500,
        error: { code: 'INTERNAL', message: 'Boom' },
      })),
    );
    const { user } = renderWithProviders(<StockSettingsCard />);
    const threshold = await screen.findByRole('textbox', {
      name: 'Мало на складе — не больше, шт.',
    });
    await user.clear(threshold);
    await user.type(threshold, '7');
    await user.click(screen.getByRole('button', { name: 'Сохранить порог' }));

    await waitFor(() =>
      expect(screen.getByText('Не удалось сохранить порог остатка')).toBeInTheDocument(),
    );
    expect(threshold).toHaveValue('7');
  });
});
