import { ConfigError } from './config-error.ts';

/**
 * The Stripe settings (STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET, STRIPE_API_URL) as config.ts
 * hands them to the Stripe gateway.
 */

export interface StripeConfig {
  secretKey: string;
  /** Verifies webhook deliveries; required when APP_ENV is deployed. */
  webhookSecret: string | null;
  /** Another address for Stripe's API (stripe-mock, a local server playing Stripe in tests). */
  api?: { host: string; port: number; protocol: 'http' | 'https' };
}

/** STRIPE_API_URL as the Stripe client takes it; a deployed instance only talks https. */
function parseStripeApi(value: string | undefined, isDeployed: boolean): StripeConfig['api'] {
  if (!value) return undefined;
  const url = new URL(value);
  if (isDeployed && url.protocol !== 'https:') {
    throw new ConfigError('STRIPE_API_URL: must be https when APP_ENV is deployed');
  }
  const protocol = url.protocol === 'https:' ? 'https' : 'http';
  return {
    host: url.hostname.replace(/^\[|\]$/g, ''),
    port: Number(url.port) || (protocol === 'https' ? 443 : 80),
    protocol,
  };
}

/** Stripe replaces the sandbox gateway when its secret key is set. */
export function parseStripe(
  env: { secretKey?: string; webhookSecret?: string; apiUrl?: string },
  isDeployed: boolean,
): StripeConfig | null {
  if (!env.secretKey) return null;
  if (isDeployed && !env.webhookSecret) {
    throw new ConfigError(
      'STRIPE_WEBHOOK_SECRET: required with STRIPE_SECRET_KEY when APP_ENV is deployed (payments are settled by webhooks)',
    );
  }
  const api = parseStripeApi(env.apiUrl, isDeployed);
  return {
    secretKey: env.secretKey,
    webhookSecret: env.webhookSecret ?? null,
    ...(api ? { api } : {}),
  };
}
