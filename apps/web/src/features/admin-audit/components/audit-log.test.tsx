import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { AuditEntry, AuditPage } from '@shop/contract';
import { describe, expect, it } from 'vitest';
import { buildAdmin, buildItemDetail, buildModerator } from '@/testing/factories';
import { mockApi } from '@/testing/handlers';
import { renderApp } from '@/testing/render-app';
import { server } from '@/testing/server';

configure({ asyncUtilTimeout: 15_000 });

const admin = buildAdmin({ id: 1 });
const MOBILE_WIDTH = 390;

const priceChange: AuditEntry = {
  id: 'a2',
  at: '2026-11-26T10:30:00.000Z',
  actor_id: 7,
  actor_email: 'owner@vesta.kz',
  action: 'item.update',
  entity_type: 'item',
  entity_id: 40,
  changes: { price: [1000, 1200], status: ['draft', 'active'] },
};
const sweep: AuditEntry = {
  id: 'a1',
  at: '2026-11-26T09:00:00.000Z',
  actor_id: null,
  actor_email: null,
  action: 'order.cancel',
  entity_type: 'order',
  entity_id: 12,
  changes: { status: ['new', 'cancelled'] },
};
const page = (entries: AuditEntry[]): AuditPage => ({
  items: entries,
  total: entries.length,
  page: 1,
});
/** The text as a reader sees it: the grouping space of numbers as a plain one. */
const text = (el: Element) => (el.textContent ?? '').replace(/\u00a0/g, ' ');

describe('«Журнал изменений»', () => {
  it('lists who changed what, in words, and filters through the address', async () => {
    const asked: string[] = [];
    server.use(
      mockApi.audit((query) => {
        asked.push(query.toString());
        return page([priceChange, sweep]);
      }),
    );
    const { router } = renderApp({ route: '/admin/audit', user: admin });
    const table = await screen.findByRole('table', { name: 'Записи журнала изменений' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(within(rows[0]!).getByRole('link', { name: 'owner@vesta.kz' })).toHaveAttribute(
      'href',
      '/admin/users/7/edit',
    );
    expect(text(rows[0]!)).toContain('Изменил товар');
    expect(text(rows[0]!)).toContain('Цена: 1 000 → 1 200');
    expect(text(rows[0]!)).toContain('Статус: Черновик → Активен');
    expect(within(rows[0]!).getByRole('link', { name: 'Товар №40' })).toHaveAttribute(
      'href',
      '/admin/items/40/edit',
    );
    expect(text(rows[1]!)).toContain('Автоматически');
    expect(text(rows[1]!)).toContain('Отменил заказ');
    expect(text(rows[1]!)).toContain('Статус: Новый → Отменён');
    expect(screen.getByTestId('audit-found')).toHaveTextContent('Найдено 2 записи');

    fireEvent.change(screen.getByLabelText('С даты'), { target: { value: '2026-11-01' } });
    await waitFor(() => expect(router.state.location.search).toBe('?from=2026-11-01'));
    await waitFor(() => expect(asked.at(-1)).toContain('date_from=2026-11'));
    fireEvent.change(screen.getByLabelText('Номер'), { target: { value: '40' } });
    await waitFor(() => expect(asked.at(-1)).toContain('entity_id=40'));

    fireEvent.click(screen.getByRole('button', { name: 'Сбросить фильтры' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
  }, 40_000);

  it('shows cards on a phone, and the tab is there for admins only', async () => {
    server.use(mockApi.audit(page([priceChange])));
    renderApp({ route: '/admin/audit', user: admin, width: MOBILE_WIDTH });
    const list = await screen.findByRole('list', { name: 'Записи журнала изменений' });
    expect(text(list)).toContain('Цена: 1 000 → 1 200');
    expect(screen.queryByRole('table')).toBeNull();
    const tabs = screen.getByRole('navigation', { name: 'Разделы админ-панели' });
    expect(within(tabs).getByRole('link', { name: 'Журнал изменений' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('is not a tab of a moderator', async () => {
    // The items list under the tabs asks for its page once its area has loaded, which may be
    // before the tabs are read.
    server.use(mockApi.managedItems([]));
    renderApp({ route: '/admin/items', user: buildModerator({ id: 3 }) });
    const tabs = await screen.findByRole('navigation', { name: 'Разделы админ-панели' });
    expect(within(tabs).queryByRole('link', { name: 'Журнал изменений' })).toBeNull();
  });
});

describe('«История изменений» on the item’s page', () => {
  it('lists the item’s own entries for an admin', async () => {
    const asked: string[] = [];
    server.use(
      mockApi.item(buildItemDetail({ id: 40, name: 'Платье миди', owner_id: 1 })),
      mockApi.audit((query) => {
        asked.push(query.toString());
        return page([priceChange]);
      }),
    );
    renderApp({ route: '/admin/items/40/edit', user: admin });
    const section = await screen.findByRole('region', { name: 'История изменений' });
    await waitFor(() => expect(text(section)).toContain('Цена: 1 000 → 1 200'));
    expect(text(section)).toContain('owner@vesta.kz');
    expect(asked[0]).toContain('entity_type=item&entity_id=40');
  });
});
