import { randomBytes } from 'node:crypto';
import { bandedCopy, decodeDataUrl, startFakeService } from './fake-service';

export type FakeReplicateBehaviour =
  'success' | 'failure' | 'never-done' | 'malformed' | 'foreign-result';

export type FakePrediction = {
  id: string;
  input: Record<string, unknown>;
  polls: number;
  canceled: boolean;
  /** The picture served as its output, once it was downloaded. */
  result?: Buffer;
};

/**
 * A local server that speaks Replicate's predictions API: POST /v1/predictions with a bearer
 * token, the configured model version and IDM-VTON's input (`human_img` and `garm_img` as data
 * URLs, `garment_des`, `category`) answers 201 with a `starting` prediction; GET
 * /v1/predictions/{id} answers `processing` once (and while `hold` is on), then `succeeded` with
 * the output's address (served by /delivery/{id}/output.png: the person picture with a coloured
 * band), or what `behaviour` asks for; held predictions stay `processing` until released; POST /v1/predictions/{id}/cancel cancels it.
 */
export async function startFakeReplicate(options: { token: string; version: string }) {
  let behaviour: FakeReplicateBehaviour = 'success';
  let token = options.token;
  /** Predictions from this index on stay `processing`; null: none. */
  let heldFrom: number | null = null;
  const predictions: FakePrediction[] = [];
  const find = (id: string | undefined) => predictions.find((p) => p.id === id);

  const service = await startFakeService(async (request, url, reply, origin) => {
    const view = (p: FakePrediction, extra: Record<string, unknown>) => ({
      id: p.id,
      version: options.version,
      input: p.input,
      logs: '',
      output: null,
      error: null,
      status: 'starting',
      urls: {
        get: `${origin}/v1/predictions/${p.id}`,
        cancel: `${origin}/v1/predictions/${p.id}/cancel`,
      },
      ...extra,
    });
    const delivery = url.pathname.match(/^\/delivery\/(\w+)\/output\.png$/);
    if (delivery) {
      const prediction = find(delivery[1]);
      if (!prediction) return reply.json(404, { detail: 'Not found.' });
      prediction.result ??= await bandedCopy(decodeDataUrl(prediction.input.human_img)!);
      return reply.bytes(200, 'image/png', prediction.result);
    }
    if (request.authorization !== `Bearer ${token}`)
      return reply.json(401, {
        title: 'Unauthenticated',
        detail: 'You did not pass a valid authentication token',
        status: 401,
      });
    const input = request.body?.input as Record<string, unknown> | undefined;
    if (request.method === 'POST' && url.pathname === '/v1/predictions') {
      if (request.body?.version !== options.version)
        return reply.json(422, { title: 'Invalid version or not permitted', status: 422 });
      if (
        !decodeDataUrl(input?.human_img) ||
        !decodeDataUrl(input?.garm_img) ||
        typeof input?.garment_des !== 'string' ||
        !['upper_body', 'lower_body', 'dresses'].includes(String(input?.category))
      )
        return reply.json(422, { title: 'Input validation failed', status: 422 });
      const prediction: FakePrediction = {
        id: randomBytes(10).toString('hex'),
        input: input!,
        polls: 0,
        canceled: false,
      };
      predictions.push(prediction);
      return reply.json(201, view(prediction, {}));
    }
    const cancel = url.pathname.match(/^\/v1\/predictions\/(\w+)\/cancel$/);
    if (request.method === 'POST' && cancel) {
      const prediction = find(cancel[1]);
      if (!prediction) return reply.json(404, { detail: 'Not found.' });
      prediction.canceled = true;
      return reply.json(200, view(prediction, { status: 'canceled' }));
    }
    const get = url.pathname.match(/^\/v1\/predictions\/(\w+)$/);
    if (request.method === 'GET' && get) {
      const prediction = find(get[1]);
      if (!prediction) return reply.json(404, { detail: 'Not found.' });
      prediction.polls += 1;
      if (prediction.canceled) return reply.json(200, view(prediction, { status: 'canceled' }));
      if (behaviour === 'malformed') return reply.json(200, '<html>maintenance</html>');
      const held = heldFrom !== null && predictions.indexOf(prediction) >= heldFrom;
      if (behaviour === 'never-done' || held || prediction.polls < 2)
        return reply.json(200, view(prediction, { status: 'processing' }));
      if (behaviour === 'failure')
        return reply.json(
          200,
          view(prediction, { status: 'failed', error: 'No person detected in human_img' }),
        );
      const host = behaviour === 'foreign-result' ? 'https://results.evil.invalid' : origin;
      return reply.json(
        200,
        view(prediction, {
          status: 'succeeded',
          output: `${host}/delivery/${prediction.id}/output.png`,
        }),
      );
    }
    return reply.json(404, { detail: 'Not found.' });
  });
  return {
    ...service,
    predictions,
    setBehaviour: (next: FakeReplicateBehaviour) => {
      behaviour = next;
    },
    /** Predictions from the `from`-th (0-based) on stay `processing`; null lets them finish. */
    hold: (from: number | null) => {
      heldFrom = from;
    },
    /** The token the service accepts from now on (the shop's one stops working). */
    setToken: (next: string) => {
      token = next;
    },
  };
}
