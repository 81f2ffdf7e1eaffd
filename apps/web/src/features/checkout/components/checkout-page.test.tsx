import type { CartLine, OrderCreate } from '@shop/contract';
import { act, configure, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { browserLocation } from '@/lib/browser';
import { setSessionUser } from '@/lib/session';
import { buildCartLine, buildUser } from '@/testing/factories';
import { errorResponse, mockApi } from '@/testing/handlers';
import type { SentOrder } from '@/testing/handlers/orders';
import { buildCheckoutOptions, buildOrderDetail } from '@/testing/order-factories';
import { renderApp } from '@/testing/render-app';
import { server } from '@/testing/server';
import { MOBILE_WIDTH } from '@/testing/setup';
import { forgetCheckoutDrafts } from '../checkout-form';

configure({ asyncUtilTimeout: 4000 });

const shopper = buildUser({
  id: 1,
  first_name: 'Айгерим',
  last_name: 'Сейткали',
  phone_number: '+77011234567',
});

/** «12 990 ₸» as the page writes it (ru-RU groups digits with a narrow no-break space). */
const text = (node: Element | null) => node?.textContent?.replace(/\s/g, ' ') ?? '';

/** The server's cart, counted: checkout refreshes it after an order or a refusal. */
function serverCart(initial: CartLine[]) {
  let lines = [...initial];
  let loads = 0;
  server.use(
    http.get('*/api/cart/', () => {
      loads += 1;
      return HttpResponse.json<CartLine[]>(lines);
    }),
  );
  return {
    set: (next: CartLine[]) => {
      lines = next;
    },
    loads: () => loads,
  };
}

const dress = buildCartLine({
  variant_id: 11,
  item_id: 501,
  name: 'Платье миди',
  price: 15990,
  quantity: 1,
});
const scarf = buildCartLine({
  variant_id: 12,
  item_id: 502,
  name: 'Шарф',
  price: 4500,
  quantity: 2,
  size: null,
});

async function fillAddress(user: ReturnType<typeof renderApp>['user']) {
  await user.type(screen.getByLabelText(/^Город/), 'Алматы');
  await user.type(screen.getByLabelText(/^Улица/), 'ул. Абая');
  await user.type(screen.getByLabelText(/^Дом/), '10');
  await user.type(screen.getByLabelText(/^Квартира или офис/), '25');
}

// The attempt's key lives in sessionStorage: every test starts a fresh checkout.
// What was typed is kept in memory per account (checkout-form.ts): each test starts with none.
beforeEach(() => {
  window.sessionStorage.clear();
  forgetCheckoutDrafts();
});
afterEach(() => vi.restoreAllMocks());

// Whole-page tests that type into many fields: the 15 s default is short on a busy machine.
describe('/checkout', { timeout: 30_000 }, () => {
  it('prefills the recipient, sums the lines with courier delivery and offers pickup for free', async () => {
    serverCart([dress, scarf]);
    server.use(mockApi.checkoutOptions(buildCheckoutOptions()));
    const { user } = renderApp({ route: '/checkout', user: shopper });

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Оформление заказа' }),
    ).toBeVisible();
    expect(await screen.findByLabelText(/^Имя получателя/)).toHaveValue('Айгерим Сейткали');
    expect(screen.getByLabelText(/^Телефон/)).toHaveValue('+77011234567');

    const lines = screen.getByRole('list', { name: 'Товары заказа' });
    expect(within(lines).getAllByRole('listitem')).toHaveLength(2);
    expect(text(within(lines).getByRole('listitem', { name: 'Шарф' }))).toContain('2 × 4 500 ₸');
    // 15 990 + 2 × 4 500 = 24 990; courier 1 500 below the 30 000 threshold.
    expect(text(screen.getByTestId('order-items-total'))).toBe('24 990 ₸');
    expect(text(screen.getByTestId('order-delivery-price'))).toBe('1 500 ₸');
    expect(text(screen.getByTestId('order-total'))).toBe('26 490 ₸');
    expect(text(screen.getByTestId('free-delivery-hint'))).toBe(
      'Добавьте товаров ещё на 5 010 ₸ — и доставка курьером станет бесплатной',
    );
    // Payment on delivery is the default; online payment is not offered without a provider.
    expect(screen.getByRole('radio', { name: /Оплата при получении/ })).toBeChecked();
    expect(screen.queryByRole('radio', { name: /Онлайн-оплата/ })).not.toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: /Самовывоз из магазина/ }));
    expect(text(screen.getByTestId('order-delivery-price'))).toBe('Бесплатно');
    expect(text(screen.getByTestId('order-total'))).toBe('24 990 ₸');
    expect(screen.getByRole('radio', { name: /VESTA Mega Alma-Ata/ })).toBeInTheDocument();
    expect(screen.queryByLabelText(/^Город/)).not.toBeInTheDocument();
  });

  it('never replaces what was typed: not by the profile arriving later, not when drawn again', async () => {
    serverCart([dress]);
    server.use(mockApi.checkoutOptions(buildCheckoutOptions()));
    const newcomer = buildUser({ id: 77, first_name: null, last_name: null, phone_number: null });
    const { user, router } = renderApp({ route: '/checkout', user: newcomer });
    const name = await screen.findByLabelText(/^Имя получателя/);
    await user.type(name, 'Дана');
    await user.type(screen.getByLabelText(/^Город/), 'Алматы');

    // The profile changes (saved in another tab, read again): the typed name stays, the empty
    // phone takes the profile's.
    act(() => setSessionUser({ ...newcomer, first_name: 'Айгерим', phone_number: '+77011234567' }));
    await waitFor(() => expect(screen.getByLabelText(/^Телефон/)).toHaveValue('+77011234567'));
    expect(name).toHaveValue('Дана');

    // To the cart and back: the form is drawn again from what was typed.
    await act(() => router.navigate('/cart'));
    await act(() => router.navigate('/checkout'));
    expect(await screen.findByLabelText(/^Имя получателя/)).toHaveValue('Дана');
    expect(screen.getByLabelText(/^Город/)).toHaveValue('Алматы');
  });

  it('refuses an incomplete form with Russian messages and sends nothing', async () => {
    serverCart([dress]);
    const sent: SentOrder[] = [];
    server.use(
      mockApi.checkoutOptions(buildCheckoutOptions()),
      mockApi.placeOrder((order) => {
        sent.push(order);
        return buildOrderDetail();
      }),
    );
    const { user } = renderApp({ route: '/checkout', user: buildUser({ first_name: null }) });

    await user.click(await screen.findByRole('button', { name: 'Подтвердить заказ' }));
    expect(await screen.findByText('Укажите имя получателя')).toBeInTheDocument();
    expect(screen.getByText('Укажите телефон')).toBeInTheDocument();
    expect(screen.getByText('Укажите город')).toBeInTheDocument();
    expect(screen.getByText('Укажите улицу')).toBeInTheDocument();
    expect(screen.getByText('Укажите дом')).toBeInTheDocument();
    // The first field in error takes the focus, and its error is what it is described by.
    const name = screen.getByLabelText(/^Имя получателя/);
    await waitFor(() => expect(name).toHaveFocus());
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription('Укажите имя получателя');

    await user.type(name, 'Дана');
    await user.type(screen.getByLabelText(/^Телефон/), '12-34');
    await user.click(screen.getByRole('button', { name: 'Подтвердить заказ' }));
    expect(await screen.findByText('Некорректный телефонный номер')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText(/^Телефон/)).toHaveFocus());

    await user.click(screen.getByRole('radio', { name: /Самовывоз из магазина/ }));
    await user.click(screen.getByRole('button', { name: 'Подтвердить заказ' }));
    expect(await screen.findByText('Выберите пункт самовывоза')).toBeInTheDocument();
    expect(sent).toEqual([]);
  });

  it('places a courier order paid on delivery once, opens its page and refreshes the cart', async () => {
    const cart = serverCart([dress, scarf]);
    const sent: SentOrder[] = [];
    let release: () => void = () => {};
    const answered = new Promise<void>((resolve) => (release = resolve));
    const placed = buildOrderDetail({ id: 321 });
    server.use(
      mockApi.checkoutOptions(buildCheckoutOptions()),
      mockApi.placeOrder(async (order) => {
        sent.push(order);
        await answered;
        cart.set([]);
        return placed;
      }),
      mockApi.order(() => placed),
    );
    const { user, router } = renderApp({ route: '/checkout', user: shopper });
    await screen.findByRole('button', { name: 'Подтвердить заказ' });
    await fillAddress(user);
    await user.type(screen.getByLabelText('Комментарий к заказу'), 'Позвонить за час');

    const submit = screen.getByRole('button', { name: 'Подтвердить заказ' });
    await user.click(submit);
    await waitFor(() => expect(sent).toHaveLength(1));
    // While the order is on its way the button is busy: another press sends nothing.
    await waitFor(() => expect(submit).toBeDisabled());
    await user.click(submit);
    await user.keyboard('{Enter}');
    release();

    await waitFor(() => expect(router.state.location.pathname).toBe('/orders/321'));
    expect(await screen.findByText(/Спасибо! Заказ оформлен/)).toBeInTheDocument();
    expect(sent).toHaveLength(1);
    const expected: OrderCreate = {
      contact: { name: 'Айгерим Сейткали', phone: '+77011234567' },
      delivery: { method: 'courier', city: 'Алматы', street: 'ул. Абая', house: '10', flat: '25' },
      payment_method: 'cash_on_delivery',
      lines: [
        { variant_id: 11, quantity: 1, price: 15990 },
        { variant_id: 12, quantity: 2, price: 4500 },
      ],
      comment: 'Позвонить за час',
    };
    expect(sent[0]!.body).toEqual(expected);
    expect(sent[0]!.key).toMatch(/^[\x21-\x7e]{8,200}$/);
    // The ordered lines left the cart on the server: the badge follows.
    await waitFor(() => expect(cart.loads()).toBeGreaterThanOrEqual(2));
    expect(await screen.findByRole('link', { name: 'Корзина: 0' })).toBeInTheDocument();
  });

  it('keeps the Idempotency-Key for a retry of the same order and makes a new one for a changed order', async () => {
    serverCart([dress]);
    const sent: SentOrder[] = [];
    server.use(
      mockApi.checkoutOptions(buildCheckoutOptions()),
      mockApi.placeOrder((order) => {
        sent.push(order);
        return { status: 500, error: { code: 'INTERNAL', message: 'Boom' } };
      }),
    );
    const { user } = renderApp({ route: '/checkout', user: shopper });
    await screen.findByRole('button', { name: 'Подтвердить заказ' });
    await fillAddress(user);

    await user.click(screen.getByRole('button', { name: 'Подтвердить заказ' }));
    expect(await screen.findByTestId('checkout-error')).toHaveTextContent(
      'Не удалось оформить заказ. Попробуйте ещё раз',
    );
    await user.click(screen.getByRole('button', { name: 'Подтвердить заказ' }));
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[1]!.key).toBe(sent[0]!.key);

    await user.clear(screen.getByLabelText(/^Дом/));
    await user.type(screen.getByLabelText(/^Дом/), '12');
    await user.click(screen.getByRole('button', { name: 'Подтвердить заказ' }));
    await waitFor(() => expect(sent).toHaveLength(3));
    expect(sent[2]!.key).not.toBe(sent[0]!.key);
  });

  it('puts a field the server refused under it and takes the shopper there', async () => {
    serverCart([dress]);
    server.use(
      mockApi.checkoutOptions(buildCheckoutOptions()),
      mockApi.placeOrder(() => ({
        status: 400,
        error: {
          code: 'VALIDATION_FAILED',
          message: 'The request is invalid',
          details: { fields: [{ path: 'delivery.house', message: 'Too big' }] },
        },
      })),
    );
    const { user } = renderApp({ route: '/checkout', user: shopper });
    await screen.findByRole('button', { name: 'Подтвердить заказ' });
    await fillAddress(user);

    await user.click(screen.getByRole('button', { name: 'Подтвердить заказ' }));
    await waitFor(() => expect(screen.getByLabelText(/^Дом/)).toHaveFocus());
    expect(screen.getByLabelText(/^Дом/)).toHaveAttribute('aria-invalid', 'true');
  });

  it('names the refused lines, refreshes the cart and sends the new price next time', async () => {
    const cart = serverCart([dress, scarf]);
    const sent: SentOrder[] = [];
    server.use(
      mockApi.checkoutOptions(buildCheckoutOptions()),
      mockApi.placeOrder((order) => {
        sent.push(order);
        if (sent.length === 1) {
          cart.set([
            { ...dress, price: 17990 },
            { ...scarf, stock: 1 },
          ]);
          return {
            status: 409,
            error: {
              code: 'PRICE_CHANGED',
              message: 'The price changed for variants 11, 12; nothing was ordered',
              details: {
                lines: [
                  {
                    variant_id: 11,
                    name: 'Платье миди',
                    size: 'M',
                    color: null,
                    reason: 'price_changed',
                    available: 5,
                    price: 17990,
                  },
                  {
                    variant_id: 12,
                    name: 'Шарф',
                    size: null,
                    color: null,
                    reason: 'out_of_stock',
                    available: 1,
                    price: 4500,
                  },
                ],
              },
            },
          };
        }
        return buildOrderDetail({ id: 400 });
      }),
    );
    const { user } = renderApp({ route: '/checkout', user: shopper });
    await screen.findByRole('button', { name: 'Подтвердить заказ' });
    await fillAddress(user);
    await user.click(screen.getByRole('button', { name: 'Подтвердить заказ' }));

    const refused = await screen.findByTestId('checkout-refused');
    expect(text(refused)).toContain('Заказ не оформлен');
    expect(text(refused)).toContain('Цена на «Платье миди» изменилась: теперь 17 990 ₸');
    expect(text(refused)).toContain('«Шарф»: в наличии только 1 шт.');
    // The refreshed cart: the new price in the summary, the short line flagged, no sending.
    await waitFor(() => expect(text(screen.getByTestId('order-items-total'))).toBe('26 990 ₸'));
    expect(screen.getByText('В наличии только 1 шт.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Подтвердить заказ' })).toBeDisabled();
    expect(screen.getByRole('link', { name: 'Изменить корзину' })).toHaveAttribute('href', '/cart');
    expect(sent).toHaveLength(1);
  });

  it('sends an online order to the provider’s payment page', async () => {
    serverCart([dress]);
    const assign = vi.spyOn(browserLocation, 'assign').mockImplementation(() => {});
    const sent: SentOrder[] = [];
    const order = buildOrderDetail({
      id: 77,
      payment: {
        method: 'online',
        state: 'pending',
        pay_url: 'https://checkout.stripe.test/pay/cs_77',
        pay_before: '2026-11-20T10:45:00.000Z',
        paid_at: null,
        mismatch: null,
      },
    });
    server.use(
      mockApi.checkoutOptions(
        buildCheckoutOptions({ payment_methods: ['cash_on_delivery', 'online'] }),
      ),
      mockApi.placeOrder((body) => {
        sent.push(body);
        return order;
      }),
    );
    const { user } = renderApp({ route: '/checkout', user: shopper });
    await user.click(await screen.findByRole('radio', { name: /Онлайн-оплата картой/ }));
    expect(screen.getByText(/Неоплаченный заказ отменится через 30 мин\./)).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: /Самовывоз из магазина/ }));
    await user.click(screen.getByRole('radio', { name: /VESTA Хан Шатыр/ }));
    await user.click(screen.getByRole('button', { name: 'Перейти к оплате' }));

    await waitFor(() =>
      expect(assign).toHaveBeenCalledWith('https://checkout.stripe.test/pay/cs_77'),
    );
    expect(sent[0]!.body.payment_method).toBe('online');
    expect(sent[0]!.body.delivery).toEqual({ method: 'pickup', pickup_point_id: 2 });
    expect(screen.getByText('Переходим на страницу оплаты…')).toBeInTheDocument();
  });

  it('says when the options cannot be loaded and when the cart is empty', async () => {
    serverCart([]);
    server.use(mockApi.checkoutOptions(buildCheckoutOptions()));
    renderApp({ route: '/checkout', user: shopper, width: MOBILE_WIDTH });
    expect(await screen.findByText('В корзине нет товаров')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Перейти в каталог' })).toHaveAttribute(
      'href',
      '/items',
    );
  });

  it('shows the load error of the options with a retry', async () => {
    serverCart([dress]);
    server.use(
      http.get('*/api/checkout/options', () =>
        errorResponse(500, { code: 'INTERNAL', message: 'Boom' }),
      ),
    );
    renderApp({ route: '/checkout', user: shopper });
    expect(await screen.findByTestId('load-error')).toHaveTextContent(
      'Не удалось загрузить способы доставки и оплаты',
    );
  });
});
