import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config/env';
import { errorsPlugin } from '../../plugins/errors';
import { imageProxyRoutes } from './image-proxy.routes';

/**
 * The route on a Fastify instance of its own (the errors plugin and the zod compilers, as in
 * app.ts), with LAMODA_IMAGE_BASE_URL pointing at a local stand-in for the CDN.
 */
let cdn: http.Server;
let app: FastifyInstance;
let jpeg: Buffer;
const hits: string[] = [];
let redirectTo: string | null = null;

beforeAll(async () => {
  jpeg = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#aa3344' } })
    .jpeg()
    .toBuffer();
  cdn = http.createServer((req, res) => {
    hits.push(req.url ?? '');
    if (req.url === '/img600x866/R/T/RTLAEY634001_1_v1.jpg') {
      res.writeHead(200, { 'content-type': 'image/jpeg' }).end(jpeg);
    } else if (req.url === '/redirect.jpg' && redirectTo) {
      res.writeHead(302, { location: redirectTo }).end();
    } else if (req.url === '/page.jpg') {
      res.writeHead(200, { 'content-type': 'text/html' }).end('<script>alert(1)</script>');
    } else {
      res.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => cdn.listen(0, '127.0.0.1', resolve));
  const port = (cdn.address() as AddressInfo).port;

  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    LAMODA_IMAGE_BASE_URL: `http://127.0.0.1:${port}`,
  });
  const instance = Fastify({ logger: false }).withTypeProvider<ZodTypeProvider>();
  instance.setValidatorCompiler(validatorCompiler);
  instance.setSerializerCompiler(serializerCompiler);
  instance.decorate('config', config);
  await instance.register(errorsPlugin);
  await instance.register(imageProxyRoutes);
  await instance.ready();
  app = instance;
});

afterAll(async () => {
  await app.close();
  cdn.closeAllConnections();
  await new Promise((resolve) => cdn.close(resolve));
});

beforeEach(() => {
  hits.length = 0;
  redirectTo = null;
});

const proxy = (url: string) =>
  app.inject({ method: 'GET', url: `/api/catalog/image-proxy?url=${encodeURIComponent(url)}` });

describe('GET /api/catalog/image-proxy', () => {
  it('serves an allow-listed image without a token, with caching and safety headers', async () => {
    const response = await proxy('https://a.lmcdn.ru/img600x866/R/T/RTLAEY634001_1_v1.jpg');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/jpeg');
    expect(response.headers['cache-control']).toBe('public, max-age=86400, immutable');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
    expect(response.rawPayload.equals(jpeg)).toBe(true);
  });

  it.each([
    ['loopback', 'https://127.0.0.1/img.jpg'],
    ['localhost', 'https://localhost/img.jpg'],
    ['IPv6 loopback', 'https://[::1]/img.jpg'],
    ['a private range', 'https://10.0.0.1/img.jpg'],
    ['a private range (192.168)', 'https://192.168.1.1/img.jpg'],
    ['cloud metadata', 'http://169.254.169.254/latest/meta-data/'],
    ['another host', 'https://evil.example/img.jpg'],
    ['a look-alike host', 'https://a.lmcdn.ru.evil.example/img.jpg'],
    ['user info', 'https://a.lmcdn.ru@evil.example/img.jpg'],
    ['plain http', 'http://a.lmcdn.ru/img.jpg'],
    ['file:', 'file:///etc/passwd'],
    ['a non-default port', 'https://a.lmcdn.ru:8080/img.jpg'],
  ])('refuses %s', async (_what, url) => {
    const response = await proxy(url);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
    expect(response.headers['content-type']).toMatch(/application\/json/);
    expect(hits).toEqual([]);
  });

  it('refuses a redirect elsewhere', async () => {
    for (const location of [
      'https://evil.example/x.jpg',
      'http://127.0.0.1:1/x.jpg',
      'file:///etc/passwd',
    ]) {
      redirectTo = location;
      const response = await proxy('https://a.lmcdn.ru/redirect.jpg');
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
    }
  });

  it('refuses what is not an image', async () => {
    const response = await proxy('https://a.lmcdn.ru/page.jpg');
    expect(response.statusCode).toBe(415);
    expect(response.json()).toMatchObject({ code: 'INVALID_FILE_TYPE' });
  });

  it('answers 404 for a missing image', async () => {
    const response = await proxy('https://a.lmcdn.ru/missing.jpg');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('validates the query', async () => {
    const missing = await app.inject({ method: 'GET', url: '/api/catalog/image-proxy' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
    const long = await proxy(`https://a.lmcdn.ru/${'a'.repeat(2100)}.jpg`);
    expect(long.statusCode).toBe(400);
    expect(hits).toEqual([]);
  });
});
