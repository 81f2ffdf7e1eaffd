import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { drawnPages } from './drawn-pages';

const PHONE =
  'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36';
const DESKTOP =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36';

const web = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-drawn-pages-'));
const webDist = path.join(web, 'dist');
fs.mkdirSync(webDist);
fs.mkdirSync(path.join(web, 'dist-ssr'));
fs.writeFileSync(
  path.join(web, 'dist-ssr', 'shop-page.html'),
  '<div id="root" data-prerendered><!--app-html--></div><!--app-state--></body>',
);
// A stand-in for the web build's renderer: what it is asked, and what it answers, per address.
fs.writeFileSync(
  path.join(web, 'dist-ssr', 'server-render.js'),
  `export async function renderShopPage(url, origin) {
     if (url === '/items/404') return null;
     if (url === '/items/500') throw new Error('renderer broke');
     return { html: '<p>' + url + ' from ' + origin + '</p>', state: { note: '</script><b>' } };
   }`,
);
afterAll(() => fs.rmSync(web, { recursive: true, force: true }));

const log = { warn: vi.fn() } as unknown as FastifyBaseLogger;
const listening = {
  server: { address: () => ({ address: '0.0.0.0', family: 'IPv4', port: 4321 }) },
} as unknown as FastifyInstance;

describe('pages drawn on the server (decision 037)', () => {
  const pages = drawnPages(webDist, log)!;

  it('are the catalogue and item pages, for phones only', () => {
    expect(pages.wants('/items', PHONE)).toBe(true);
    expect(pages.wants('/items/42', PHONE)).toBe(true);
    expect(pages.wants('/items', DESKTOP)).toBe(false);
    expect(pages.wants('/cart', PHONE)).toBe(false);
    expect(pages.wants('/items/abc', PHONE)).toBe(false);
    expect(pages.wants('/items', undefined)).toBe(false);
  });

  it('fill the template with the page and its data, which cannot close the script tag', async () => {
    const html = await pages.render(listening, '/items?q=платье');
    expect(html).toContain(
      '<div id="root" data-prerendered><p>/items?q=платье from http://127.0.0.1:4321</p></div>',
    );
    expect(html).toContain(
      '<script type="application/json" id="app-state">{"note":"\\u003c/script>\\u003cb>"}</script>',
    );
  });

  it('give nothing (the app shell is sent) for a missing item, a failure or no listening address', async () => {
    expect(await pages.render(listening, '/items/404')).toBeNull();
    expect(await pages.render(listening, '/items/500')).toBeNull();
    expect(log.warn).toHaveBeenCalledOnce();
    const notListening = { server: { address: () => null } } as unknown as FastifyInstance;
    expect(await pages.render(notListening, '/items')).toBeNull();
  });

  it('are off when the web build has no renderer', () => {
    expect(drawnPages(path.join(os.tmpdir(), 'no-such-web', 'dist'), log)).toBeNull();
  });
});
