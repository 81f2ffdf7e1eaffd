import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createItem } from '../db/factories';
import { buildTestApp, type TestApp } from '../test/app';

let t: TestApp;
const webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-web-dist-'));
const script = `console.log(${JSON.stringify('VESTA '.repeat(400))});`;

beforeAll(async () => {
  fs.mkdirSync(path.join(webDist, 'assets'));
  fs.writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>VESTA</title>');
  const file = path.join(webDist, 'assets', 'app-1a2b3c.js');
  fs.writeFileSync(file, script);
  fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(script));
  fs.writeFileSync(`${file}.gz`, zlib.gzipSync(script));
  t = await buildTestApp({ WEB_DIST_DIR: webDist });
  fs.mkdirSync(path.join(t.config.uploadsDir, 'items'), { recursive: true });
  fs.writeFileSync(path.join(t.config.uploadsDir, 'items', 'a.webp'), Buffer.alloc(4096, 7));
});
afterAll(async () => {
  await t.close();
  fs.rmSync(webDist, { recursive: true, force: true });
});

describe('compression', () => {
  it('serves the pre-compressed copy of a built file the browser accepts', async () => {
    const br = await t.app.inject({
      url: '/assets/app-1a2b3c.js',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(script);

    const gzip = await t.app.inject({
      url: '/assets/app-1a2b3c.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzip.rawPayload).toString()).toBe(script);

    const plain = await t.app.inject({ url: '/assets/app-1a2b3c.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
  });

  it('compresses large API answers and leaves small ones and pictures alone', async () => {
    const docs = await t.app.inject({
      url: '/api/docs/json',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(docs.headers['content-encoding']).toBe('br');
    expect(JSON.parse(zlib.brotliDecompressSync(docs.rawPayload).toString())).toHaveProperty(
      'openapi',
    );

    const gzipOnly = await t.app.inject({
      url: '/api/docs/json',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gzipOnly.headers['content-encoding']).toBe('gzip');

    const health = await t.app.inject({
      url: '/api/healthz',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(health.headers['content-encoding']).toBeUndefined();
    expect(health.json()).toEqual({ status: 'ok', database: 'connected' });

    const picture = await t.app.inject({
      url: '/uploads/items/a.webp',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['content-encoding']).toBeUndefined();
    expect(picture.rawPayload.length).toBe(4096);
  });

  it('sends a page of cards compressed in one piece, its length known', async () => {
    for (let i = 0; i < 20; i++) {
      await createItem(t.db, {
        name: `Платье миди из хлопка с поясом ${i}`,
        images: Array.from({ length: 5 }, (_, k) => `items/dress-${i}-${k}-0123456789abcdef.webp`),
      });
    }
    const page = await t.app.inject({
      url: '/api/items/?limit=20',
      headers: { 'accept-encoding': 'br' },
    });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-encoding']).toBe('br');
    // Compressed in one call, not streamed: the length is sent, the answer is not chunked.
    expect(page.headers['transfer-encoding']).toBeUndefined();
    expect(Number(page.headers['content-length'])).toBe(page.rawPayload.length);
    const body = zlib.brotliDecompressSync(page.rawPayload);
    // Larger than the 8 KB the compression library streams from on two cores by default.
    expect(body.length).toBeGreaterThan(8 * 1024);
    expect(JSON.parse(body.toString())).toHaveLength(20);
  });
});
