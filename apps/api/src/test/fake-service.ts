import http from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';

/** One request a stand-in received, its JSON body parsed. */
export type ReceivedRequest = {
  method: string;
  path: string;
  authorization: string | undefined;
  body?: Record<string, unknown>;
};

export type Reply = {
  json: (status: number, body: unknown) => void;
  bytes: (status: number, type: string, body: Buffer) => void;
};

/** The picture a data URL carries, or null when it is not one. */
export const decodeDataUrl = (dataUrl: unknown) =>
  typeof dataUrl === 'string' && dataUrl.startsWith('data:')
    ? Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64')
    : null;

/** A stand-in's "result": the person picture with a coloured band, so it really is a new picture. */
export const bandedCopy = (picture: Buffer) =>
  sharp(picture)
    .composite([
      {
        input: { create: { width: 64, height: 64, channels: 4, background: '#ff0066' } },
        top: 0,
        left: 0,
      },
    ])
    .png()
    .toBuffer();

/**
 * A local HTTP server for a hosted service's stand-in: every request is recorded (method, path,
 * bearer header, JSON body) and handed to `handle` with helpers to answer JSON or bytes.
 */
export async function startFakeService(
  handle: (
    request: ReceivedRequest,
    url: URL,
    reply: Reply,
    origin: string,
  ) => Promise<void> | void,
) {
  const requests: ReceivedRequest[] = [];
  let origin = '';
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const url = new URL(req.url!, 'http://fake');
      const request: ReceivedRequest = {
        method: req.method!,
        path: url.pathname,
        authorization: req.headers.authorization,
        body: chunks.length
          ? (JSON.parse(Buffer.concat(chunks).toString()) as Record<string, unknown>)
          : undefined,
      };
      requests.push(request);
      const reply: Reply = {
        json: (status, body) => {
          res.writeHead(status, { 'content-type': 'application/json' });
          res.end(typeof body === 'string' ? body : JSON.stringify(body));
        },
        bytes: (status, type, body) => {
          res.writeHead(status, { 'content-type': type });
          res.end(body);
        },
      };
      void Promise.resolve(handle(request, url, reply, origin)).catch((error: unknown) =>
        reply.json(500, { error: String(error) }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url: origin,
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
