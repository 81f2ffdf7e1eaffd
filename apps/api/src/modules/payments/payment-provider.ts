/**
 * What the shop needs of an online payment provider (docs/decisions/034-online-payments.md):
 * a hosted payment page for an order, signed notifications, refunds. Stripe is the one adapter
 * today; another provider (CloudPayments, Kaspi Pay) is another implementation of this type.
 */
export type CheckoutRequest = {
  orderId: number;
  orderNumber: string;
  /** Amounts in the store currency as exact decimal strings ("12990.00"). */
  lines: { name: string; price: string; quantity: number }[];
  deliveryPrice: string;
  total: string;
  currency: string;
  email: string | null;
  successUrl: string;
  cancelUrl: string;
  expiresAt: Date;
};

export type CheckoutSession = { sessionId: string; url: string };

/** A provider notification whose signature was checked, reduced to what the shop acts on. */
export type PaymentNotice = {
  eventId: string;
  type: string;
  kind: 'paid' | 'expired' | 'refunded' | 'other';
  sessionId: string | null;
  orderId: number | null;
  /** The provider's payment (for refunds). */
  paymentReference: string | null;
  /**
   * Amount in minor units and currency (lower case ISO), when the event carries them: what was
   * paid, or for a refund all that was refunded of the payment so far.
   */
  amountMinor: number | null;
  currency: string | null;
  payload: unknown;
};

export type RefundResult = { refundId: string; done: boolean };

export interface PaymentProvider {
  readonly name: string;
  createCheckout(request: CheckoutRequest): Promise<CheckoutSession>;
  /** Ends an open session so that nobody pays a cancelled order; a finished one is left alone. */
  expireCheckout(sessionId: string): Promise<void>;
  /** Checks the signature and reads the notification; throws InvalidSignatureError if forged. */
  verifyNotice(
    rawBody: Buffer,
    headers: Record<string, string | string[] | undefined>,
  ): Promise<PaymentNotice>;
  /** The whole payment back, or `amountMinor` of it (a partial refund). */
  refund(input: {
    paymentReference: string;
    idempotencyKey: string;
    amountMinor?: number;
  }): Promise<RefundResult>;
}

export class InvalidSignatureError extends Error {
  override name = 'InvalidSignatureError';
}

/**
 * The provider answered a refund with a refusal of the request itself (a client error such as an
 * amount above what is left): asking again with the same key gets the same answer. An outage, a
 * rate limit or a lost connection is not a refusal.
 */
export class RefundRefusedError extends Error {
  override name = 'RefundRefusedError';
}

/** ISO 4217 currencies without minor units at Stripe (amounts are whole units). */
const ZERO_DECIMAL = new Set([
  'BIF',
  'CLP',
  'DJF',
  'GNF',
  'JPY',
  'KMF',
  'KRW',
  'MGA',
  'PYG',
  'RWF',
  'UGX',
  'VND',
  'VUV',
  'XAF',
  'XOF',
  'XPF',
]);

/** An exact decimal string ("12990.50") in minor units (1299050), without floating point. */
export function toMinorUnits(amount: string, currency: string): number {
  const [whole = '0', fraction = ''] = amount.trim().split('.');
  const cents = Number(whole) * 100 + Number(fraction.padEnd(2, '0').slice(0, 2));
  if (!Number.isSafeInteger(cents)) throw new Error(`Bad amount ${amount}`);
  return ZERO_DECIMAL.has(currency.toUpperCase()) ? Math.round(cents / 100) : cents;
}

/** Minor units back into the currency's own units (1299050 → 12990.5), as amounts are shown. */
export function fromMinorUnits(minor: number, currency: string): number {
  return ZERO_DECIMAL.has(currency.toUpperCase()) ? minor : minor / 100;
}
