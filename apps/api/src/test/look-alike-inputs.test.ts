import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import type { AdminUserPage, AuthResponse } from '@shop/contract';
import { createItem } from '../db/factories';
import { asAdmin, asUser, buildTestApp, loginForm, registerUser } from './app';
import { orderBody, postOrder } from './orders';

/**
 * Text that looks like something else: email addresses that read as another account's, and
 * one-line fields carrying line breaks or bidi overrides into an order's emails (decision 047).
 */
const t = await buildTestApp();
afterAll(() => t.close());

const register = (email: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: { email, password: 'correct-horse-battery' },
  });

describe('email addresses that look alike', () => {
  it('are one account or refused, never a second account that reads the same', async () => {
    const name = `aliya${randomBytes(3).toString('hex')}`;
    const { user } = await registerUser(t.app, `${name}@vesta.kz`);

    const refused = [
      `${name.replace('a', '\u0430')}@vesta.kz`, // a Cyrillic «а»
      `${name.slice(0, 2)}\u200B${name.slice(2)}@vesta.kz`, // a zero-width space
      `${name}@vesta.kz.`, // a trailing dot
      `${name}@v\u0435sta.kz`, // a Cyrillic «е» in the domain
    ];
    for (const email of refused) {
      const response = await register(email);
      expect(response.statusCode, email).toBe(400);
      expect(response.json(), email).toMatchObject({ code: 'VALIDATION_FAILED' });
    }

    const sameAccount = [
      `${name.toUpperCase().replace('A', '\uFF21')}@VESTA.KZ`, // a full-width «Ａ»
      `${name.toUpperCase().replace('I', '\u0130')}@vesta.kz`, // the dotted «İ»
    ];
    for (const email of sameAccount) {
      const again = await register(email);
      expect(again.statusCode, email).toBe(409);
      expect(again.json()).toMatchObject({ code: 'EMAIL_TAKEN' });
      const signIn = await t.app.inject(loginForm(email, 'correct-horse-battery'));
      expect(signIn.statusCode, email).toBe(200);
      expect((signIn.json() as AuthResponse).user.id).toBe(user.id);
    }

    const admin = await asAdmin(t);
    const listed = (await admin.inject({ method: 'GET', url: `/api/users/?q=${name}` })).json();
    expect((listed as AdminUserPage).items.map((u) => u.email)).toEqual([`${name}@vesta.kz`]);
    const byAdmin = await admin.inject({
      method: 'POST',
      url: '/api/users/',
      payload: { email: refused[0], password: 'correct-horse-battery' },
    });
    expect(byAdmin.statusCode).toBe(400);
  });

  it('stores and shows a Unicode domain in punycode, and signs in with either spelling', async () => {
    const local = `ivan${randomBytes(3).toString('hex')}`;
    const response = await register(`${local}@ПОЧТА.рф`);
    expect(response.statusCode, response.body).toBe(201);
    expect((response.json() as AuthResponse).user.email).toBe(`${local}@xn--80a1acny.xn--p1ai`);
    for (const email of [`${local}@почта.рф`, `${local}@xn--80a1acny.xn--p1ai`])
      expect((await t.app.inject(loginForm(email, 'correct-horse-battery'))).statusCode).toBe(200);
  });

  it('changes nothing for plain addresses stored before', async () => {
    const shopper = await asUser(t, { email: `plain.${randomBytes(3).toString('hex')}@mail.ru` });
    const signIn = await t.app.inject(
      loginForm(` ${shopper.user.email.toUpperCase()} `, 'correct-horse-battery'),
    );
    expect(signIn.statusCode).toBe(200);
  });
});

describe('one-line fields', () => {
  it('refuse line breaks and bidi overrides; reviews keep their line breaks', async () => {
    const shopper = await asUser(t);
    const admin = await asAdmin(t);
    const { item, variants } = await createItem(t.db, { price: '1000.00' });
    const line = [{ variant_id: variants[0]!.id, quantity: 1, price: 1000 }];

    const refused = [
      await postOrder(
        shopper,
        orderBody(line, { contact: { name: 'Анна\r\nBcc: all@shop.kz', phone: '+77011234567' } }),
      ),
      await postOrder(
        shopper,
        orderBody(line, { contact: { name: 'Анна \u202Egpj.exe', phone: '+77011234567' } }),
      ),
      await shopper.inject({
        method: 'PATCH',
        url: '/api/profile/',
        payload: { first_name: 'Анна\nИванова' },
      }),
      await shopper.inject({
        method: 'POST',
        url: `/api/items/${item.id}/comments`,
        payload: { content: 'Отлично \u2066село\u2069' },
      }),
      await admin.inject({
        method: 'PUT',
        url: `/api/items/${item.id}`,
        payload: { name: 'Платье\tмиди' },
      }),
      await t.app.inject({ method: 'GET', url: '/api/items/?q=%E2%80%AEplat' }),
    ];
    for (const response of refused) {
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
    }

    const review = await shopper.inject({
      method: 'POST',
      url: `/api/items/${item.id}/comments`,
      payload: { content: 'Хорошо сидит.\nБерите на размер больше.' },
    });
    expect(review.statusCode, review.body).toBe(201);
    expect(review.json()).toMatchObject({ content: 'Хорошо сидит.\nБерите на размер больше.' });
  });
});
