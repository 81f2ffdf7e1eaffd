import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/app';

/**
 * A built script as the web build leaves it: a real library (React DOM's client, a chunk the
 * landing loads) in dist/assets/, compressed by the build's own step (apps/web/scripts/
 * compress-dist.mjs), then served by the API.
 */
const web = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../web');
const compressStep = path.join(web, 'scripts/compress-dist.mjs');
const reactDom = path.join(
  path.dirname(createRequire(path.join(web, 'package.json')).resolve('react-dom/package.json')),
  'cjs/react-dom-client.production.js',
);

let t: TestApp;
const webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-built-assets-'));
const asset = '/assets/react-C0ffee12.js';
let script: Buffer;

beforeAll(async () => {
  fs.mkdirSync(path.join(webDist, 'assets'));
  fs.writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>VESTA</title>');
  script = fs.readFileSync(reactDom);
  fs.writeFileSync(path.join(webDist, asset), script);
  execFileSync(process.execPath, [compressStep, webDist], { stdio: 'ignore' });
  t = await buildTestApp({ WEB_DIST_DIR: webDist });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(webDist, { recursive: true, force: true });
});

describe('built scripts', () => {
  it('go out as brotli, smaller than gzip, to a browser that accepts it', async () => {
    const [br, gzip] = await Promise.all(
      ['gzip, deflate, br, zstd', 'gzip, deflate'].map((accepted) =>
        t.app.inject({ url: asset, headers: { 'accept-encoding': accepted } }),
      ),
    );
    expect(br!.statusCode).toBe(200);
    expect(br!.headers['content-encoding']).toBe('br');
    expect(br!.headers['content-type']).toMatch(/javascript/);
    expect(br!.headers.vary).toMatch(/accept-encoding/i);
    expect(Number(br!.headers['content-length'])).toBe(br!.rawPayload.length);
    expect(zlib.brotliDecompressSync(br!.rawPayload).equals(script)).toBe(true);

    expect(gzip!.headers['content-encoding']).toBe('gzip');
    expect(gzip!.headers.vary).toMatch(/accept-encoding/i);
    expect(zlib.gunzipSync(gzip!.rawPayload).equals(script)).toBe(true);

    // Brotli at its best quality: at least a tenth smaller than gzip at its best level.
    expect(br!.rawPayload.length).toBeLessThan(gzip!.rawPayload.length * 0.9);
  });

  it('carry only the headers a script needs, so that thirty of them cost little beyond their bytes', async () => {
    const reply = await t.app.inject({ url: asset, headers: { 'accept-encoding': 'br' } });
    expect(reply.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(reply.headers['x-content-type-options']).toBe('nosniff');
    expect(reply.headers['cross-origin-resource-policy']).toBe('same-origin');
    for (const name of [
      'content-security-policy',
      'strict-transport-security',
      'x-frame-options',
      'etag',
      'last-modified',
    ])
      expect(reply.headers, name).not.toHaveProperty(name);

    // The page itself keeps the document's headers.
    const page = await t.app.inject({ url: '/' });
    expect(page.headers['content-security-policy']).toMatch(/default-src 'self'/);
    expect(page.headers['x-frame-options']).toBe('SAMEORIGIN');
  });
});
