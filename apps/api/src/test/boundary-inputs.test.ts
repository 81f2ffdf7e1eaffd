import http from 'node:http';
import { afterAll, describe, expect, it } from 'vitest';
import { createItem, createPickupPoint, setCheckoutSettings } from '../db/factories';
import { asAdmin, asUser, buildTestApp } from './app';
import { orderBody, postOrder } from './orders';

/**
 * Numbers and dates beyond what PostgreSQL stores are refused with 400 and the error envelope,
 * before anything is written, rather than reaching PostgreSQL and failing there with a 500
 * (decision 044).
 */
const t = await buildTestApp();
afterAll(() => t.close());

const BEYOND_INT = 2_147_483_648;

describe('inputs at and beyond their bounds', () => {
  it('refuses ids beyond a 32-bit integer and quantities beyond the cart limit', async () => {
    const shopper = await asUser(t);
    const admin = await asAdmin(t);
    const { item, variants } = await createItem(t.db, { variants: [{ stock: 5 }] });

    const refused = [
      await shopper.inject({
        method: 'POST',
        url: '/api/cart/merge',
        payload: { lines: [{ variant_id: BEYOND_INT, quantity: 1 }] },
      }),
      await admin.inject({
        method: 'PUT',
        url: `/api/items/${item.id}/variants`,
        payload: [{ id: BEYOND_INT, sku: 'SKU-1', stock: 1, price: 1000 }],
      }),
      await shopper.inject({
        method: 'PUT',
        url: `/api/cart/${variants[0]!.id}`,
        payload: { quantity: -9_007_199_254_740_990 },
      }),
    ];
    for (const response of refused) {
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
    }
  });

  it('refuses days that do not exist in the admin order filter', async () => {
    const admin = await asAdmin(t);
    for (const day of ['0000-00-00', '2026-02-30', '0000-01-01']) {
      const response = await admin.inject({
        method: 'GET',
        url: `/api/orders/manage?date_from=${day}`,
      });
      expect(response.statusCode, day).toBe(400);
    }
    const fine = await admin.inject({
      method: 'GET',
      url: '/api/orders/manage?date_from=2026-02-28',
    });
    expect(fine.statusCode).toBe(200);
  });

  it('refuses a currency rate too small to store, and the rates stay readable', async () => {
    const admin = await asAdmin(t);
    const tiny = await admin.inject({
      method: 'PUT',
      url: '/api/catalog/rates',
      payload: { RUB: 5e-324 },
    });
    expect(tiny.statusCode).toBe(400);
    const rates = await admin.inject({ method: 'GET', url: '/api/catalog/rates' });
    expect(rates.statusCode).toBe(200);
  });
});

describe('inputs the OpenAPI walk found answering 500', () => {
  it('refuses a pickup point id beyond a 32-bit integer', async () => {
    const shopper = await asUser(t);
    await setCheckoutSettings(t.db);
    await createPickupPoint(t.db);
    const { variants } = await createItem(t.db, { price: '1000.00' });
    const response = await postOrder(
      shopper,
      orderBody([{ variant_id: variants[0]!.id, quantity: 1, price: 1000 }], {
        delivery: { method: 'pickup', pickup_point_id: BEYOND_INT },
      }),
    );
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
  });

  it('draws the outfit preview without the items whose picture is not in the store', async () => {
    const gone = await createItem(t.db, { category: 'top', imageKey: 'items/gone.webp' });
    const outside = await createItem(t.db, {
      category: 'bottom',
      imageKey: 'https://cdn.example.com/jeans.jpg',
    });
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/outfits/preview?items=${gone.item.id},${outside.item.id}`,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('image/webp');
  });

  it('answers a path parameter longer than the router takes with the error envelope', async () => {
    const response = await t.app.inject({ method: 'GET', url: `/api/items/${'9'.repeat(200)}` });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
  });
});

describe('who asks comes before what is asked', () => {
  it('a guest gets 401 and a shopper 403 on admin routes, never a 400 describing their input', async () => {
    const shopper = await asUser(t);
    const broken = { email: 42, role: 'root' };
    const asGuest = await t.app.inject({ method: 'POST', url: '/api/users/', payload: broken });
    expect(asGuest.statusCode).toBe(401);
    const asShopper = await shopper.inject({ method: 'POST', url: '/api/users/', payload: broken });
    expect(asShopper.statusCode).toBe(403);
    const badQuery = await shopper.inject({ method: 'GET', url: '/api/orders/manage?date_from=x' });
    expect(badQuery.statusCode).toBe(403);
    for (const response of [asGuest, asShopper, badQuery])
      expect(response.body).not.toMatch(/email|role|date_from/);
  });
});

describe('the OpenAPI document', () => {
  type Operations = Record<string, Record<string, { responses: Record<string, unknown> }>>;
  const statuses = (method: string, path: string) =>
    Object.keys(
      (t.app.swagger() as unknown as { paths: Operations }).paths[path]![method]!.responses,
    );

  it('lists the refusals of the input hygiene, authentication and write limits', () => {
    expect(statuses('get', '/api/items')).toEqual(expect.arrayContaining(['400', '401', '403']));
    expect(statuses('get', '/api/healthz')).toContain('400');
    expect(statuses('post', '/api/items/{id}/comments')).toEqual(
      expect.arrayContaining(['400', '401', '403', '413', '415', '429']),
    );
    for (const method of ['post', 'put', 'delete'])
      expect(statuses(method, '/api/cart/{variantId}')).toEqual(
        expect.arrayContaining(['400', '401', '403', '429']),
      );
    expect(statuses('post', '/api/auth/register')).toContain('415');
  });
});

describe('a path that climbs out of /uploads/', () => {
  /** Sent as written over a socket: inject would resolve the dot segments first, as a browser does. */
  function rawGet(base: string, path: string) {
    return new Promise<{ status: number; body: string }>((resolve, reject) => {
      const { hostname, port } = new URL(base);
      const request = http.get({ hostname, port, path }, (response) => {
        let body = '';
        response.on('data', (chunk: Buffer) => (body += chunk.toString()));
        response.on('end', () => resolve({ status: response.statusCode!, body }));
      });
      request.on('error', reject);
    });
  }

  it('answers 403 PATH_TRAVERSAL in the error envelope', async () => {
    const base = await t.app.listen({ host: '127.0.0.1', port: 0 });
    for (const path of [
      '/uploads/..%2f..%2fetc/passwd',
      '/uploads/%2e%2e/',
      '/uploads/%2e%2e/%2e%2e/etc/passwd',
      '/uploads/items/..%5c..%5cpackage.json',
      '/uploads/../../etc/passwd',
    ]) {
      const response = await rawGet(base, path);
      expect(response.status, path).toBe(403);
      expect(JSON.parse(response.body), path).toMatchObject({ code: 'PATH_TRAVERSAL' });
    }
    const dotfile = await rawGet(base, '/uploads/.env');
    expect(dotfile.status).toBe(403);
    expect(JSON.parse(dotfile.body)).toMatchObject({ code: 'FORBIDDEN' });
  });
});
