import { configure, screen, within } from '@testing-library/react';
import type { StockAdjust } from '@shop/contract';
import { describe, expect, it } from 'vitest';
import { buildManagedItem } from '@/testing/admin-factories';
import { buildItemDetail, buildModerator, buildVariant } from '@/testing/factories';
import { mockApi } from '@/testing/handlers';
import { renderApp } from '@/testing/render-app';
import { server } from '@/testing/server';

configure({ asyncUtilTimeout: 15_000 });

describe('a write-off from the items list', () => {
  it('beyond the stock says how many there are and sends nothing', async () => {
    const sent: StockAdjust[] = [];
    server.use(
      mockApi.managedItems([buildManagedItem({ id: 6, name: 'Шарф', stock_total: 2 })]),
      mockApi.item(
        buildItemDetail({
          id: 6,
          name: 'Шарф',
          variants: [buildVariant({ id: 61, sku: 'S-1', size: 'M', stock: 2 })],
        }),
      ),
      mockApi.adjustItemStock(6, (body) => {
        sent.push(body);
        return [];
      }),
    );
    const { user } = renderApp({ route: '/admin/items', user: buildModerator({ id: 3 }) });
    await user.click(await screen.findByRole('button', { name: 'Изменить остаток «Шарф»' }));
    const form = await screen.findByRole('form', { name: 'Изменить остаток' });
    await user.click(within(form).getByText('Списать'));
    const amount = within(form).getByRole('textbox', { name: 'Количество, шт.' });
    await user.clear(amount);
    await user.type(amount, '5');
    await user.click(within(form).getByRole('button', { name: 'Сохранить' }));
    expect(await within(form).findByText('На складе только 2 шт.')).toBeInTheDocument();
    expect(sent).toEqual([]);
  });

  it('takes no zero change, but a stock set to zero', async () => {
    server.use(
      mockApi.managedItems([buildManagedItem({ id: 6, name: 'Шарф', stock_total: 2 })]),
      mockApi.item(
        buildItemDetail({
          id: 6,
          name: 'Шарф',
          variants: [buildVariant({ id: 61, sku: 'S-1', size: 'M', stock: 2 })],
        }),
      ),
    );
    const { user } = renderApp({ route: '/admin/items', user: buildModerator({ id: 3 }) });
    await user.click(await screen.findByRole('button', { name: 'Изменить остаток «Шарф»' }));
    const form = await screen.findByRole('form', { name: 'Изменить остаток' });
    const amount = within(form).getByRole('textbox', { name: 'Количество, шт.' });
    await user.clear(amount);
    await user.type(amount, '0');
    expect(within(form).getByRole('button', { name: 'Сохранить' })).toBeDisabled();

    await user.click(within(form).getByText('Установить'));
    expect(within(form).getByRole('button', { name: 'Сохранить' })).toBeEnabled();
  });
});
