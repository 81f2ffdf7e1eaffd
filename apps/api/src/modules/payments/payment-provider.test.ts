import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, parseEnv } from '../../config/env';
import { toMinorUnits } from './payment-provider';

describe('amounts for the provider', () => {
  it('turns exact decimals into minor units without floating point', () => {
    expect(toMinorUnits('12990.00', 'KZT')).toBe(1_299_000);
    expect(toMinorUnits('0.10', 'KZT')).toBe(10);
    expect(toMinorUnits('4990.5', 'RUB')).toBe(499_050);
    // 0.29 * 100 is 28.999… in floating point; the string arithmetic is exact.
    expect(toMinorUnits('1000000.29', 'KZT')).toBe(100_000_029);
    // Currencies without minor units at Stripe are whole amounts.
    expect(toMinorUnits('1500.00', 'JPY')).toBe(1500);
  });
});

describe('payment and email settings', () => {
  it('offers online payment only with both Stripe keys, and refuses one alone', () => {
    expect(loadConfig({}).paymentsEnabled).toBe(false);
    expect(
      loadConfig({ STRIPE_SECRET_KEY: 'sk_test_1', STRIPE_WEBHOOK_SECRET: 'whsec_1' })
        .paymentsEnabled,
    ).toBe(true);
    expect(() => parseEnv({ STRIPE_SECRET_KEY: 'sk_test_1' })).toThrow(ConfigError);
    expect(() => parseEnv({ STRIPE_WEBHOOK_SECRET: 'whsec_1' })).toThrow(
      /STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET/,
    );
  });

  it('reads the delivery, payment time and SMTP settings with their defaults', () => {
    const defaults = parseEnv({});
    expect(defaults).toMatchObject({
      DELIVERY_COURIER_PRICE: 1500,
      ORDER_PAYMENT_TIMEOUT_MINUTES: 60,
      STRIPE_API_URL: 'https://api.stripe.com',
      SMTP_PORT: 587,
      SMTP_SECURE: false,
    });
    expect(defaults.DELIVERY_FREE_ABOVE).toBeUndefined();
    expect(defaults.SMTP_HOST).toBeUndefined();
    expect(
      parseEnv({ SMTP_HOST: 'smtp.example.kz', SMTP_PORT: '465', SMTP_SECURE: 'true' }),
    ).toMatchObject({ SMTP_HOST: 'smtp.example.kz', SMTP_PORT: 465, SMTP_SECURE: true });
    expect(() => parseEnv({ ORDER_PAYMENT_TIMEOUT_MINUTES: '0' })).toThrow(ConfigError);
  });
});
