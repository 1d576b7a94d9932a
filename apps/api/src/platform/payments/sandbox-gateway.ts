import { createHash } from 'node:crypto';
import type { ChargeRequest, ChargeResult, PaymentGateway } from './gateway.ts';
import { findSandboxRefusal, readSandboxToken } from './sandbox-cards.ts';

const invalidToken = {
  status: 'failed' as const,
  gatewayPaymentId: null,
  code: 'invalid_token',
  message: 'This card could not be read. Please enter it again.',
};

/**
 * The default gateway: charges decided by the test card's number (sandbox-cards.ts), at once and
 * without network. Its charge id is derived from the idempotency key, as a real gateway answers
 * a retried request with the first charge.
 */
export function createSandboxGateway(options: { secret: string }): PaymentGateway {
  const { secret } = options;
  return {
    name: 'sandbox',
    ensureCustomer: async () => null,
    attachCard: async (token) => readSandboxToken(secret, token) ?? invalidToken,
    detachCard: async () => {},
    charge: async (request: ChargeRequest): Promise<ChargeResult> => {
      const card = readSandboxToken(secret, request.cardRef);
      if (!card) return invalidToken;
      const gatewayPaymentId = `ch_sandbox_${createHash('sha256')
        .update(request.idempotencyKey)
        .digest('hex')
        .slice(0, 24)}`;
      const refusal = findSandboxRefusal(card.last4);
      if (refusal) return { status: 'failed', gatewayPaymentId, ...refusal };
      return { status: 'succeeded', gatewayPaymentId };
    },
    // The sandbox answers every charge at once: no charge of its own waits for a bank check.
    readCharge: async (gatewayPaymentId) => {
      throw new Error(`sandbox: charge ${gatewayPaymentId} is not one waiting for a bank check`);
    },
    refund: async (request) => ({
      status: 'succeeded',
      gatewayRefundId: `re_sandbox_${createHash('sha256')
        .update(request.idempotencyKey)
        .digest('hex')
        .slice(0, 24)}`,
    }),
    parseWebhook: () => null,
  };
}
