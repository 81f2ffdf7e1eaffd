import type {
  ErrorEnvelope,
  PromoCode,
  PromoCodeCreate,
  PromoCodeList,
  PromoCodePatch,
} from '@shop/contract';
import { configure, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { buildAdmin } from '@/testing/factories';
import { renderApp } from '@/testing/render-app';
import { server } from '@/testing/server';

configure({ asyncUtilTimeout: 4000 });

const admin = buildAdmin({ id: 1 });

function promoCode(overrides: Partial<PromoCode> = {}): PromoCode {
  return {
    id: 1,
    code: 'VESTA10',
    kind: 'percent',
    value: 10,
    min_order_total: null,
    starts_at: null,
    ends_at: null,
    usage_limit: null,
    used_count: 3,
    once_per_customer: false,
    categories: [],
    is_active: true,
    created_at: '2026-11-01T10:00:00Z',
    updated_at: '2026-11-01T10:00:00Z',
    ...overrides,
  };
}

/** The list, and what the create and the change received; the create answers `created`. */
function promoApi(
  codes: PromoCode[],
  created: (body: PromoCodeCreate) => PromoCode | ErrorEnvelope,
) {
  const posted: PromoCodeCreate[] = [];
  const patched: PromoCodePatch[] = [];
  server.use(
    http.get('*/api/admin/promo-codes', () =>
      HttpResponse.json<PromoCodeList>({ promo_codes: codes }),
    ),
    http.post('*/api/admin/promo-codes', async ({ request }) => {
      const body = (await request.json()) as PromoCodeCreate;
      posted.push(body);
      const answer = created(body);
      return HttpResponse.json<PromoCode | ErrorEnvelope>(answer, {
        status: 'id' in answer ? 201 : 409,
      });
    }),
    http.patch('*/api/admin/promo-codes/:id', async ({ request }) => {
      const body = (await request.json()) as PromoCodePatch;
      patched.push(body);
      return HttpResponse.json<PromoCode>({ ...codes[0]!, ...(body as Partial<PromoCode>) });
    }),
  );
  return { posted, patched };
}

describe('/admin/promo-codes', { timeout: 30_000 }, () => {
  it('lists the codes with their terms and uses', async () => {
    promoApi(
      [
        promoCode(),
        promoCode({
          id: 2,
          code: 'SHOES',
          kind: 'amount',
          value: 1000,
          min_order_total: 20000,
          usage_limit: 5,
          used_count: 5,
          categories: ['footwear'],
          once_per_customer: true,
        }),
      ],
      () => promoCode(),
    );
    renderApp({ route: '/admin/promo-codes', user: admin });
    const list = await screen.findByRole('list', { name: 'Промокоды магазина' });
    const [first, second] = within(list).getAllByRole('listitem');
    expect(first).toHaveTextContent('VESTA10');
    expect(first).toHaveTextContent('−10 % · на все товары');
    expect(first).toHaveTextContent('Использован 3 раза');
    expect(first).toHaveTextContent('Действует');
    expect(second!.textContent!.replace(/\s/g, ' ')).toContain(
      '−1 000 ₸ · заказ от 20 000 ₸ · только: Обувь · один раз на покупателя',
    );
    expect(second).toHaveTextContent('Использован 5 из 5');
    expect(second).toHaveTextContent('Закончился');
  });

  it('checks the form by the contract, sends the code and shows a taken one under its field', async () => {
    const { posted } = promoApi([], (body) =>
      body.code === 'TAKEN'
        ? {
            code: 'PROMO_CODE_TAKEN',
            message: 'Такой промокод уже есть',
            details: { fields: [{ path: 'code', message: 'Такой промокод уже есть' }] },
          }
        : promoCode({ code: body.code.toUpperCase() }),
    );
    const { user } = renderApp({ route: '/admin/promo-codes', user: admin });
    expect(await screen.findByText('Промокодов пока нет')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Новый промокод' }));
    const dialog = await screen.findByRole('dialog', { name: 'Новый промокод' });

    await user.type(within(dialog).getByLabelText(/^Скидка, %/), '150');
    await user.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    expect(
      await within(dialog).findByText('От 3 до 32 символов: буквы, цифры, «-» и «_»'),
    ).toBeVisible();
    expect(within(dialog).getByText('Не больше 100 %')).toBeVisible();
    expect(posted).toEqual([]);

    await user.type(within(dialog).getByLabelText(/^Код/), 'TAKEN');
    const value = within(dialog).getByLabelText(/^Скидка, %/);
    await user.clear(value);
    await user.type(value, '15');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Один раз на покупателя' }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'Обувь' }));
    await user.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    expect(await within(dialog).findByText('Такой промокод уже есть')).toBeVisible();
    expect(posted[0]).toEqual({
      code: 'TAKEN',
      kind: 'percent',
      value: 15,
      min_order_total: null,
      starts_at: null,
      ends_at: null,
      usage_limit: null,
      once_per_customer: true,
      categories: ['footwear'],
    });

    const code = within(dialog).getByLabelText(/^Код/);
    await user.clear(code);
    await user.type(code, 'spring15');
    await user.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(posted[1]).toMatchObject({ code: 'spring15', value: 15 });
  });

  it('switches a code off from its form', async () => {
    const { patched } = promoApi([promoCode()], () => promoCode());
    const { user } = renderApp({ route: '/admin/promo-codes', user: admin });
    await user.click(await screen.findByRole('button', { name: 'Изменить промокод VESTA10' }));
    const dialog = await screen.findByRole('dialog', { name: 'Промокод VESTA10' });
    expect(within(dialog).getByLabelText(/^Код/)).toHaveValue('VESTA10');
    await user.click(within(dialog).getByRole('switch', { name: 'Промокод включён' }));
    await user.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(patched).toHaveLength(1));
    expect(patched[0]).toMatchObject({ code: 'VESTA10', is_active: false, value: 10 });
  });
});
