import { configure, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildItemDetail, buildModerator } from '@/testing/factories';
import { mockApi } from '@/testing/handlers';
import { renderApp } from '@/testing/render-app';
import { server } from '@/testing/server';

configure({ asyncUtilTimeout: 15_000 });

const moderator = buildModerator({ id: 3 });
const movements = [
  {
    id: 2,
    variant_id: 401,
    sku: 'MIDI-S',
    size: 'S',
    color: 'чёрный',
    delta: -2,
    stock_after: 3,
    reason: 'sale' as const,
    actor_id: 7,
    actor_name: 'Айгерим Садыкова',
    note: null,
    order_id: 12,
    created_at: '2026-11-20T10:30:00.000Z',
  },
  {
    id: 1,
    variant_id: 401,
    sku: 'MIDI-S',
    size: 'S',
    color: 'чёрный',
    delta: 5,
    stock_after: 5,
    reason: 'manual' as const,
    actor_id: 3,
    actor_name: 'Модератор',
    note: 'Поставка',
    order_id: null,
    created_at: '2026-11-19T09:00:00.000Z',
  },
];

describe('«История остатков» on the item’s edit page', () => {
  it('lists the changes, newest first, with the reason in words and who made them', async () => {
    server.use(
      mockApi.item(buildItemDetail({ id: 40, name: 'Платье миди', owner_id: 3 })),
      mockApi.stockHistory(40, movements),
    );
    renderApp({ route: '/admin/items/40/edit', user: moderator });
    const table = await screen.findByRole('table', { name: 'История остатков' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(
      rows.map((r) =>
        within(r)
          .getAllByRole('cell')
          .slice(1)
          .map((c) => c.textContent),
      ),
    ).toEqual([
      ['S · чёрный', '−2', '3', 'Продажа, Заказ V-000012', 'Айгерим Садыкова', ''],
      ['S · чёрный', '+5', '5', 'Вручную', 'Модератор', 'Поставка'],
    ]);
  });

  it('says so when the stock has not changed yet', async () => {
    server.use(
      mockApi.item(buildItemDetail({ id: 41, owner_id: 3 })),
      mockApi.stockHistory(41, []),
    );
    renderApp({ route: '/admin/items/41/edit', user: moderator });
    expect(await screen.findByText('Остатки ещё не менялись')).toBeInTheDocument();
  });
});
