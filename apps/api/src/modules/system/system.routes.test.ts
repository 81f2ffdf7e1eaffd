import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPickupPoint, createUser, setCheckoutSettings } from '../../db/factories';
import { requestStats, userActivity, users } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/app';
import { createSystemRepository } from './system.repository';
import { createSystemService } from './system.service';

let t: TestApp;
const webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-web-dist-'));

beforeAll(async () => {
  fs.mkdirSync(path.join(webDist, 'assets'));
  fs.writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>VESTA</title>');
  fs.writeFileSync(
    path.join(webDist, 'landing.html'),
    '<!doctype html><title>VESTA</title><div id="root" data-prerendered><h1>Одежда</h1></div>',
  );
  fs.writeFileSync(path.join(webDist, 'assets', 'app-1a2b3c.js'), 'console.log(1)');
  fs.writeFileSync(path.join(webDist, 'sw.js'), 'self.addEventListener("fetch", () => {})');
  t = await buildTestApp({ WEB_DIST_DIR: webDist });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(webDist, { recursive: true, force: true });
});

describe('system routes', () => {
  it('report liveness with the database state', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/healthz' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', database: 'connected' });
  });

  it('give the public settings: sign-in options, currency, delivery prices and returns', async () => {
    const config = async () => (await t.app.inject({ method: 'GET', url: '/api/config' })).json();
    // Until an admin sets prices: the DELIVERY_* settings, and no pickup point yet.
    expect(await config()).toEqual({
      google_enabled: false,
      currency: 'KZT',
      delivery: { courier_price: 1500, free_above: null, pickup_points: 0 },
      return_days: 14,
    });
    // What an admin keeps in the checkout settings is what the item page says.
    await setCheckoutSettings(t.db, { courierPrice: '2000.00', freeAbove: '40000.00' });
    await createPickupPoint(t.db);
    await createPickupPoint(t.db, { name: 'VESTA Астана', address: 'Астана, ул. Достык, 9' });
    expect((await config()).delivery).toEqual({
      courier_price: 2000,
      free_above: 40000,
      pickup_points: 2,
    });
  });

  it('describe the API as OpenAPI generated from the contract', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const spec = response.json();
    expect(Object.keys(spec.paths)).toEqual(
      expect.arrayContaining(['/api/auth/register', '/api/auth/token', '/api/me']),
    );
    expect(spec.paths['/api/auth/token'].post.requestBody.content).toHaveProperty(
      'application/x-www-form-urlencoded',
    );
  });
});

describe('the web app and uploads', () => {
  it('serve the drawn landing at /, index.html for other client-side routes, never for API paths', async () => {
    for (const url of ['/', '/home', '/items/42', '/admin/users?tab=1']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toContain('<title>VESTA</title>');
      // Only the landing comes drawn (decision 037); other pages are the app's shell.
      expect(response.body.includes('<h1>Одежда</h1>'), url).toBe(url === '/');
    }
    const api = await t.app.inject({ method: 'GET', url: '/api/unknown' });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toMatchObject({ code: 'NOT_FOUND' });
    expect((await t.app.inject({ method: 'GET', url: '/missing.png' })).statusCode).toBe(404);
  });

  it('cache fingerprinted assets for a year and the service worker not at all', async () => {
    const asset = await t.app.inject({ method: 'GET', url: '/assets/app-1a2b3c.js' });
    expect(asset.headers['cache-control']).toContain('immutable');
    const sw = await t.app.inject({ method: 'GET', url: '/sw.js' });
    expect(sw.statusCode).toBe(200);
    expect(sw.headers['cache-control']).toBe('no-cache');
  });

  it('serve stored uploads sandboxed with nosniff', async () => {
    fs.mkdirSync(path.join(t.config.uploadsDir, 'items'), { recursive: true });
    fs.writeFileSync(
      path.join(t.config.uploadsDir, 'items', 'abc.webp'),
      Buffer.from('RIFF0000WEBP'),
    );
    const response = await t.app.inject({ method: 'GET', url: '/uploads/items/abc.webp' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/webp');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
    expect(
      (await t.app.inject({ method: 'GET', url: '/uploads/../package.json' })).statusCode,
    ).toBe(404);
  });
});

describe('activity counters', () => {
  it('a deleted account jams nothing: its activity is skipped and no request is counted twice', async () => {
    const system = createSystemService({ db: t.db, repo: createSystemRepository() });
    const { user: gone } = await createUser(t.db);
    const { user: stays } = await createUser(t.db);
    const at = new Date('2020-01-01T10:00:30Z');
    system.recordRequest(gone.id, at);
    system.recordRequest(stays.id, at);
    system.recordRequest(null, at);
    await t.db.delete(users).where(eq(users.id, gone.id));

    await system.flush();
    system.recordRequest(stays.id, at);
    await system.flush();

    const [minute] = await t.db
      .select()
      .from(requestStats)
      .where(eq(requestStats.minute, new Date('2020-01-01T10:00:00Z')));
    expect(minute?.requests).toBe(4);
    const seen = await t.db.select({ id: userActivity.userId }).from(userActivity);
    expect(seen.map((row) => row.id)).toContain(stays.id);
    expect(seen.map((row) => row.id)).not.toContain(gone.id);
  });
});
