import { createHmac } from 'node:crypto';
import type { AppConfig } from '../../config.ts';
import type { PaymentGateway } from './gateway.ts';
import { createSandboxGateway } from './sandbox-gateway.ts';

/**
 * The secret the sandbox signs its card tokens with: derived from the cookie secret (so every
 * instance of a deployment agrees, and the cookie secret itself signs nothing else).
 */
export function getSandboxSecret(config: Pick<AppConfig, 'cookieSecret'>): string {
  return createHmac('sha256', config.cookieSecret).update('deckhand-sandbox-gateway').digest('hex');
}

/** The sandbox by default; Stripe when STRIPE_SECRET_KEY is set. */
export function createPaymentGateway(config: Pick<AppConfig, 'cookieSecret'>): PaymentGateway {
  return createSandboxGateway({ secret: getSandboxSecret(config) });
}
