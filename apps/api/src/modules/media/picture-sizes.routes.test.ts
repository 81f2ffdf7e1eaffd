import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/app';

let t: TestApp;
const key = 'items/0123456789abcdef0123456789abcdef.webp';

beforeAll(async () => {
  t = await buildTestApp();
  const picture = await sharp({
    create: { width: 800, height: 1000, channels: 3, background: '#7a2944' },
  })
    .webp()
    .toBuffer();
  fs.mkdirSync(path.join(t.config.uploadsDir, 'items'), { recursive: true });
  fs.writeFileSync(path.join(t.config.uploadsDir, key), picture);
});
afterAll(async () => {
  await t.close();
});

describe('GET /img/<width>/<key>', () => {
  it('answers a smaller copy, made once and kept under DATA_DIR/cache', async () => {
    const response = await t.app.inject({ url: `/img/320/${key}` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/webp');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const meta = await sharp(response.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 320, 400]);

    const cached = path.join(t.config.dataDir, 'cache', 'pictures', '320', key);
    expect(fs.readFileSync(cached)).toEqual(response.rawPayload);
    const again = await t.app.inject({ url: `/img/320/${key}` });
    expect(again.rawPayload).toEqual(response.rawPayload);
  });

  it('never enlarges a picture', async () => {
    const response = await t.app.inject({ url: `/img/960/${key}` });
    expect((await sharp(response.rawPayload).metadata()).width).toBe(800);
  });

  it('offers only the listed widths and only public pictures that exist', async () => {
    const wrongWidth = await t.app.inject({ url: `/img/300/${key}` });
    expect(wrongWidth.statusCode).toBe(400);
    expect(wrongWidth.json().code).toBe('VALIDATION_FAILED');

    for (const url of [
      '/img/320/items/ffffffffffffffffffffffffffffffff.webp',
      '/img/320/private/photos/0123456789abcdef0123456789abcdef.webp',
      '/img/320/items/NOT-A-KEY.webp',
    ]) {
      const response = await t.app.inject({ url });
      expect(response.statusCode, url).toBe(404);
      expect(response.json().code).toBe('NOT_FOUND');
    }
  });

  it('forgets a deleted picture at every size', async () => {
    const gone = 'items/fedcba9876543210fedcba9876543210.webp';
    fs.copyFileSync(path.join(t.config.uploadsDir, key), path.join(t.config.uploadsDir, gone));
    expect((await t.app.inject({ url: `/img/640/${gone}` })).statusCode).toBe(200);
    fs.rmSync(path.join(t.config.uploadsDir, gone));
    expect((await t.app.inject({ url: `/img/640/${gone}` })).statusCode).toBe(404);
  });
});
