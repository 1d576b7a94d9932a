import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config.ts';
import { createPaymentGateway, getSandboxSecret } from './create-gateway.ts';

const deployed = { APP_ENV: 'production', COOKIE_SECRET: 'c'.repeat(40) };

describe('payment gateway configuration', () => {
  it('is the sandbox without a Stripe secret key, its secret derived from the cookie secret', () => {
    const config = loadConfig({});
    expect(config.stripe).toBeNull();
    expect(createPaymentGateway(config).name).toBe('sandbox');
    expect(getSandboxSecret(config)).not.toBe(config.cookieSecret);
    expect(getSandboxSecret(config)).toBe(getSandboxSecret(loadConfig({})));
    expect(getSandboxSecret(loadConfig(deployed))).not.toBe(getSandboxSecret(config));
  });

  it('is Stripe with STRIPE_SECRET_KEY', () => {
    const config = loadConfig({ STRIPE_SECRET_KEY: 'sk_test_1', STRIPE_WEBHOOK_SECRET: 'whsec_1' });
    expect(config.stripe).toEqual({ secretKey: 'sk_test_1', webhookSecret: 'whsec_1' });
    expect(createPaymentGateway(config).name).toBe('stripe');
  });

  it('requires the webhook secret with the secret key when deployed', () => {
    expect(() => loadConfig({ ...deployed, STRIPE_SECRET_KEY: 'sk_live_1' })).toThrow(ConfigError);
    expect(() => loadConfig({ ...deployed, STRIPE_SECRET_KEY: 'sk_live_1' })).toThrow(
      /STRIPE_WEBHOOK_SECRET/,
    );
    expect(
      loadConfig({ ...deployed, STRIPE_SECRET_KEY: 'sk_live_1', STRIPE_WEBHOOK_SECRET: 'whsec_1' })
        .stripe,
    ).toEqual({ secretKey: 'sk_live_1', webhookSecret: 'whsec_1' });
    expect(loadConfig({ STRIPE_SECRET_KEY: 'sk_test_1' }).stripe?.webhookSecret).toBeNull();
  });

  it('sends the publishable key to the browser, else PAYMENT_PUBLIC_KEY', () => {
    expect(loadConfig({ PAYMENT_PUBLIC_KEY: 'pk_old' }).paymentPublicKey).toBe('pk_old');
    expect(
      loadConfig({ PAYMENT_PUBLIC_KEY: 'pk_old', STRIPE_PUBLISHABLE_KEY: 'pk_test_1' })
        .paymentPublicKey,
    ).toBe('pk_test_1');
  });
});
