import type Stripe from 'stripe';
import type { AppConfig } from '../../config/env';
import {
  InvalidSignatureError,
  RefundRefusedError,
  toMinorUnits,
  type CheckoutRequest,
  type PaymentNotice,
  type PaymentProvider,
} from './payment-provider';

/** Seconds a webhook's timestamp may be off (Stripe's own default): older signed events are replays. */
const SIGNATURE_TOLERANCE_SECONDS = 300;
/** Stripe refuses a Checkout Session that expires sooner than 30 minutes from now. */
const MIN_SESSION_SECONDS = 30 * 60 + 60;

function readOrderId(value: string | null | undefined): number | null {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : null;
}

function idOf(value: string | { id: string } | null | undefined): string | null {
  if (!value) return null;
  return typeof value === 'string' ? value : value.id;
}

/**
 * Stripe Checkout through Stripe's own Node client (the real HTTP client; tests point
 * STRIPE_API_URL at the local stand-in in `test/fake-stripe.ts`). Notifications are Stripe
 * events signed with `Stripe-Signature: t=…,v1=HMAC-SHA256(secret, "t.body")`.
 */
export function createStripeProvider(config: AppConfig): PaymentProvider | null {
  if (!config.STRIPE_SECRET_KEY || !config.STRIPE_WEBHOOK_SECRET) return null;
  const api = new URL(config.STRIPE_API_URL);
  const secretKey = config.STRIPE_SECRET_KEY;
  // Stripe's client takes a quarter of a second to load: only on the first payment call.
  let client: Promise<Stripe> | undefined;
  const stripeClient = () =>
    (client ??= import('stripe').then(
      ({ default: StripeClient }) =>
        new StripeClient(secretKey, {
          host: api.hostname,
          port: api.port || (api.protocol === 'http:' ? 80 : 443),
          protocol: api.protocol === 'http:' ? 'http' : 'https',
          maxNetworkRetries: 2,
          timeout: 20_000,
          telemetry: false,
        }),
    ));
  const webhookSecret = config.STRIPE_WEBHOOK_SECRET;

  return {
    name: 'stripe',

    async createCheckout(request: CheckoutRequest) {
      const stripe = await stripeClient();
      const currency = request.currency.toLowerCase();
      const minimum = Math.floor(Date.now() / 1000) + MIN_SESSION_SECONDS;
      const expiresAt = Math.max(Math.floor(request.expiresAt.getTime() / 1000), minimum);
      const lineItems: Stripe.Checkout.SessionCreateParams.LineItem[] = request.lines.map(
        (line) => ({
          quantity: line.quantity,
          price_data: {
            currency,
            unit_amount: toMinorUnits(line.price, request.currency),
            product_data: { name: line.name },
          },
        }),
      );
      if (toMinorUnits(request.deliveryPrice, request.currency) > 0)
        lineItems.push({
          quantity: 1,
          price_data: {
            currency,
            unit_amount: toMinorUnits(request.deliveryPrice, request.currency),
            product_data: { name: 'Доставка' },
          },
        });
      const session = await stripe.checkout.sessions.create(
        {
          mode: 'payment',
          line_items: lineItems,
          client_reference_id: String(request.orderId),
          metadata: { order_id: String(request.orderId), order_number: request.orderNumber },
          payment_intent_data: { metadata: { order_id: String(request.orderId) } },
          customer_email: request.email ?? undefined,
          success_url: request.successUrl,
          cancel_url: request.cancelUrl,
          expires_at: expiresAt,
          locale: 'ru',
        },
        // One session per order and deadline, however often the shop asks (retries included).
        { idempotencyKey: `order-${request.orderId}-checkout-${expiresAt}` },
      );
      if (!session.url) throw new Error('Stripe answered a session without a payment page');
      return { sessionId: session.id, url: session.url };
    },

    async expireCheckout(sessionId: string) {
      const stripe = await stripeClient();
      const session = await stripe.checkout.sessions.retrieve(sessionId);
      if (session.status === 'open') await stripe.checkout.sessions.expire(sessionId);
    },

    async verifyNotice(rawBody, headers): Promise<PaymentNotice> {
      const stripe = await stripeClient();
      const signature = headers['stripe-signature'];
      if (typeof signature !== 'string' || !signature)
        throw new InvalidSignatureError('No Stripe-Signature header');
      let event: Stripe.Event;
      try {
        event = await stripe.webhooks.constructEventAsync(
          rawBody,
          signature,
          webhookSecret,
          SIGNATURE_TOLERANCE_SECONDS,
        );
      } catch (err) {
        throw new InvalidSignatureError(err instanceof Error ? err.message : 'Bad signature');
      }
      // Stripe's check refuses old timestamps only; one from the future is as suspect.
      const signedAt = Number(/(?:^|,)t=(\d+)/.exec(signature)?.[1]);
      if (signedAt > Date.now() / 1000 + SIGNATURE_TOLERANCE_SECONDS)
        throw new InvalidSignatureError('Timestamp in the future, outside the tolerance zone');
      const base = {
        eventId: event.id,
        type: event.type,
        payload: event,
        sessionId: null,
        orderId: null,
        paymentReference: null,
        amountMinor: null,
        currency: null,
      };
      // Signed yet without its object: nothing to act on, acknowledged like an unknown event.
      if (typeof (event.data as { object?: unknown } | undefined)?.object !== 'object')
        return { ...base, kind: 'other' };
      switch (event.type) {
        case 'checkout.session.completed':
        case 'checkout.session.async_payment_succeeded':
        case 'checkout.session.expired':
        case 'checkout.session.async_payment_failed': {
          const session = event.data.object;
          const paid =
            event.type !== 'checkout.session.expired' &&
            event.type !== 'checkout.session.async_payment_failed' &&
            session.payment_status === 'paid';
          return {
            ...base,
            kind: paid ? 'paid' : event.type === 'checkout.session.expired' ? 'expired' : 'other',
            sessionId: session.id,
            orderId: readOrderId(session.client_reference_id ?? session.metadata?.order_id),
            paymentReference: idOf(session.payment_intent),
            amountMinor: session.amount_total ?? null,
            currency: session.currency ?? null,
          };
        }
        case 'charge.refunded': {
          // Sent for a part refunded too (`refunded` is then false); the amount is all refunded so far.
          const charge = event.data.object;
          return {
            ...base,
            kind: 'refunded',
            paymentReference: idOf(charge.payment_intent),
            amountMinor: charge.amount_refunded,
            currency: charge.currency,
          };
        }
        default:
          return { ...base, kind: 'other' };
      }
    },

    async refund({ paymentReference, idempotencyKey, amountMinor }) {
      const stripe = await stripeClient();
      try {
        const refund = await stripe.refunds.create(
          {
            payment_intent: paymentReference,
            ...(amountMinor === undefined ? {} : { amount: amountMinor }),
          },
          { idempotencyKey },
        );
        return { refundId: refund.id, done: refund.status === 'succeeded' };
      } catch (err) {
        // 400, 402 and 404 refuse the request itself; a wrong key (401, 403), a rate limit (429)
        // or an outage may pass.
        const status = (err as { statusCode?: number }).statusCode;
        if (status === 400 || status === 402 || status === 404)
          throw new RefundRefusedError((err as Error).message, { cause: err });
        throw err;
      }
    },
  };
}
