import { createHmac, randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in for the part of Stripe's API the shop uses, faithful to the wire protocol so
 * that the real Stripe client talks to it unchanged (STRIPE_API_URL):
 *
 * - `POST /v1/checkout/sessions` (form-encoded, `Authorization: Bearer <secret key>`, honours
 *   `Idempotency-Key`), `GET /v1/checkout/sessions/{id}`, `POST /v1/checkout/sessions/{id}/expire`,
 *   `POST /v1/refunds`, `GET /v1/refunds?payment_intent=`; errors as `{ error: { type, message } }` with Stripe's status codes.
 * - A hosted payment page at `session.url` with «Оплатить» and «Отмена»: paying completes the
 *   session, sends `checkout.session.completed` to the webhook address signed like Stripe
 *   (`Stripe-Signature: t=<unix>,v1=<hex HMAC-SHA256 of "t.body" with the webhook secret>`) and
 *   redirects to the success address; cancelling returns to the cancel address.
 *
 * Tests also drive it directly: `pay(sessionId)`, `resend(eventId)`, `signature(body)`,
 * `failNext(status)` to play an outage and `hold(method, path)` to play a slow answer.
 */
export type FakeStripeSession = {
  id: string;
  object: 'checkout.session';
  amount_total: number;
  amount_subtotal: number;
  currency: string;
  client_reference_id: string | null;
  customer_email: string | null;
  metadata: Record<string, string>;
  mode: string;
  locale: string | null;
  payment_intent: string | null;
  payment_status: 'unpaid' | 'paid';
  status: 'open' | 'complete' | 'expired';
  success_url: string;
  cancel_url: string | null;
  expires_at: number;
  created: number;
  livemode: false;
  url: string | null;
  line_items: { name: string; unit_amount: number; quantity: number }[];
};

export type FakeStripeEvent = {
  id: string;
  object: 'event';
  api_version: string;
  created: number;
  type: string;
  livemode: false;
  pending_webhooks: number;
  request: { id: null; idempotency_key: null };
  data: { object: unknown };
};

export type HeldCall = { reached: Promise<void>; release: () => void };

export type WebhookDelivery = { eventId: string; type: string; status: number; body: string };

export type FakeStripe = {
  url: string;
  secretKey: string;
  webhookSecret: string;
  /** What to put in the shop's environment to pay here. */
  env: Record<string, string>;
  /** Where events are sent (the shop's /api/payments/stripe/webhook); settable after start. */
  webhookUrl: string | null;
  sessions: Map<string, FakeStripeSession>;
  events: FakeStripeEvent[];
  deliveries: WebhookDelivery[];
  refunds: {
    id: string;
    payment_intent: string;
    amount: number;
    currency: string;
    status: string;
  }[];
  /**
   * Completes the session as a paid card payment and delivers the signed event; `charged` plays
   * a payment whose amount or currency is not the session's.
   */
  pay: (
    sessionId: string,
    charged?: { amount_total?: number; currency?: string },
  ) => Promise<WebhookDelivery>;
  /** Delivers an event again, freshly signed (Stripe retries until it gets a 2xx). */
  resend: (eventId: string) => Promise<WebhookDelivery>;
  /** The Stripe-Signature header for a body, as Stripe makes it (or with another secret/time). */
  signature: (body: string, options?: { secret?: string; timestamp?: number }) => string;
  /** The next API calls answer this status (an outage), `times` times. */
  failNext: (status: number, times?: number) => void;
  /**
   * The next API call to `method path` waits, unanswered and not yet acted on, until `release()`;
   * `reached` settles once it arrived. Plays a provider that is slow to answer.
   */
  hold: (method: string, path: string) => HeldCall;
  /** Refunds stay `pending` (the bank's answer comes later) until `settleRefunds()`. */
  refundsPending: boolean;
  /** Pending refunds succeed; each sends `charge.refunded`. */
  settleRefunds: () => Promise<void>;
  /**
   * A refund made in Stripe's dashboard, not asked by the shop: `amount` (minor units; all that
   * is left by default) goes back at once and `charge.refunded` is delivered.
   */
  refundInDashboard: (paymentIntent: string, amount?: number) => Promise<WebhookDelivery>;
  /** Waits until the events sent in the background (after API calls) were delivered. */
  idle: () => Promise<void>;
  close: () => Promise<void>;
};

const API_VERSION = '2026-10-28.endive';

const randomId = (prefix: string) => `${prefix}_test_${randomBytes(12).toString('hex')}`;

/** Stripe's form encoding (`a[b][0][c]=v`) back into nested objects and arrays. */
export function parseStripeForm(body: string): Record<string, unknown> {
  const root: Record<string, unknown> = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const path = key.replace(/\]/g, '').split('[');
    let node: Record<string, unknown> | unknown[] = root;
    path.forEach((part, i) => {
      const last = i === path.length - 1;
      const nextIsIndex = !last && /^\d+$/.test(path[i + 1]!);
      const slot = node as Record<string, unknown>;
      if (last) slot[part] = value;
      else {
        slot[part] ??= nextIsIndex ? [] : {};
        node = slot[part] as Record<string, unknown>;
      }
    });
  }
  return root;
}

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

