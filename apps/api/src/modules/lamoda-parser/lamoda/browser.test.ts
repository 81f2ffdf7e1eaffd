import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../config/env';
import { startLamodaFixtureServer } from '../../../test/lamoda-fixture-server';
import type { LamodaFixtureServer } from '../../../test/lamoda-fixture-server';
import { createBrowserRenderer } from './browser';
import type { BrowserRenderer } from './browser';
import { createLamodaFetcher } from './fetcher';
import { scrapeLamoda } from './scraper';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

describe.skipIf(!fs.existsSync(CHROMIUM))('browser mode (Chromium via playwright-core)', () => {
  let lamoda: LamodaFixtureServer;
  let renderer: BrowserRenderer;
  beforeAll(async () => {
    lamoda = await startLamodaFixtureServer({ challengePassMs: 300 });
    renderer = createBrowserRenderer({ CHROMIUM_PATH: CHROMIUM });
  });
  afterAll(async () => {
    await renderer?.close();
    await lamoda?.close();
  });

  it('passes a JavaScript challenge that a plain client cannot', async () => {
    const config = loadConfig({ ...lamoda.env, CHROMIUM_PATH: CHROMIUM });
    const plain = createLamodaFetcher(config);
    await expect(
      scrapeLamoda(
        { query: 'challenge-delayed', domain: 'ru', limit: 5 },
        { fetcher: plain, config },
      ),
    ).rejects.toMatchObject({ name: 'LamodaBlockedError', kind: 'js-challenge' });
    await plain.close();

    lamoda.reset();
    const browserConfig = { ...config, IMPORT_BROWSER: true };
    const fetcher = createLamodaFetcher(browserConfig, { browser: renderer });
    const result = await scrapeLamoda(
      { query: 'challenge-delayed', domain: 'ru', limit: 5 },
      { fetcher, config: browserConfig },
    );
    expect(result.products).toHaveLength(5);
    expect(result.products[0]).toMatchObject({ sku: 'RTLAEY634001', price: 8999, source: 'state' });
    const listing = lamoda.requests.filter((r) => r.kind === 'listing');
    // The challenge, then the reload with the clearance cookie the page's script set.
    expect(listing.map((r) => r.headers.cookie ?? null)).toEqual([null, 'spsc=passed']);
    expect(listing[0]!.headers['accept-language']).toMatch(/^ru/);
  });

  it('gives up on a challenge that never clears, as a block', async () => {
    lamoda.reset();
    // The page's deadline runs on a test clock that only the pauses between two looks at the page
    // move on: the challenge is watched for the whole IMPORT_TIMEOUT_MS of that clock, however
    // slow the machine, and the real timeouts stay generous.
    let clock = Date.now();
    const pauses: number[] = [];
    const patient = createBrowserRenderer(
      { CHROMIUM_PATH: CHROMIUM },
      {
        now: () => clock,
        sleep: async (ms) => {
          pauses.push(ms);
          clock += ms;
        },
      },
    );
    try {
      const config = {
        ...loadConfig({ ...lamoda.env, CHROMIUM_PATH: CHROMIUM, IMPORT_TIMEOUT_MS: '10000' }),
        IMPORT_BROWSER: true,
      };
      const fetcher = createLamodaFetcher(config, { browser: patient });
      const error = await fetcher.fetchHtml(lamoda.searchUrl('kz', 'challenge')).then(
        () => null,
        (e: unknown) => e,
      );
      expect(error).toMatchObject({ name: 'LamodaBlockedError', kind: 'js-challenge' });
      expect((error as Error).message).toContain('даже в режиме браузера');
      // Looked at every 150 ms until the 10 s were up: the last look is at 9 900 ms.
      expect(pauses).toEqual(Array.from({ length: 66 }, () => 150));
      // Opened once, not retried.
      expect(lamoda.requests.filter((r) => r.kind === 'listing')).toHaveLength(1);
    } finally {
      await patient.close();
    }
  });

  it('reports a redirect loop and honours cancellation', async () => {
    const loop = await renderer.render(lamoda.searchUrl('kz', 'loop'), { timeoutMs: 5000 }).then(
      () => null,
      (e: unknown) => e,
    );
    expect(loop).toMatchObject({ name: 'LamodaBlockedError', kind: 'redirect-loop' });

    // Cancelled while the challenge page is open (it asks for its script); with a ten-minute
    // deadline, only the cancellation can end the render.
    const controller = new AbortController();
    lamoda.setOverride((_req, _res, info) => {
      if (info.path.endsWith('/challenge.js')) controller.abort();
      return false;
    });
    try {
      const aborted = await renderer
        .render(lamoda.searchUrl('kz', 'challenge'), {
          timeoutMs: 10 * 60_000,
          signal: controller.signal,
        })
        .then(
          () => null,
          (e: unknown) => e,
        );
      expect(aborted).toMatchObject({ name: 'AbortError' });
      expect(controller.signal.aborted).toBe(true);
    } finally {
      lamoda.setOverride(null);
    }
  });
});
