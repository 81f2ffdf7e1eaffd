import type { CartLine, ErrorEnvelope, PromoQuote, PromoQuoteRequest } from '@shop/contract';
import { configure, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { buildCartLine, buildUser } from '@/testing/factories';
import { mockApi } from '@/testing/handlers';
import type { SentOrder } from '@/testing/handlers/orders';
import { buildCheckoutOptions, buildOrderDetail } from '@/testing/order-factories';
import { renderApp } from '@/testing/render-app';
import { server } from '@/testing/server';
import { forgetCheckoutDrafts } from '../checkout-form';

configure({ asyncUtilTimeout: 4000 });

const shopper = buildUser({ id: 1, first_name: 'Айгерим', phone_number: '+77011234567' });
const text = (node: Element | null) => node?.textContent?.replace(/\s/g, ' ') ?? '';
const dress = buildCartLine({ variant_id: 11, item_id: 501, name: 'Платье', price: 20000 });

/** The cart and the checkout's options; answers what the quote endpoint received. */
function checkout(quote: (body: PromoQuoteRequest) => PromoQuote | ErrorEnvelope) {
  const asked: PromoQuoteRequest[] = [];
  server.use(
    http.get('*/api/cart/', () => HttpResponse.json<CartLine[]>([dress])),
    mockApi.checkoutOptions(buildCheckoutOptions()),
    http.post('*/api/checkout/promo-code', async ({ request }) => {
      const body = (await request.json()) as PromoQuoteRequest;
      asked.push(body);
      const answer = quote(body);
      return HttpResponse.json<PromoQuote | ErrorEnvelope>(answer, {
        status: 'discount' in answer ? 200 : 422,
      });
    }),
  );
  return asked;
}

const refusal = (reason: string, extra: object = {}): ErrorEnvelope =>
  ({
    code: 'PROMO_CODE_REFUSED',
    message: 'refused',
    details: { reason, ...extra },
  }) as ErrorEnvelope;

beforeEach(() => {
  window.sessionStorage.clear();
  forgetCheckoutDrafts();
});

describe('the checkout promo code', { timeout: 30_000 }, () => {
  it('shows the discount before paying and sends the code with the order', async () => {
    const asked = checkout((body) => ({
      code: body.code.toUpperCase(),
      items: 20000,
      discount: 2000,
      delivery: 1500,
      total: 19500,
      lines: [{ variant_id: 11, discount: 2000 }],
    }));
    const sent: SentOrder[] = [];
    server.use(
      mockApi.placeOrder((order) => {
        sent.push(order);
        return buildOrderDetail();
      }),
    );
    const { user } = renderApp({ route: '/checkout', user: shopper });
    await user.type(await screen.findByLabelText('Промокод'), 'vesta10');
    await user.click(screen.getByRole('button', { name: 'Применить' }));

    expect(await screen.findByTestId('checkout-promo-applied')).toHaveTextContent(
      /Промокод VESTA10 применён/,
    );
    expect(asked[0]).toMatchObject({
      code: 'vesta10',
      delivery_method: 'courier',
      lines: [{ variant_id: 11, quantity: 1 }],
    });
    expect(text(screen.getByTestId('order-discount'))).toBe('−2 000 ₸');
    expect(screen.getByText('Скидка по промокоду VESTA10')).toBeVisible();
    // 20 000 − 2 000 + courier 1 500.
    expect(text(screen.getByTestId('order-total'))).toBe('19 500 ₸');

    await user.type(screen.getByLabelText(/^Город/), 'Алматы');
    await user.type(screen.getByLabelText(/^Улица/), 'ул. Абая');
    await user.type(screen.getByLabelText(/^Дом/), '10');
    await user.click(screen.getByRole('button', { name: 'Подтвердить заказ' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]!.body.promo_code).toBe('VESTA10');
  });

  it('drops the discount and says why when the order finds the code ran out', async () => {
    checkout((body) => ({
      code: body.code,
      items: 20000,
      discount: 2000,
      delivery: 1500,
      total: 19500,
      lines: [],
    }));
    server.use(mockApi.placeOrder(() => ({ status: 422, error: refusal('promo_used_up') })));
    const { user } = renderApp({ route: '/checkout', user: shopper });
    await user.type(await screen.findByLabelText('Промокод'), 'LAST');
    await user.click(screen.getByRole('button', { name: 'Применить' }));
    expect(await screen.findByTestId('order-discount')).toBeVisible();
    await user.type(screen.getByLabelText(/^Город/), 'Алматы');
    await user.type(screen.getByLabelText(/^Улица/), 'ул. Абая');
    await user.type(screen.getByLabelText(/^Дом/), '10');
    await user.click(screen.getByRole('button', { name: 'Подтвердить заказ' }));
    expect(await screen.findByTestId('checkout-error')).toHaveTextContent('Промокод закончился');
    expect(screen.queryByTestId('order-discount')).not.toBeInTheDocument();
    expect(text(screen.getByTestId('order-total'))).toBe('21 500 ₸');
  });

  it('names why a code was refused, and «Убрать» takes an applied code away', async () => {
    checkout((body) =>
      body.code === 'BIG'
        ? refusal('promo_min_total', { min_order_total: 30000 })
        : body.code === 'OLD'
          ? refusal('promo_expired')
          : {
              code: body.code,
              items: 20000,
              discount: 500,
              delivery: 1500,
              total: 21000,
              lines: [],
            },
    );
    const { user } = renderApp({ route: '/checkout', user: shopper });
    const field = await screen.findByLabelText('Промокод');
    await user.click(screen.getByRole('button', { name: 'Применить' }));
    expect(await screen.findByText('Введите промокод')).toBeVisible();

    await user.type(field, 'BIG');
    await user.click(screen.getByRole('button', { name: 'Применить' }));
    expect(await screen.findByText(/^Минимальная сумма заказа — 30\s000\s₸$/)).toBeVisible();
    expect(screen.queryByTestId('order-discount')).not.toBeInTheDocument();

    await user.clear(field);
    await user.type(field, 'OLD{Enter}');
    expect(await screen.findByText('Срок действия промокода истёк')).toBeVisible();

    await user.clear(field);
    await user.type(field, 'OK');
    await user.click(screen.getByRole('button', { name: 'Применить' }));
    expect(text(await screen.findByTestId('order-discount'))).toBe('−500 ₸');
    await user.click(screen.getByRole('button', { name: 'Убрать промокод OK' }));
    expect(screen.queryByTestId('order-discount')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Промокод')).toHaveValue('');
  });
});
