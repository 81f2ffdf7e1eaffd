import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createItem } from '../db/factories';
import { asAdmin, asUser, buildTestApp, type TestApp } from './app';
import { orderBody, postOrder } from './orders';

/**
 * Text that looks like something else: email addresses that read as another account's, and
 * one-line fields carrying line breaks or bidi overrides into an order's emails (issue 19 §7).
 */
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

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
