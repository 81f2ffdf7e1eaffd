import { configure, screen, within } from '@testing-library/react';
import type { AuditEntry } from '@shop/contract';
import { describe, expect, it } from 'vitest';
import { buildAdmin } from '@/testing/factories';
import { mockApi } from '@/testing/handlers';
import { renderApp } from '@/testing/render-app';
import { server } from '@/testing/server';

configure({ asyncUtilTimeout: 15_000 });

const refund: AuditEntry = {
  id: 'a3',
  at: '2026-11-26T11:00:00.000Z',
  actor_id: 7,
  actor_email: 'owner@vesta.kz',
  action: 'order.refund',
  entity_type: 'order',
  entity_id: 12,
  changes: {
    return_number: [null, 1],
    refund_amount: [null, 6490],
    refund_method: [null, 'provider'],
    refunded_total: [0, 6490],
    payment_state: ['paid', 'partially_refunded'],
  },
};
/** The text as a reader sees it: the grouping space of numbers as a plain one. */
const text = (el: Element) => (el.textContent ?? '').replace(/\u00a0/g, ' ');

describe('a refund in «Журнал изменений»', () => {
  it('names who gave back how much, where to, and the payment state', async () => {
    server.use(mockApi.audit({ items: [refund], total: 1, page: 1 }));
    renderApp({ route: '/admin/audit', user: buildAdmin({ id: 1 }) });
    const table = await screen.findByRole('table', { name: 'Записи журнала изменений' });
    const row = within(table).getAllByRole('row')[1]!;
    expect(text(row)).toContain('Вернул деньги за заказ');
    expect(text(row)).toContain('Сумма возврата: — → 6 490');
    expect(text(row)).toContain('Куда: — → На карту');
    expect(text(row)).toContain('Всего возвращено: 0 → 6 490');
    expect(text(row)).toContain('Оплата: Оплачено → Частично возвращён');
  }, 40_000);
});
