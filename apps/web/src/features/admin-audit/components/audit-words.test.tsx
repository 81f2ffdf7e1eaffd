import { configure, screen, within } from '@testing-library/react';
import type { AuditEntry } from '@shop/contract';
import { describe, expect, it } from 'vitest';
import { buildAdmin } from '@/testing/factories';
import { mockApi } from '@/testing/handlers';
import { renderApp } from '@/testing/render-app';
import { server } from '@/testing/server';

configure({ asyncUtilTimeout: 15_000 });

/** The text as a reader sees it: the grouping space of numbers as a plain one. */
const text = (el: Element) => (el.textContent ?? '').replace(/\u00a0/g, ' ');

describe('«Журнал изменений» in words', () => {
  it('names coded values as the shop shows them, not as they are stored', async () => {
    const entries: AuditEntry[] = [
      {
        id: 'a3',
        at: '2026-11-26T10:30:00.000Z',
        actor_id: 7,
        actor_email: 'owner@vesta.kz',
        action: 'item.update',
        entity_type: 'item',
        entity_id: 40,
        changes: { gender: ['unisex', 'women'], category: [null, 'top'] },
      },
      {
        id: 'a4',
        at: '2026-11-26T11:30:00.000Z',
        actor_id: 8,
        actor_email: 'manager@vesta.kz',
        action: 'order.cash_received',
        entity_type: 'order',
        entity_id: 12,
        changes: { payment_state: ['on_delivery', 'paid'] },
      },
    ];
    server.use(mockApi.audit(() => ({ items: entries, total: entries.length, page: 1 })));
    renderApp({ route: '/admin/audit', user: buildAdmin({ id: 1 }) });

    const table = await screen.findByRole('table', { name: 'Записи журнала изменений' });
    const [item, cash] = within(table).getAllByRole('row').slice(1);
    expect(text(item!)).toContain('Для кого: Унисекс → Женщинам');
    expect(text(item!)).toContain('Категория: — → Верх');
    expect(text(cash!)).toContain('Отметил, что деньги за заказ получены');
    expect(text(cash!)).toContain('Оплата: Оплата при получении → Оплачено');
  });
});