export async function startFakeStripe(
  options: {
    secretKey?: string;
    webhookSecret?: string;
    webhookUrl?: string | null;
    port?: number;
  } = {},
): Promise<FakeStripe> {
  const secretKey = options.secretKey ?? `sk_test_${randomBytes(12).toString('hex')}`;
  const webhookSecret = options.webhookSecret ?? `whsec_${randomBytes(16).toString('hex')}`;
  const sessions = new Map<string, FakeStripeSession>();
  const events: FakeStripeEvent[] = [];
  const deliveries: WebhookDelivery[] = [];
  const refunds: (FakeStripe['refunds'][number] & { currency: string })[] = [];
  const idempotent = new Map<string, { body: string; status: number; response: string }>();
  let failures: { status: number; times: number } | null = null;
  const holds: { method: string; path: string; arrived: () => void; released: Promise<void> }[] =
    [];
  let base = '';

  const signature: FakeStripe['signature'] = (body, opts = {}) => {
    const t = opts.timestamp ?? Math.floor(Date.now() / 1000);
    const v1 = createHmac('sha256', opts.secret ?? webhookSecret)
      .update(`${t}.${body}`)
      .digest('hex');
    return `t=${t},v1=${v1}`;
  };

  async function deliver(event: FakeStripeEvent): Promise<WebhookDelivery> {
    if (!fake.webhookUrl) throw new Error('fake Stripe: no webhook address set');
    const body = JSON.stringify(event, null, 2);
    const response = await fetch(fake.webhookUrl, {
      method: 'POST',
      headers: {
        'content-type': 'application/json; charset=utf-8',
        'user-agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks)',
        'stripe-signature': signature(body),
      },
      body,
    });
    const delivery = {
      eventId: event.id,
      type: event.type,
      status: response.status,
      body: await response.text(),
    };
    deliveries.push(delivery);
    return delivery;
  }

  const background = new Set<Promise<unknown>>();
  /**
   * Events caused by an API call go out after the call answered, as Stripe sends them: the
   * caller may still hold its own locks while it waits for the answer.
   */
  function deliverLater(event: FakeStripeEvent) {
    if (!fake.webhookUrl) return;
    const delivery: Promise<unknown> = new Promise((resolve) => setImmediate(resolve))
      .then(() => deliver(event))
      .catch(() => undefined)
      .finally(() => background.delete(delivery));
    background.add(delivery);
  }

  function chargeRefunded(refund: { payment_intent: string; currency: string }) {
    const session = [...sessions.values()].find((s) => s.payment_intent === refund.payment_intent)!;
    const refunded = refunds
      .filter((r) => r.payment_intent === refund.payment_intent && r.status === 'succeeded')
      .reduce((sum, r) => sum + r.amount, 0);
    return emit('charge.refunded', {
      id: randomId('ch'),
      object: 'charge',
      amount: session.amount_total,
      amount_refunded: refunded,
      currency: refund.currency,
      payment_intent: refund.payment_intent,
      refunded: refunded >= session.amount_total,
      status: 'succeeded',
    });
  }

  function emit(type: string, object: unknown): FakeStripeEvent {
    const event: FakeStripeEvent = {
      id: randomId('evt'),
      object: 'event',
      api_version: API_VERSION,
      created: Math.floor(Date.now() / 1000),
      type,
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      data: { object: JSON.parse(JSON.stringify(object)) },
    };
    events.push(event);
    return event;
  }

  function publicSession(session: FakeStripeSession) {
    const { line_items: _lines, ...rest } = session;
    return rest;
  }

  function complete(
    session: FakeStripeSession,
    charged: { amount_total?: number; currency?: string } = {},
  ): FakeStripeEvent {
    if (session.status !== 'open') throw new Error(`session ${session.id} is ${session.status}`);
    session.status = 'complete';
    session.payment_status = 'paid';
    session.payment_intent = randomId('pi');
    session.url = null;
    Object.assign(session, charged);
    return emit('checkout.session.completed', publicSession(session));
  }

  type Answer = { status: number; body: unknown; headers?: Record<string, string> };
  const error = (status: number, type: string, message: string, extra = {}): Answer => ({
    status,
    body: { error: { type, message, ...extra } },
  });

  function api(method: string, path: string, form: Record<string, unknown>): Answer {
    const sessionMatch = /^\/v1\/checkout\/sessions\/([^/]+)(\/expire)?$/.exec(path);
    if (method === 'POST' && path === '/v1/checkout/sessions') {
      const lines = (form.line_items as Record<string, unknown>[] | undefined) ?? [];
      if (form.mode !== 'payment')
        return error(400, 'invalid_request_error', 'Only mode=payment is supported here', {
          param: 'mode',
        });
      if (!lines.length)
        return error(400, 'invalid_request_error', 'line_items is required', {
          param: 'line_items',
        });
      if (typeof form.success_url !== 'string')
        return error(400, 'invalid_request_error', 'success_url is required', {
          param: 'success_url',
        });
      const now = Math.floor(Date.now() / 1000);
      const expiresAt = form.expires_at ? Number(form.expires_at) : now + 24 * 3600;
      if (expiresAt < now + 30 * 60 || expiresAt > now + 24 * 3600)
        return error(
          400,
          'invalid_request_error',
          'The `expires_at` timestamp must be between 30 minutes and 24 hours from Checkout Session creation.',
          { param: 'expires_at' },
        );
      const items = lines.map((line) => {
        const price = line.price_data as Record<string, unknown>;
        const product = price?.product_data as Record<string, unknown>;
        return {
          name: String(product?.name ?? ''),
          unit_amount: Number(price?.unit_amount),
          quantity: Number(line.quantity),
          currency: String(price?.currency ?? ''),
        };
      });
      const currencies = new Set(items.map((i) => i.currency));
      if (
        currencies.size !== 1 ||
        items.some((i) => !Number.isInteger(i.unit_amount) || i.unit_amount < 0 || !i.name)
      )
        return error(400, 'invalid_request_error', 'Invalid line_items', { param: 'line_items' });
      const total = items.reduce((sum, i) => sum + i.unit_amount * i.quantity, 0);
      const id = randomId('cs');
      const session: FakeStripeSession = {
        id,
        object: 'checkout.session',
        amount_total: total,
        amount_subtotal: total,
        currency: [...currencies][0]!,
        client_reference_id: (form.client_reference_id as string) ?? null,
        customer_email: (form.customer_email as string) ?? null,
        metadata: (form.metadata as Record<string, string>) ?? {},
        mode: 'payment',
        locale: (form.locale as string) ?? null,
        payment_intent: null,
        payment_status: 'unpaid',
        status: 'open',
        success_url: form.success_url,
        cancel_url: (form.cancel_url as string) ?? null,
        expires_at: expiresAt,
        created: now,
        livemode: false,
        url: `${base}/c/pay/${id}`,
        line_items: items.map(({ name, unit_amount, quantity }) => ({
          name,
          unit_amount,
          quantity,
        })),
      };
      sessions.set(id, session);
      return { status: 200, body: publicSession(session) };
    }
    if (sessionMatch) {
      const session = sessions.get(sessionMatch[1]!);
      if (!session)
        return error(
          404,
          'invalid_request_error',
          `No such checkout.session: '${sessionMatch[1]}'`,
          {
            code: 'resource_missing',
          },
        );
      if (method === 'GET' && !sessionMatch[2])
        return { status: 200, body: publicSession(session) };
      if (method === 'POST' && sessionMatch[2]) {
        if (session.status !== 'open')
          return error(400, 'invalid_request_error', 'Only open sessions can be expired');
        session.status = 'expired';
        session.url = null;
        deliverLater(emit('checkout.session.expired', publicSession(session)));
        return { status: 200, body: publicSession(session) };
      }
    }
    if (method === 'POST' && path === '/v1/refunds') {
      const intent = form.payment_intent as string | undefined;
      const session = [...sessions.values()].find((s) => s.payment_intent === intent);
      if (!intent || !session)
        return error(404, 'invalid_request_error', `No such payment_intent: '${intent}'`, {
          code: 'resource_missing',
        });
      const already = refunds.reduce(
        (sum, r) => (r.payment_intent === intent ? sum + r.amount : sum),
        0,
      );
      const amount = form.amount ? Number(form.amount) : session.amount_total - already;
      if (amount <= 0 || already + amount > session.amount_total)
        return error(400, 'invalid_request_error', 'Charge has already been refunded.', {
          code: 'charge_already_refunded',
        });
      const refund = {
        id: randomId('re'),
        object: 'refund',
        amount,
        currency: session.currency,
        payment_intent: intent,
        status: fake.refundsPending ? 'pending' : 'succeeded',
      };
      refunds.push(refund);
      if (refund.status === 'succeeded') deliverLater(chargeRefunded(refund));
      return { status: 200, body: refund };
    }
    if (method === 'GET' && path === '/v1/refunds') {
      // Stripe's list: newest first, narrowed to one payment when `payment_intent` is given.
      const intent = form.payment_intent as string | undefined;
      const data = refunds.filter((r) => !intent || r.payment_intent === intent).reverse();
      return { status: 200, body: { object: 'list', url: '/v1/refunds', has_more: false, data } };
    }
    return error(404, 'invalid_request_error', `Unrecognized request URL (${method}: ${path})`);
  }

  function page(session: FakeStripeSession): string {
    const amount = (session.amount_total / 100).toFixed(2);
    const rows = session.line_items
      .map(
        (i) =>
          `<li>${escapeHtml(i.name)} × ${i.quantity} — ${(i.unit_amount / 100).toFixed(2)} ${session.currency.toUpperCase()}</li>`,
      )
      .join('');
    return `<!doctype html><html lang="ru"><head><meta charset="utf-8"><title>Оплата — тестовый Stripe</title>
<meta name="viewport" content="width=device-width, initial-scale=1"></head>
<body style="font-family:sans-serif;max-width:480px;margin:40px auto;padding:0 16px">
<h1>Тестовая оплата</h1><ul>${rows}</ul>
<p>К оплате: <strong data-testid="amount">${amount} ${session.currency.toUpperCase()}</strong></p>
<form method="post" action="/c/pay/${session.id}"><button type="submit">Оплатить</button></form>
${session.cancel_url ? `<p><a href="${escapeHtml(session.cancel_url)}">Отмена</a></p>` : ''}
</body></html>`;
  }

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      void (async () => {
        const url = new URL(req.url ?? '/', base);
        const body = Buffer.concat(chunks).toString('utf8');
        const send = (status: number, payload: unknown, headers: Record<string, string> = {}) => {
          res.writeHead(status, { 'content-type': 'application/json', ...headers });
          res.end(JSON.stringify(payload));
        };

        const hosted = /^\/c\/pay\/([^/]+)$/.exec(url.pathname);
        if (hosted) {
          const session = sessions.get(hosted[1]!);
          if (!session || session.status !== 'open') {
            res.writeHead(410, { 'content-type': 'text/html; charset=utf-8' });
            res.end('<!doctype html><p>Сессия оплаты недействительна</p>');
            return;
          }
          if (req.method === 'GET') {
            res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
            res.end(page(session));
            return;
          }
          const event = complete(session);
          if (fake.webhookUrl) await deliver(event).catch(() => undefined);
          res.writeHead(303, {
            location: session.success_url.replace('{CHECKOUT_SESSION_ID}', session.id),
          });
          res.end();
          return;
        }

        if (!url.pathname.startsWith('/v1/')) return send(404, { error: { message: 'Not found' } });
        if (req.headers.authorization !== `Bearer ${secretKey}`)
          return send(401, {
            error: {
              type: 'invalid_request_error',
              message: 'Invalid API Key provided',
            },
          });
        const held = holds.findIndex((h) => h.method === req.method && h.path === url.pathname);
        if (held >= 0) {
          const [hold] = holds.splice(held, 1);
          hold!.arrived();
          await hold!.released;
        }
        if (failures && failures.times > 0) {
          failures.times -= 1;
          return send(failures.status, {
            error: { type: 'api_error', message: 'The fake Stripe is down (failNext)' },
          });
        }
        const key = req.headers['idempotency-key'];
        const idempotencyKey =
          typeof key === 'string' ? `${req.method} ${url.pathname} ${key}` : null;
        if (idempotencyKey && idempotent.has(idempotencyKey)) {
          const earlier = idempotent.get(idempotencyKey)!;
          if (earlier.body !== body)
            return send(400, {
              error: {
                type: 'idempotency_error',
                message:
                  'Keys for idempotent requests can only be used with the same parameters they were first used with.',
              },
            });
          res.writeHead(earlier.status, {
            'content-type': 'application/json',
            'idempotent-replayed': 'true',
          });
          res.end(earlier.response);
          return;
        }
        // A GET names its parameters in the query string, the other calls in the form body.
        const form = parseStripeForm(req.method === 'GET' ? url.search.slice(1) : body);
        const answer = api(req.method ?? 'GET', url.pathname, form);
        const response = JSON.stringify(answer.body);
        if (idempotencyKey && answer.status < 500)
          idempotent.set(idempotencyKey, { body, status: answer.status, response });
        res.writeHead(answer.status, {
          'content-type': 'application/json',
          'request-id': `req_${randomBytes(7).toString('hex')}`,
        });
        res.end(response);
      })().catch((err: unknown) => {
        res.writeHead(500, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ error: { type: 'api_error', message: String(err) } }));
      });
    });
  });

  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const fake: FakeStripe = {
    url: base,
    secretKey,
    webhookSecret,
    env: {
      STRIPE_SECRET_KEY: secretKey,
      STRIPE_WEBHOOK_SECRET: webhookSecret,
      STRIPE_API_URL: base,
    },
    webhookUrl: options.webhookUrl ?? null,
    sessions,
    events,
    deliveries,
    refunds,
    refundsPending: false,
    signature,
    async pay(sessionId, charged) {
      const session = sessions.get(sessionId);
      if (!session) throw new Error(`fake Stripe: no session ${sessionId}`);
      return deliver(complete(session, charged));
    },
    async resend(eventId) {
      const event = events.find((e) => e.id === eventId);
      if (!event) throw new Error(`fake Stripe: no event ${eventId}`);
      return deliver(event);
    },
    failNext(status, times = 1) {
      failures = { status, times };
    },
    hold(method, path) {
      let arrived!: () => void;
      let release!: () => void;
      const reached = new Promise<void>((resolve) => (arrived = resolve));
      const released = new Promise<void>((resolve) => (release = resolve));
      holds.push({ method, path, arrived, released });
      return { reached, release };
    },
    async refundInDashboard(paymentIntent, amount) {
      const session = [...sessions.values()].find((s) => s.payment_intent === paymentIntent);
      if (!session) throw new Error(`fake Stripe: no payment ${paymentIntent}`);
      const already = refunds
        .filter((r) => r.payment_intent === paymentIntent)
        .reduce((sum, r) => sum + r.amount, 0);
      const refund = {
        id: randomId('re'),
        payment_intent: paymentIntent,
        amount: amount ?? session.amount_total - already,
        currency: session.currency,
        status: 'succeeded',
      };
      refunds.push(refund);
      return deliver(chargeRefunded(refund));
    },
    async settleRefunds() {
      for (const refund of refunds.filter((r) => r.status === 'pending')) {
        refund.status = 'succeeded';
        await deliver(chargeRefunded(refund));
      }
    },
    async idle() {
      while (background.size) await Promise.all([...background]);
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  return fake;
}
