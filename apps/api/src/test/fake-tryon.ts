import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';

export type FakeTryonBehaviour =
  'success' | 'failure' | 'never-done' | 'malformed' | 'foreign-result';

/**
 * A local server that speaks a hosted try-on service's API (FASHN's): POST /run with a bearer key,
 * the model and garment pictures as data URLs and a category answers a prediction id; GET
 * /status/{id} answers `processing` once, then `completed` with the result's address (served by
 * /results/{id}.png: the model picture with a coloured band, so it really is a new picture), or
 * what `behaviour` asks for.
 */
export async function startFakeTryon(options: { apiKey: string }) {
  let behaviour: FakeTryonBehaviour = 'success';
  const predictions = new Map<string, { model: Buffer; polls: number }>();
  const requests: { method: string; path: string; body?: Record<string, unknown> }[] = [];

  const json = (res: http.ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(typeof body === 'string' ? body : JSON.stringify(body));
  };
  const decode = (dataUrl: unknown) =>
    typeof dataUrl === 'string' && dataUrl.startsWith('data:')
      ? Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64')
      : null;

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      void (async () => {
        const url = new URL(req.url!, 'http://fake');
        const body = chunks.length
          ? (JSON.parse(Buffer.concat(chunks).toString()) as Record<string, unknown>)
          : undefined;
        requests.push({ method: req.method!, path: url.pathname, body });
        if (url.pathname.startsWith('/results/')) {
          const prediction = predictions.get(
            url.pathname.slice('/results/'.length, -'.png'.length),
          );
          if (!prediction) return json(res, 404, { error: 'not found' });
          const result = await sharp(prediction.model)
            .composite([
              {
                input: { create: { width: 64, height: 64, channels: 4, background: '#ff0066' } },
                top: 0,
                left: 0,
              },
            ])
            .png()
            .toBuffer();
          res.writeHead(200, { 'content-type': 'image/png' });
          return res.end(result);
        }
        if (req.headers.authorization !== `Bearer ${options.apiKey}`)
          return json(res, 401, { error: 'Unauthorized' });
        if (req.method === 'POST' && url.pathname === '/run') {
          const model = decode(body?.model_image);
          if (
            !model ||
            !decode(body?.garment_image) ||
            !['tops', 'bottoms', 'one-pieces'].includes(String(body?.category))
          )
            return json(res, 400, { error: 'BadRequest' });
          if (behaviour === 'malformed') return json(res, 200, '<html>maintenance</html>');
          const id = randomBytes(8).toString('hex');
          predictions.set(id, { model, polls: 0 });
          return json(res, 200, { id, error: null });
        }
        const status = url.pathname.match(/^\/status\/(\w+)$/);
        if (req.method === 'GET' && status) {
          const prediction = predictions.get(status[1]!);
          if (!prediction) return json(res, 404, { error: 'not found' });
          prediction.polls += 1;
          if (behaviour === 'never-done' || prediction.polls < 2)
            return json(res, 200, {
              id: status[1],
              status: 'processing',
              output: null,
              error: null,
            });
          if (behaviour === 'failure')
            return json(res, 200, {
              id: status[1],
              status: 'failed',
              output: null,
              error: { name: 'PoseError', message: 'no person detected' },
            });
          const host = behaviour === 'foreign-result' ? 'https://results.evil.invalid' : address;
          return json(res, 200, {
            id: status[1],
            status: 'completed',
            output: [`${host}/results/${status[1]}.png`],
            error: null,
          });
        }
        return json(res, 404, { error: 'not found' });
      })();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url: address,
    requests,
    setBehaviour: (next: FakeTryonBehaviour) => {
      behaviour = next;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
