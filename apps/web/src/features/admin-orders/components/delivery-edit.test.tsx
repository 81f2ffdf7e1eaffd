import type { OrderDeliveryUpdate } from '@shop/contract';
import { configure, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildAdmin } from '@/testing/factories';
import { mockApi } from '@/testing/handlers';
import { buildOrderDetail, buildOutboxPage } from '@/testing/order-factories';
import { renderApp } from '@/testing/render-app';
import { server } from '@/testing/server';

// Admin pages are heavy for jsdom: on a busy machine a first render can take over a second.
configure({ asyncUtilTimeout: 4000 });

const admin = buildAdmin({ id: 1 });

function openForm() {
  const order = buildOrderDetail({ id: 72, can_edit_delivery: true });
  server.use(
    mockApi.order(() => order),
    mockApi.outbox(() => buildOutboxPage([])),
    mockApi.orderNotes(() => ({ notes: [] })),
  );
  return { order, ...renderApp({ route: '/admin/orders/72', user: admin }) };
}

describe('/admin/orders/{id}: «Изменить адрес»', () => {
  it('sends the new recipient and says the address changed', async () => {
    const sent: OrderDeliveryUpdate[] = [];
    const { order, user } = openForm();
    server.use(
      mockApi.updateOrderDelivery((_id, body) => {
        sent.push(body);
        return order;
      }),
    );
    await user.click(await screen.findByRole('button', { name: 'Изменить адрес' }));
    const dialog = await screen.findByRole('dialog', { name: 'Получатель и адрес' });
    const name = within(dialog).getByRole('textbox', { name: 'Имя получателя' });
    await user.clear(name);
    await user.type(name, 'Мария Петрова');
    await user.click(within(dialog).getByRole('button', { name: 'Сохранить' }));

    expect(await screen.findByText('Адрес заказа изменён')).toBeInTheDocument();
    expect(sent).toHaveLength(1);
    expect(sent[0]!.contact.name).toBe('Мария Петрова');
  });

  it('keeps the form open with the reason when the server refuses', async () => {
    const { user } = openForm();
    server.use(
      mockApi.updateOrderDelivery(() => ({
        status: 500,
        error: { code: 'INTERNAL', message: 'Boom' },
      })),
    );
    await user.click(await screen.findByRole('button', { name: 'Изменить адрес' }));
    const dialog = await screen.findByRole('dialog', { name: 'Получатель и адрес' });
    await user.click(within(dialog).getByRole('button', { name: 'Сохранить' }));

    await waitFor(() =>
      expect(within(dialog).getByRole('alert')).toHaveTextContent('Не удалось изменить адрес'),
    );
  });
});
