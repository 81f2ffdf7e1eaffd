import type {
  CheckoutSettingsUpdate,
  OrderBulkStatus,
  OrderDetail,
  OrderStatusUpdate,
} from '@shop/contract';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildAdmin } from '@/testing/factories';
import { mockApi } from '@/testing/handlers';
import {
  buildCheckoutSettings,
  buildOrderDetail,
  buildOrderPage,
  buildOrderSummary,
  buildOutboxEmail,
  buildOutboxPage,
} from '@/testing/order-factories';
import { renderApp } from '@/testing/render-app';
import { server } from '@/testing/server';
import { MOBILE_WIDTH } from '@/testing/setup';

// Admin pages are heavy for jsdom: on a busy machine a first render can take over a second.
configure({ asyncUtilTimeout: 4000 });

const admin = buildAdmin({ id: 1 });
const text = (node: Element | null) => node?.textContent?.replace(/\s/g, ' ') ?? '';

function toast(message: string) {
  return (
    screen
      .queryAllByText(message)
      .map((node) => node.closest('.mantine-Notification-root'))
      .find(Boolean) ?? null
  );
}

describe('/admin/orders', () => {
  it('lists the orders and keeps search, status and dates in the address', async () => {
    const asked: string[] = [];
    server.use(
      mockApi.manageOrders((query) => {
        asked.push(query.toString());
        return buildOrderPage(
          [
            buildOrderSummary({ id: 12, status: 'new' }),
            buildOrderSummary({
              id: 11,
              status: 'shipped',
              customer: {
                user_id: 5,
                email: 'dana@example.kz',
                name: 'Дана Ахметова',
                phone: '+77017654321',
              },
            }),
          ],
          1,
          2,
        );
      }),
    );
    const { user, router } = renderApp({ route: '/admin/orders', user: admin });

    const table = await screen.findByRole('table', { name: 'Список заказов' });
    const row = within(table).getByRole('link', { name: 'Открыть заказ V-000011' }).closest('tr')!;
    expect(within(row).getByText('Дана Ахметова')).toBeInTheDocument();
    expect(within(row).getByText('dana@example.kz')).toBeInTheDocument();
    expect(within(row).getByText('Отправлен')).toBeInTheDocument();
    expect(text(row)).toContain('31 980 ₸');
    expect(within(table).getByRole('link', { name: 'Открыть заказ V-000012' })).toHaveAttribute(
      'href',
      '/admin/orders/12',
    );
    expect(screen.getByTestId('orders-found')).toHaveTextContent('Найдено 2 заказа');

    await user.type(screen.getByLabelText('Поиск заказа'), 'Дана{Enter}');
    await waitFor(() => expect(router.state.location.search).toBe('?q=%D0%94%D0%B0%D0%BD%D0%B0'));

    await user.click(screen.getByRole('textbox', { name: 'Статус' }));
    await user.click(await screen.findByRole('option', { name: 'Отправлен' }));
    await waitFor(() => expect(router.state.location.search).toContain('status=shipped'));

    fireEvent.change(screen.getByLabelText('С даты'), { target: { value: '2026-11-01' } });
    fireEvent.change(screen.getByLabelText('По дату'), { target: { value: '2026-11-30' } });
    await waitFor(() =>
      expect(asked.at(-1)).toBe(
        'page=1&q=%D0%94%D0%B0%D0%BD%D0%B0&status=shipped&date_from=2026-11-01&date_to=2026-11-30',
      ),
    );

    await user.click(screen.getByRole('button', { name: 'Сбросить фильтры' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('shows cards on a phone and the admin tab leads here', async () => {
    server.use(mockApi.manageOrders(() => buildOrderPage([buildOrderSummary({ id: 31 })])));
    renderApp({ route: '/admin/orders', user: admin, width: MOBILE_WIDTH });
    const list = await screen.findByRole('list', { name: 'Список заказов' });
    expect(within(list).getByRole('link', { name: 'Открыть заказ V-000031' })).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
    const tabs = screen.getByRole('navigation', { name: 'Разделы админ-панели' });
    expect(within(tabs).getByRole('link', { name: 'Заказы' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });
});

describe('/admin/orders: pages, order and ticked rows', () => {
  it('numbers the pages from the total, sorts by a column header and keeps both in the address', async () => {
    const asked: string[] = [];
    server.use(
      mockApi.manageOrders((query) => {
        asked.push(query.toString());
        return buildOrderPage([buildOrderSummary({ id: 50 })], Number(query.get('page')), 45);
      }),
    );
    const { user, router } = renderApp({
      route: '/admin/orders?status=new&from=2026-11-01',
      user: admin,
    });
    await screen.findByRole('table', { name: 'Список заказов' });
    expect(asked[0]).toBe('page=1&status=new&date_from=2026-11-01');
    // 45 orders, 20 a page.
    expect(screen.getByRole('button', { name: 'Страница 3' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Страница 4' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Страница 2' }));
    await waitFor(() =>
      expect(router.state.location.search).toBe('?status=new&from=2026-11-01&page=2'),
    );
    await waitFor(() => expect(asked.at(-1)).toBe('page=2&status=new&date_from=2026-11-01'));

    const date = screen.getByRole('columnheader', { name: /Дата/ });
    expect(date).toHaveAttribute('aria-sort', 'descending');
    await user.click(screen.getByRole('button', { name: 'Сортировать по столбцу «Сумма»' }));
    // A new order starts from page 1; the largest sums first, the default order left out.
    await waitFor(() =>
      expect(router.state.location.search).toBe('?status=new&from=2026-11-01&sort=total'),
    );
    await waitFor(() =>
      expect(asked.at(-1)).toBe('page=1&status=new&date_from=2026-11-01&sort=total'),
    );
    await user.click(screen.getByRole('button', { name: 'Сортировать по столбцу «Сумма»' }));
    await waitFor(() => expect(router.state.location.search).toContain('sort=total&order=asc'));
    expect(screen.getByRole('columnheader', { name: /Сумма/ })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    await user.click(screen.getByRole('button', { name: 'Сортировать по столбцу «Покупатель»' }));
    await waitFor(() =>
      expect(asked.at(-1)).toBe('page=1&status=new&date_from=2026-11-01&sort=customer&order=asc'),
    );

    // Back from an order shows the same view.
    await router.navigate('/admin/orders/50');
    await router.navigate(-1);
    await screen.findByRole('table', { name: 'Список заказов' });
    expect(router.state.location.search).toBe(
      '?status=new&from=2026-11-01&sort=customer&order=asc',
    );
    expect(screen.getByRole('columnheader', { name: /Покупатель/ })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
  });

  it('changes the status of the ticked orders and names each one the server refused', async () => {
    let body: OrderBulkStatus | null = null;
    let done = false;
    server.use(
      mockApi.manageOrders(() =>
        buildOrderPage([
          buildOrderSummary({ id: 12, status: done ? 'cancelled' : 'new' }),
          buildOrderSummary({ id: 11, status: 'delivered' }),
          buildOrderSummary({ id: 10, status: 'confirmed' }),
        ]),
      ),
      mockApi.setOrdersStatus((sent) => {
        body = sent;
        done = true;
        return {
          changed: [12],
          skipped: [
            {
              id: 11,
              code: 'ORDER_STATUS_CONFLICT',
              reason: 'transition_not_allowed',
              status: 'delivered',
            },
          ],
        };
      }),
    );
    const { user } = renderApp({ route: '/admin/orders', user: admin });
    const table = await screen.findByRole('table', { name: 'Список заказов' });
    expect(screen.queryByText(/Выбрано/)).toBeNull();
    await user.click(within(table).getByRole('checkbox', { name: 'Выбрать заказ V-000012' }));
    await user.click(within(table).getByRole('checkbox', { name: 'Выбрать заказ V-000011' }));
    expect(screen.getByText('Выбрано: 2')).toBeInTheDocument();
    const apply = screen.getByRole('button', { name: 'Сменить статус' });
    expect(apply).toBeDisabled();

    await user.click(screen.getByRole('textbox', { name: 'Новый статус' }));
    const options = await screen.findAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual([
      'Подтверждён',
      'Отправлен',
      'Доставлен',
      'Отменён',
    ]);
    await user.click(screen.getByRole('option', { name: 'Отменён' }));
    await user.click(apply);
    const dialog = await screen.findByRole('dialog');
    expect(
      within(dialog).getByText(/Перевести выбранные заказы \(2\) в статус «Отменён»\?/),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Сменить статус' }));

    await waitFor(() => expect(toast('Изменено: 1, пропущено: 1')).not.toBeNull());
    expect(text(toast('Изменено: 1, пропущено: 1'))).toContain(
      'Заказ V-000011 не изменён. Из статуса «Доставлен» нельзя перейти в «Отменён»',
    );
    expect(body).toEqual({ ids: [12, 11], status: 'cancelled' });
    // The bar goes with the ticks, and the list shows what the server now says.
    await waitFor(() => expect(screen.queryByText('Выбрано: 2')).toBeNull());
    const row = within(table).getByRole('link', { name: 'Открыть заказ V-000012' }).closest('tr')!;
    await waitFor(() => expect(within(row).getByText('Отменён')).toBeInTheDocument());
  });

  it('says so when the server changed none of the ticked orders, with each reason', async () => {
    server.use(
      mockApi.manageOrders(() =>
        buildOrderPage([buildOrderSummary({ id: 21 }), buildOrderSummary({ id: 22 })]),
      ),
      mockApi.setOrdersStatus(() => ({
        changed: [],
        skipped: [
          { id: 22, code: 'ORDER_STATUS_CONFLICT', reason: 'confirmed_by_payment', status: 'new' },
          { id: 21, code: 'NOT_FOUND' },
        ],
      })),
    );
    const { user } = renderApp({ route: '/admin/orders', user: admin });
    await user.click(
      await screen.findByRole('checkbox', { name: 'Выбрать все заказы на странице' }),
    );
    expect(screen.getByText('Выбрано: 2')).toBeInTheDocument();
    await user.click(screen.getByRole('textbox', { name: 'Новый статус' }));
    await user.click(await screen.findByRole('option', { name: 'Подтверждён' }));
    await user.click(screen.getByRole('button', { name: 'Сменить статус' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Сменить статус' }),
    );
    await waitFor(() => expect(toast('Статус не изменён ни у одного заказа')).not.toBeNull());
    const outcome = text(toast('Статус не изменён ни у одного заказа'));
    expect(outcome).toContain(
      'Заказ V-000022 не изменён. Онлайн-заказ подтверждается только оплатой',
    );
    expect(outcome).toContain('Заказ V-000021 не найден');
  });

  it('ticks cards and sorts from the filters drawer on a phone', async () => {
    const asked: string[] = [];
    server.use(
      mockApi.manageOrders((query) => {
        asked.push(query.toString());
        return buildOrderPage([buildOrderSummary({ id: 31 }), buildOrderSummary({ id: 32 })]);
      }),
    );
    const { user, router } = renderApp({
      route: '/admin/orders',
      user: admin,
      width: MOBILE_WIDTH,
    });
    const list = await screen.findByRole('list', { name: 'Список заказов' });
    await user.click(within(list).getByRole('checkbox', { name: 'Выбрать заказ V-000032' }));
    expect(screen.getByText('Выбрано: 1')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Новый статус' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Фильтры' }));
    const drawer = await screen.findByRole('dialog', { name: 'Фильтры' });
    expect(within(drawer).getByRole('textbox', { name: 'Сортировка' })).toHaveValue(
      'Сначала новые',
    );
    await user.click(within(drawer).getByRole('textbox', { name: 'Сортировка' }));
    await user.click(await screen.findByRole('option', { name: 'Сначала дешёвые' }));
    await waitFor(() => expect(router.state.location.search).toBe('?sort=total&order=asc'));
    await waitFor(() => expect(asked.at(-1)).toBe('page=1&sort=total&order=asc'));
  });
});

describe('/admin/orders/{id}', () => {
  it('offers only the transitions the API allows and sends the note', async () => {
    let order: OrderDetail = buildOrderDetail({
      id: 60,
      status: 'confirmed',
      timeline: [
        { status: 'new', at: '2026-11-20T10:15:00.000Z', by: 'shopper', note: null },
        { status: 'confirmed', at: '2026-11-20T11:00:00.000Z', by: 'admin', note: null },
      ],
      next_statuses: ['shipped', 'cancelled'],
    });
    const patches: OrderStatusUpdate[] = [];
    server.use(
      mockApi.order(() => order),
      mockApi.updateOrderStatus((_id, body) => {
        patches.push(body);
        order = {
          ...order,
          status: 'shipped',
          next_statuses: ['delivered', 'cancelled'],
          timeline: [
            ...order.timeline,
            {
              status: 'shipped',
              at: '2026-11-21T09:00:00.000Z',
              by: 'admin',
              note: body.note ?? null,
            },
          ],
        };
        return order;
      }),
      mockApi.outbox((query) =>
        buildOutboxPage(
          query.get('order_id') === '60'
            ? [buildOutboxEmail({ order_id: 60, subject: 'Заказ V-000060 оформлен' })]
            : [],
        ),
      ),
    );
    const { user } = renderApp({ route: '/admin/orders/60', user: admin });

    expect(await screen.findByRole('heading', { name: 'Заказ V-000060' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Отметить отправленным' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Отменить заказ' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Подтвердить' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Отметить доставленным' })).not.toBeInTheDocument();
    expect(await screen.findByText('Заказ V-000060 оформлен')).toBeInTheDocument();

    await user.type(screen.getByLabelText('Комментарий к статусу'), 'Трек KZ123');
    await user.click(screen.getByRole('button', { name: 'Отметить отправленным' }));
    await waitFor(() => expect(toast('Заказ V-000060: Отправлен')).not.toBeNull());
    expect(patches).toEqual([{ status: 'shipped', note: 'Трек KZ123' }]);
    expect(screen.getAllByTestId('order-status')[0]).toHaveTextContent('Отправлен');
    expect(
      await screen.findByRole('button', { name: 'Отметить доставленным' }),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Комментарий к статусу')).toHaveValue('');
    expect(
      within(screen.getByLabelText('История статусов')).getByText('Трек KZ123'),
    ).toBeInTheDocument();
  });

  it('asks before cancelling and says when the API refuses', async () => {
    const order = buildOrderDetail({ id: 61, next_statuses: ['confirmed', 'cancelled'] });
    const patches: OrderStatusUpdate[] = [];
    server.use(
      mockApi.order(() => order),
      mockApi.updateOrderStatus((_id, body) => {
        patches.push(body);
        return {
          status: 409,
          error: {
            code: 'ORDER_STATUS_CONFLICT',
            message: 'A delivered order cannot become cancelled',
            details: {
              reason: 'transition_not_allowed',
              status: 'delivered',
              to_status: 'cancelled',
            },
          },
        };
      }),
      mockApi.outbox(() => buildOutboxPage([])),
    );
    const { user } = renderApp({ route: '/admin/orders/61', user: admin });

    await user.click(await screen.findByRole('button', { name: 'Отменить заказ' }));
    const dialog = await screen.findByRole('dialog', { name: 'Отменить заказ V-000061?' });
    await user.click(within(dialog).getByRole('button', { name: 'Не отменять' }));
    expect(patches).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Отменить заказ' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Отменить заказ' }),
    );
    await waitFor(() =>
      expect(toast('Из статуса «Доставлен» нельзя перейти в «Отменён»')).not.toBeNull(),
    );
    expect(patches).toEqual([{ status: 'cancelled', note: null }]);
  });

  it('says that a delivered order no longer changes', async () => {
    server.use(
      mockApi.order(() => buildOrderDetail({ id: 62, status: 'delivered', next_statuses: [] })),
      mockApi.outbox(() => buildOutboxPage([])),
    );
    renderApp({ route: '/admin/orders/62', user: admin });
    expect(await screen.findByText('Статус этого заказа больше не меняется.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Отметить|Отменить|Подтвердить/ })).toBeNull();
  });
});

describe('/admin/orders/emails', () => {
  it('lists the kept emails read-only and says SMTP is off', async () => {
    server.use(
      mockApi.outbox(() =>
        buildOutboxPage([
          buildOutboxEmail({
            subject: 'Заказ V-000120 отправлен',
            text: 'Ваш заказ в пути.',
            order_id: 120,
          }),
        ]),
      ),
    );
    renderApp({ route: '/admin/orders/emails', user: admin });
    const list = await screen.findByRole('list', { name: 'Письма магазина' });
    expect(within(list).getByText('Заказ V-000120 отправлен')).toBeInTheDocument();
    expect(within(list).getByText('Сохранено')).toBeInTheDocument();
    expect(within(list).getByText('Ваш заказ в пути.')).toBeInTheDocument();
    expect(within(list).getByRole('link', { name: 'Заказ V-000120' })).toHaveAttribute(
      'href',
      '/admin/orders/120',
    );
    expect(screen.getByText(/SMTP не настроен/)).toBeInTheDocument();
    expect(within(list).queryByRole('button', { name: 'Отправить снова' })).toBeNull();
  });

  it('sends a failed email again when SMTP is on', async () => {
    let emails = [
      buildOutboxEmail({
        id: 7,
        state: 'failed',
        attempts: 12,
        last_error: 'connect ECONNREFUSED',
      }),
      buildOutboxEmail({ id: 8, state: 'sent', sent_at: '2026-11-20T10:16:00.000Z' }),
    ];
    const retried: number[] = [];
    server.use(
      mockApi.outbox(() => buildOutboxPage(emails, { smtp_configured: true })),
      mockApi.retryEmail((id) => {
        retried.push(id);
        emails = emails.map((e) => (e.id === id ? { ...e, state: 'pending', attempts: 0 } : e));
        return emails.find((e) => e.id === id)!;
      }),
    );
    renderApp({ route: '/admin/orders/emails', user: admin });
    const list = await screen.findByRole('list', { name: 'Письма магазина' });
    const buttons = await within(list).findAllByRole('button', { name: 'Отправить снова' });
    expect(buttons).toHaveLength(1); // the sent one has none
    fireEvent.click(buttons[0]!);
    await waitFor(() =>
      expect(toast('Письмо для shopper@vesta.kz снова в очереди')).not.toBeNull(),
    );
    expect(retried).toEqual([7]);
    expect(await within(list).findByText('В очереди')).toBeInTheDocument();
    expect(within(list).queryByRole('button', { name: 'Отправить снова' })).toBeNull();
  });

  it('says when sending an email again is refused', async () => {
    server.use(
      mockApi.outbox(() =>
        buildOutboxPage([buildOutboxEmail({ state: 'kept' })], { smtp_configured: true }),
      ),
      mockApi.retryEmail(() => ({
        status: 404,
        error: { code: 'NOT_FOUND', message: 'Email not found' },
      })),
    );
    renderApp({ route: '/admin/orders/emails', user: admin });
    const list = await screen.findByRole('list', { name: 'Письма магазина' });
    fireEvent.click(await within(list).findByRole('button', { name: 'Отправить снова' }));
    await waitFor(() => expect(toast('Не удалось отправить письмо снова')).not.toBeNull());
    expect(within(list).getByText('Сохранено')).toBeInTheDocument();
  });
});

describe('/admin/orders/settings', () => {
  it('edits the courier price and the pickup points and saves them', async () => {
    const saved: CheckoutSettingsUpdate[] = [];
    server.use(
      mockApi.checkoutSettings(buildCheckoutSettings()),
      mockApi.saveCheckoutSettings((body) => {
        saved.push(body);
        return buildCheckoutSettings({
          delivery: { courier_price: Number(body.delivery.courier_price), free_above: null },
          pickup_points: body.pickup_points.map((point, index) => ({
            id: point.id ?? 10 + index,
            name: point.name,
            address: point.address,
            hours: point.hours ?? null,
          })),
        });
      }),
    );
    const { user } = renderApp({ route: '/admin/orders/settings', user: admin });

    const price = await screen.findByLabelText(/^Доставка курьером/);
    expect(price).toHaveValue('1 500');
    await user.clear(price);
    await user.type(price, '2000');
    await user.clear(screen.getByLabelText(/^Бесплатная доставка от/));

    await user.click(screen.getByRole('button', { name: 'Удалить пункт 2' }));
    await user.click(screen.getByRole('button', { name: 'Добавить пункт' }));
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));
    const added = screen.getByRole('group', { name: 'Пункт 2' });
    expect(await within(added).findByText('Укажите название пункта')).toBeInTheDocument();
    expect(within(added).getByText('Укажите адрес пункта')).toBeInTheDocument();
    expect(saved).toEqual([]);

    await user.type(within(added).getByLabelText(/^Название/), 'VESTA Keruen');
    await user.type(within(added).getByLabelText(/^Адрес/), 'Астана, ул. Достык, 9');
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(toast('Настройки доставки сохранены')).not.toBeNull());
    expect(saved).toEqual([
      {
        delivery: { courier_price: 2000, free_above: null },
        pickup_points: [
          {
            id: 1,
            name: 'VESTA Mega Alma-Ata',
            address: 'Алматы, ул. Розыбакиева, 247А',
            hours: 'Ежедневно 10:00–22:00',
          },
          { name: 'VESTA Keruen', address: 'Астана, ул. Достык, 9', hours: null },
        ],
      },
    ]);
  });

  it('refuses a courier price below zero under its field instead of saving a free delivery', async () => {
    const saved: CheckoutSettingsUpdate[] = [];
    server.use(
      mockApi.checkoutSettings(buildCheckoutSettings()),
      mockApi.saveCheckoutSettings((body) => {
        saved.push(body);
        return buildCheckoutSettings();
      }),
    );
    const { user } = renderApp({ route: '/admin/orders/settings', user: admin });

    const price = await screen.findByLabelText(/^Доставка курьером/);
    await user.clear(price);
    await user.type(price, '-300');
    await user.tab();
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));

    expect(await screen.findByText('Укажите сумму не меньше нуля')).toBeInTheDocument();
    expect(price).toHaveValue('-300');
    expect(toast('Настройки доставки сохранены')).toBeNull();
    expect(saved).toEqual([]);
  });
});
