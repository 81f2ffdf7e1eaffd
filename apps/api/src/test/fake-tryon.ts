import { randomBytes } from 'node:crypto';
import { bandedCopy, decodeDataUrl, startFakeService } from './fake-service';

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

  const service = await startFakeService(async (request, url, reply, origin) => {
    const { body } = request;
    if (url.pathname.startsWith('/results/')) {
      const prediction = predictions.get(url.pathname.slice('/results/'.length, -'.png'.length));
      if (!prediction) return reply.json(404, { error: 'not found' });
      return reply.bytes(200, 'image/png', await bandedCopy(prediction.model));
    }
    if (request.authorization !== `Bearer ${options.apiKey}`)
      return reply.json(401, { error: 'Unauthorized' });
    if (request.method === 'POST' && url.pathname === '/run') {
      const model = decodeDataUrl(body?.model_image);
      if (
        !model ||
        !decodeDataUrl(body?.garment_image) ||
        !['tops', 'bottoms', 'one-pieces'].includes(String(body?.category))
      )
        return reply.json(400, { error: 'BadRequest' });
      if (behaviour === 'malformed') return reply.json(200, '<html>maintenance</html>');
      const id = randomBytes(8).toString('hex');
      predictions.set(id, { model, polls: 0 });
      return reply.json(200, { id, error: null });
    }
    const status = url.pathname.match(/^\/status\/(\w+)$/);
    if (request.method === 'GET' && status) {
      const prediction = predictions.get(status[1]!);
      if (!prediction) return reply.json(404, { error: 'not found' });
      prediction.polls += 1;
      if (behaviour === 'never-done' || prediction.polls < 2)
        return reply.json(200, { id: status[1], status: 'processing', output: null, error: null });
      if (behaviour === 'failure')
        return reply.json(200, {
          id: status[1],
          status: 'failed',
          output: null,
          error: { name: 'PoseError', message: 'no person detected' },
        });
      const host = behaviour === 'foreign-result' ? 'https://results.evil.invalid' : origin;
      return reply.json(200, {
        id: status[1],
        status: 'completed',
        output: [`${host}/results/${status[1]}.png`],
        error: null,
      });
    }
    return reply.json(404, { error: 'not found' });
  });
  return {
    ...service,
    setBehaviour: (next: FakeTryonBehaviour) => {
      behaviour = next;
    },
  };
}
