import http from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AppError } from './app-error';
import {
  checkImageUrl,
  fetchAllowedImage,
  isAllowedImageUrl,
  isPrivateAddress,
} from './safe-fetch';

/** A stand-in for the CDN on 127.0.0.1: each test sets what a path answers. */
type Handler = (req: http.IncomingMessage, res: http.ServerResponse) => void;
let routes = new Map<string, Handler>();
const hits: string[] = [];
let server: http.Server;
let baseUrl: string;
let jpeg: Buffer;

beforeAll(async () => {
  jpeg = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#336699' } })
    .jpeg()
    .toBuffer();
  server = http.createServer((req, res) => {
    hits.push(req.url ?? '');
    const handler = routes.get((req.url ?? '').split('?')[0]!);
    if (handler) handler(req, res);
    else res.writeHead(404).end('not found');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

beforeEach(() => {
  routes = new Map();
  hits.length = 0;
});

const config = () => ({ LAMODA_IMAGE_BASE_URL: baseUrl });
const image = (path: string) => `https://a.lmcdn.ru${path}`;

const serveJpeg: Handler = (_req, res) => {
  res.writeHead(200, { 'content-type': 'image/jpeg', 'content-length': jpeg.length }).end(jpeg);
};

async function failure(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  if (!(error instanceof AppError)) throw new Error(`expected an AppError, got ${String(error)}`);
  return error;
}

describe('fetchAllowedImage', () => {
  it('fetches an allow-listed image from the configured base, same path and query', async () => {
    routes.set('/img600x866/R/T/RTLAEY634001_1_v1.jpg', serveJpeg);
    const result = await fetchAllowedImage(
      image('/img600x866/R/T/RTLAEY634001_1_v1.jpg?v=2#top'),
      config(),
    );
    expect(result.contentType).toBe('image/jpeg');
    expect(result.data.equals(jpeg)).toBe(true);
    expect(hits).toEqual(['/img600x866/R/T/RTLAEY634001_1_v1.jpg?v=2']);
  });

  it('reads protocol-relative card images as https', async () => {
    routes.set('/img236x341/R/T/x.jpg', serveJpeg);
    const result = await fetchAllowedImage('//a.lmcdn.ru/img236x341/R/T/x.jpg', config());
    expect(result.contentType).toBe('image/jpeg');
  });

  it('judges the type by the bytes, not the Content-Type', async () => {
    const png = await sharp(jpeg).png().toBuffer();
    routes.set('/p.jpg', (_req, res) =>
      res.writeHead(200, { 'content-type': 'image/jpeg' }).end(png),
    );
    expect((await fetchAllowedImage(image('/p.jpg'), config())).contentType).toBe('image/png');
  });

  it.each([
    ['http://a.lmcdn.ru/img.jpg'],
    ['https://evil.example/img.jpg'],
    ['https://a.lmcdn.ru.evil.example/img.jpg'],
    ['https://lmcdn.ru/img.jpg'],
    ['https://127.0.0.1/img.jpg'],
    ['https://localhost/img.jpg'],
    ['https://10.0.0.1/'],
    ['https://169.254.169.254/latest/meta-data/'],
    ['https://[::1]/'],
    ['https://[::ffff:127.0.0.1]/'],
    ['file:///etc/passwd'],
    ['https://a.lmcdn.ru@evil.com/'],
    ['https://evil.com@a.lmcdn.ru/img.jpg'],
    ['https://user:pass@a.lmcdn.ru/img.jpg'],
    ['https://a.lmcdn.ru:8443/img.jpg'],
    ['data:image/png;base64,iVBORw0KGgo='],
    ['javascript:alert(1)'],
    ['ftp://a.lmcdn.ru/img.jpg'],
    ['/img600x866/R/T/x.jpg'],
    [''],
    [`https://a.lmcdn.ru/${'a'.repeat(2100)}`],
  ])('refuses %s without a request', async (url) => {
    const error = await failure(fetchAllowedImage(url, config()));
    expect(error.status).toBe(400);
    expect(error.code).toBe('VALIDATION_FAILED');
    expect(hits).toEqual([]);
  });

  it('follows a redirect that stays on the allow-list', async () => {
    routes.set('/old.jpg', (_req, res) => res.writeHead(301, { location: '/new.jpg' }).end());
    routes.set('/new.jpg', (_req, res) =>
      res.writeHead(302, { location: 'https://a.lmcdn.ru/newest.jpg' }).end(),
    );
    routes.set('/newest.jpg', serveJpeg);
    const result = await fetchAllowedImage(image('/old.jpg'), config());
    expect(result.contentType).toBe('image/jpeg');
    expect(hits).toEqual(['/old.jpg', '/new.jpg', '/newest.jpg']);
  });

  it.each([
    ['https://evil.example/x.jpg'],
    ['http://a.lmcdn.ru/x.jpg'],
    ['https://127.0.0.1/x.jpg'],
    ['http://169.254.169.254/latest/meta-data/'],
    ['file:///etc/passwd'],
  ])('refuses a redirect to %s', async (location) => {
    routes.set('/r.jpg', (_req, res) => res.writeHead(302, { location }).end());
    const error = await failure(fetchAllowedImage(image('/r.jpg'), config()));
    expect(error.status).toBe(400);
    expect(error.message).toMatch(/redirect/);
    expect(hits).toEqual(['/r.jpg']);
  });

  it('refuses a redirect to another port of the same machine', async () => {
    const other = `http://127.0.0.1:${new URL(baseUrl).port === '1' ? 2 : 1}/x.jpg`;
    routes.set('/r.jpg', (_req, res) => res.writeHead(307, { location: other }).end());
    expect((await failure(fetchAllowedImage(image('/r.jpg'), config()))).status).toBe(400);
  });

  it('gives up on a redirect loop after three redirects', async () => {
    routes.set('/loop.jpg', (_req, res) => res.writeHead(302, { location: '/loop.jpg' }).end());
    const error = await failure(fetchAllowedImage(image('/loop.jpg'), config()));
    expect(error.status).toBe(503);
    expect(error.message).toMatch(/too many redirects/);
    expect(hits).toHaveLength(4);
  });

  it('refuses an oversized body, declared or streamed', async () => {
    const big = Buffer.concat([jpeg, Buffer.alloc(50_000)]);
    routes.set('/declared.jpg', (_req, res) =>
      res.writeHead(200, { 'content-type': 'image/jpeg', 'content-length': big.length }).end(big),
    );
    routes.set('/streamed.jpg', (_req, res) => {
      res.writeHead(200, { 'content-type': 'image/jpeg' });
      for (let i = 0; i < 10; i += 1) res.write(Buffer.alloc(5_000));
      res.end();
    });
    for (const path of ['/declared.jpg', '/streamed.jpg']) {
      const error = await failure(fetchAllowedImage(image(path), config(), { maxBytes: 10_000 }));
      expect(error.status).toBe(413);
      expect(error.code).toBe('PAYLOAD_TOO_LARGE');
    }
  });

  it('refuses a body that is not an image', async () => {
    routes.set('/page.jpg', (_req, res) =>
      res.writeHead(200, { 'content-type': 'image/jpeg' }).end('<html><script>alert(1)</script>'),
    );
    routes.set('/svg.jpg', (_req, res) =>
      res
        .writeHead(200, { 'content-type': 'image/svg+xml' })
        .end('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
    );
    routes.set('/empty.jpg', (_req, res) => res.writeHead(200).end());
    for (const path of ['/page.jpg', '/svg.jpg', '/empty.jpg']) {
      const error = await failure(fetchAllowedImage(image(path), config()));
      expect(error.status).toBe(415);
      expect(error.code).toBe('INVALID_FILE_TYPE');
    }
  });

  it('reports a missing image as 404 and a failing CDN as 503', async () => {
    routes.set('/broken.jpg', (_req, res) => res.writeHead(500).end());
    expect((await failure(fetchAllowedImage(image('/missing.jpg'), config()))).status).toBe(404);
    expect((await failure(fetchAllowedImage(image('/broken.jpg'), config()))).status).toBe(503);
  });

  it('times out', async () => {
    routes.set('/slow.jpg', () => undefined);
    const error = await failure(
      fetchAllowedImage(image('/slow.jpg'), config(), { timeoutMs: 200 }),
    );
    expect(error.status).toBe(503);
    expect(error.message).toMatch(/timed out/);
  });

  it('refuses the real CDN host when it resolves to a private address', async () => {
    const real = { LAMODA_IMAGE_BASE_URL: 'https://a.lmcdn.ru' };
    for (const address of ['10.0.0.1', '127.0.0.1', '::1', '::ffff:192.168.1.1', 'fd00::1']) {
      const resolve = async () => [{ address, family: address.includes(':') ? 6 : 4 }];
      const error = await failure(fetchAllowedImage(image('/x.jpg'), real, { resolve }));
      expect(error.status).toBe(400);
      expect(error.message).toMatch(/private/);
    }
    // One bad address among good ones is enough to refuse.
    const mixed = async () => [
      { address: '93.158.134.3', family: 4 },
      { address: '169.254.169.254', family: 4 },
    ];
    expect(
      (await failure(fetchAllowedImage(image('/x.jpg'), real, { resolve: mixed }))).status,
    ).toBe(400);
  });

  it('checks the address again when the socket connects (no DNS rebinding)', async () => {
    const real = { LAMODA_IMAGE_BASE_URL: 'https://a.lmcdn.ru' };
    let calls = 0;
    // Public for the first check, loopback when the socket connects.
    const rebinding = async () => {
      calls += 1;
      return [{ address: calls === 1 ? '93.158.134.3' : '127.0.0.1', family: 4 }];
    };
    const error = await failure(fetchAllowedImage(image('/x.jpg'), real, { resolve: rebinding }));
    expect(calls).toBe(2);
    expect(error.status).toBe(400);
    expect(error.message).toMatch(/private/);
  });
});

describe('checkImageUrl and isAllowedImageUrl', () => {
  it('accepts the CDN with the default port', () => {
    expect(checkImageUrl('https://a.lmcdn.ru:443/img.jpg').href).toBe('https://a.lmcdn.ru/img.jpg');
    expect(checkImageUrl('https://A.LMCDN.RU/img.jpg').hostname).toBe('a.lmcdn.ru');
    expect(isAllowedImageUrl('https://a.lmcdn.ru/product/R/T/x.jpg')).toBe(true);
    expect(isAllowedImageUrl('https://a.lmcdn.ru.attacker.com/x.jpg')).toBe(false);
  });
});

describe('isPrivateAddress', () => {
  it.each([
    '127.0.0.1',
    '127.1.2.3',
    '10.1.2.3',
    '172.16.0.1',
    '172.31.255.255',
    '192.168.0.1',
    '169.254.169.254',
    '100.64.0.1',
    '0.0.0.0',
    '224.0.0.1',
    '255.255.255.255',
    '::',
    '::1',
    '[::1]',
    'fc00::1',
    'fd12:3456::1',
    'fe80::1',
    'fe80::1%eth0',
    '::ffff:127.0.0.1',
    '::ffff:7f00:1',
    '::ffff:10.0.0.1',
    '64:ff9b::a00:1',
    'not-an-ip',
  ])('%s is private', (address) => {
    expect(isPrivateAddress(address)).toBe(true);
  });

  it.each(['93.158.134.3', '8.8.8.8', '172.32.0.1', '2a02:6b8::2:242', '::ffff:8.8.8.8'])(
    '%s is public',
    (address) => {
      expect(isPrivateAddress(address)).toBe(false);
    },
  );
});
