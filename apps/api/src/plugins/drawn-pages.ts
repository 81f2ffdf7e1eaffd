import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from 'fastify';

/** What the web build's renderer (apps/web/src/server-render.tsx) exports. */
interface Renderer {
  renderShopPage(
    url: string,
    apiOrigin: string,
    apiHeaders: Record<string, string>,
  ): Promise<{ html: string; state: unknown } | null>;
}

/**
 * The renderer's own calls to the API carry this header with a key known only to this process:
 * the item it fetches to draw a page is not a shopper's view (the shopper's browser counts its
 * view itself when it takes the drawn page over).
 */
const DRAWING_HEADER = 'x-drawing-page';
const DRAWING_KEY = randomBytes(16).toString('hex');

/** The headers of the renderer's calls. */
export const drawingHeaders = (): Record<string, string> => ({ [DRAWING_HEADER]: DRAWING_KEY });

/** True for a call the page renderer of this process makes. */
export function isDrawingCall(request: FastifyRequest): boolean {
  return request.headers[DRAWING_HEADER] === DRAWING_KEY;
}

/** The catalogue and an item's page: what a shopper arriving from a search or a link opens. */
const DRAWN_PATHS = /^\/items(\/\d+)?$/;
/** Phones (decision 037): a desktop has the bandwidth and the processor for the app's own start. */
const PHONE = /Mobi|Android.+Mobile|iPhone/i;
/** Past this the shopper gets the app's shell at once instead of waiting on a slow answer. */
const RENDER_TIMEOUT_MS = 1500;

function apiOrigin(app: FastifyInstance): string | null {
  const address = app.server.address() as AddressInfo | string | null;
  if (!address || typeof address === 'string') return null;
  const host = ['0.0.0.0', '::'].includes(address.address)
    ? '127.0.0.1'
    : address.family === 'IPv6'
      ? `[${address.address}]`
      : address.address;
  return `http://${host}:${address.port}`;
}

/**
 * The shop's pages drawn per request for phones (decision 037), from the renderer and page template
 * the web build leaves in apps/web/dist-ssr: the shopper sees the catalogue or the item, with its
 * pictures, before the app's JavaScript has arrived. Anything amiss (no renderer, an item that is
 * not there, a slow or failed call) gives null, and the caller sends the app's shell as before.
 */
export function drawnPages(webDistDir: string, log: FastifyBaseLogger) {
  const serverDist = path.join(webDistDir, '..', 'dist-ssr');
  const rendererFile = path.join(serverDist, 'server-render.js');
  const templateFile = path.join(serverDist, 'shop-page.html');
  if (!fs.existsSync(rendererFile) || !fs.existsSync(templateFile)) return null;
  const template = fs.readFileSync(templateFile, 'utf8');
  // Loaded now, not on the first phone's visit (it takes about a second).
  const renderer = import(pathToFileURL(rendererFile).href) as Promise<Renderer>;
  renderer.catch((error: unknown) => log.warn({ err: error }, 'The page renderer did not load'));

  return {
    wants(pathname: string, userAgent: string | undefined): boolean {
      return DRAWN_PATHS.test(pathname) && PHONE.test(userAgent ?? '');
    },

    async render(app: FastifyInstance, url: string): Promise<string | null> {
      const origin = apiOrigin(app);
      if (!origin) return null;
      let timer: NodeJS.Timeout | undefined;
      try {
        const page = await Promise.race([
          (await renderer).renderShopPage(url, origin, drawingHeaders()),
          new Promise<null>((resolve) => {
            timer = setTimeout(() => resolve(null), RENDER_TIMEOUT_MS);
          }),
        ]);
        if (!page) return null;
        // JSON in a data block: `<` escaped so that no text in it can close the tag.
        const state = JSON.stringify(page.state).replace(/</g, '\\u003c');
        return template
          .replace('<!--app-html-->', () => page.html)
          .replace(
            '<!--app-state-->',
            () => `<script type="application/json" id="app-state">${state}</script>`,
          );
      } catch (error) {
        log.warn({ err: error, url }, 'Drawing a page failed: the app shell is sent instead');
        return null;
      } finally {
        clearTimeout(timer);
      }
    },
  };
}
