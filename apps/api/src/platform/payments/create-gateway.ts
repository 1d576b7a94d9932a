import { createHmac } from 'node:crypto';
import type { AppConfig } from '../../config.ts';
import type { PaymentGateway } from './gateway.ts';
import { createSandboxGateway } from './sandbox-gateway.ts';
import { createStripeGateway } from './stripe-gateway.ts';

/**
 * The secret the sandbox signs its card tokens with: derived from the cookie secret (so every
 * instance of a deployment agrees, and the cookie secret itself signs nothing else).
 */
export function getSandboxSecret(config: Pick<AppConfig, 'cookieSecret'>): string {
  return createHmac('sha256', config.cookieSecret).update('deckhand-sandbox-gateway').digest('hex');
}

/** Stripe when STRIPE_SECRET_KEY is set (config.stripe), the sandbox otherwise. */
export function createPaymentGateway(
  config: Pick<AppConfig, 'cookieSecret' | 'stripe'>,
): PaymentGateway {
  if (config.stripe) return createStripeGateway(config.stripe);
  return createSandboxGateway({ secret: getSandboxSecret(config) });
}
