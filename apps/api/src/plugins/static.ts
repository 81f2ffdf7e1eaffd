import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { ErrorEnvelope } from '@shop/contract';
import { AppError } from '../lib/app-error';
import { drawnPages } from './drawn-pages';

/**
 * Serves uploads under /uploads/ (sandboxed, never executable) and the built single-page app, with
 * index.html for any other GET so client-side routes load directly. API paths keep JSON 404s.
 */
const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** A page made per request, as brotli (at a quality fast enough for that) or gzip when accepted. */
async function compressed(html: string, accepted: string | undefined) {
  if (accepted?.includes('br'))
    return {
      body: await brotli(html, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } }),
      encoding: 'br',
    };
  if (accepted?.includes('gzip')) return { body: await gzip(html, { level: 6 }), encoding: 'gzip' };
  return { body: html, encoding: null };
}

/**
 * Whether an /uploads/ address climbs out of its folder: a `..` segment once decoded, the way the
 * file server decodes it (`/uploads/..%2f..%2fetc/passwd`, `/uploads/%2e%2e/`, backslashes too).
 * The file server refuses these as well; this answers them with a code that says what happened.
 */
export function climbsOut(url: string): boolean {
  const pathname = url.split('?')[0]!;
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return false;
  }
  return decoded.split(/[/\\]/).some((segment) => segment === '..');
}

/** Helmet's settings for the built scripts and stylesheets: `nosniff` and same-origin embedding. */
const ASSET_SECURITY_HEADERS = {
  contentSecurityPolicy: false,
  crossOriginOpenerPolicy: false,
  originAgentCluster: false,
  referrerPolicy: false,
  strictTransportSecurity: false,
  xDnsPrefetchControl: false,
  xDownloadOptions: false,
  xFrameOptions: false,
  xPermittedCrossDomainPolicies: false,
  xXssProtection: false,
} as const;

export const staticPlugin = fp(
  async (
    app: FastifyInstance,
    /** `uploadsDir` null: the files are in a bucket, whose /uploads/ route is registered apart. */
    opts: { webDistDir: string | null; uploadsDir: string | null },
  ) => {
    app.addHook('onRequest', async (request) => {
      if (request.url.startsWith('/uploads/') && climbsOut(request.url))
        throw new AppError('PATH_TRAVERSAL', 403, 'The path leaves the uploads folder');
    });
    if (opts.uploadsDir) await serveUploads(app, opts.uploadsDir);

    const webDist =
      opts.webDistDir && fs.existsSync(path.join(opts.webDistDir, 'index.html'))
        ? opts.webDistDir
        : null;
    if (webDist) {
      await serveBuiltFiles(app, webDist);
    } else {
      app.log.warn(
        'The web app is not built (apps/web/dist): only the API is served. Run `npm run build`.',
      );
    }
    app.setNotFoundHandler(pageOrNotFound(app, webDist));
  },
  { name: 'static', dependencies: ['errors'] },
);

async function serveUploads(app: FastifyInstance, uploadsDir: string) {
  fs.mkdirSync(uploadsDir, { recursive: true });
  await app.register(fastifyStatic, {
    root: uploadsDir,
    prefix: '/uploads/',
    decorateReply: false,
    index: false,
    list: false,
    dotfiles: 'deny',
    maxAge: '7d',
    setHeaders: (res) => {
      res.header('X-Content-Type-Options', 'nosniff');
      res.header('Content-Security-Policy', "default-src 'none'; sandbox");
    },
  });
}

async function serveBuiltFiles(app: FastifyInstance, webDist: string) {
  // The built files under /assets/ (scripts and stylesheets, named by their content) carry only
  // the security headers that apply to a script or a stylesheet: the browser must not sniff
  // their type, and other sites may not embed them. The document's headers (its
  // Content-Security-Policy above all, about 1 KB in all) mean nothing on them, and the landing
  // downloads about thirty such files.
  app.addHook('onRoute', (route) => {
    if (typeof route.url === 'string' && route.url.startsWith('/assets/'))
      // As @fastify/helmet reads a route's own settings (its `helmet` route option, which
      // @fastify/static gives no way to pass).
      route.config = Object.assign({}, route.config, { helmet: ASSET_SECURITY_HEADERS });
  });
  await app.register(fastifyStatic, {
    root: webDist,
    prefix: '/',
    wildcard: false,
    index: false,
    // The build writes .br and .gz copies (apps/web/scripts/compress-dist.mjs): served as they are.
    preCompressed: true,
    setHeaders: (reply, filePath) => {
      const fingerprinted = filePath.includes(`${path.sep}assets${path.sep}`);
      reply.header(
        'Cache-Control',
        fingerprinted ? 'public, max-age=31536000, immutable' : 'no-cache',
      );
      // A file named by its content never changes: the browser keeps it for a year and never
      // asks whether it changed, so validators and byte ranges are bytes for nothing.
      if (fingerprinted)
        reply.removeHeader('etag').removeHeader('last-modified').removeHeader('accept-ranges');
    },
  });
}

/**
 * Any other address: a page of the app for a GET of a client-side route, a JSON 404 for the API,
 * the uploads and everything else.
 */
function pageOrNotFound(app: FastifyInstance, webDist: string | null) {
  // The landing drawn at build time (apps/web/scripts/prerender.mjs, decision 037): `/`
  // paints before the JavaScript arrives. Every other page is the app's empty shell.
  const landing =
    webDist && fs.existsSync(path.join(webDist, 'landing.html')) ? 'landing.html' : 'index.html';
  const sendPage = (reply: FastifyReply, file: string) =>
    reply
      .header('Cache-Control', 'no-cache')
      .type('text/html; charset=utf-8')
      .sendFile(file, webDist!);

  const drawn = webDist ? drawnPages(webDist, app.log) : null;

  return async (request: FastifyRequest, reply: FastifyReply) => {
    const pathname = request.url.split('?')[0]!;
    const isApi =
      pathname.startsWith('/api/') || pathname === '/api' || pathname.startsWith('/uploads/');
    if (webDist && !isApi && (request.method === 'GET' || request.method === 'HEAD')) {
      if (pathname === '/') return sendPage(reply, landing);
      if (drawn?.wants(pathname, request.headers['user-agent'])) {
        reply.header('Vary', 'User-Agent');
        const html = await drawn.render(app, request.url);
        if (html) {
          // Compressed here: the compression plugin's hooks are on routes, and this is none.
          const { body, encoding } = await compressed(html, request.headers['accept-encoding']);
          if (encoding) reply.header('Content-Encoding', encoding);
          return reply
            .header('Cache-Control', 'no-cache')
            .header('Vary', 'User-Agent, Accept-Encoding')
            .type('text/html; charset=utf-8')
            .send(body);
        }
      }
      if (pathname === '/index.html' || !path.extname(pathname))
        return sendPage(reply, 'index.html');
    }
    return reply.status(404).send({
      code: 'NOT_FOUND',
      message: `No route ${request.method} ${pathname}`,
    } satisfies ErrorEnvelope);
  };
}
