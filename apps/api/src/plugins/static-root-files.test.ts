import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/app';

/** The web app's public folder: Vite copies it to the root of the build. */
const webPublic = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../web/public');

let t: TestApp;
const webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-web-root-'));

beforeAll(async () => {
  fs.writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>VESTA</title>');
  for (const file of ['robots.txt', 'favicon.ico'])
    fs.copyFileSync(path.join(webPublic, file), path.join(webDist, file));
  t = await buildTestApp({ WEB_DIST_DIR: webDist });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(webDist, { recursive: true, force: true });
});

describe('the files browsers and crawlers ask for at the root', () => {
  it('serves a real robots.txt: the shop open, accounts and the API not', async () => {
    const robots = await t.app.inject({ url: '/robots.txt' });
    expect(robots.statusCode).toBe(200);
    expect(robots.headers['content-type']).toMatch(/^text\/plain/);
    expect(robots.body).toMatch(/^User-agent: \*$/m);
    expect(robots.body).toMatch(/^Disallow: \/api\/$/m);
    expect(robots.body).toMatch(/^Disallow: \/admin$/m);
    expect(robots.body).not.toMatch(/^Disallow: \/$/m);
  });

  it('serves a real favicon.ico (an icon, not a JSON 404)', async () => {
    const icon = await t.app.inject({ url: '/favicon.ico' });
    expect(icon.statusCode).toBe(200);
    expect(icon.headers['content-type']).toMatch(/icon/);
    // ICO header: reserved 0, type 1 (icon), at least one image.
    expect([...icon.rawPayload.subarray(0, 4)]).toEqual([0, 0, 1, 0]);
    expect(icon.rawPayload.readUInt16LE(4)).toBeGreaterThan(0);
  });
});
