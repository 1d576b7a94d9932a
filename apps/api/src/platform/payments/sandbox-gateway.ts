import { createHash } from 'node:crypto';
import type { ChargeRequest, ChargeResult, PaymentGateway } from './gateway.ts';
import {
  findSandboxRefusal,
  issueSandboxClientSecret,
  readSandboxToken,
  sandboxAuthenticationRequired,
  sandboxBankCheckLast4,
} from './sandbox-cards.ts';

const invalidToken = {
  status: 'failed' as const,
  gatewayPaymentId: null,
  code: 'invalid_token',
  message: 'This card could not be read. Please enter it again.',
};

const chargePrefix = 'ch_sandbox_';

/**
 * The default gateway: charges decided by the test card's number (sandbox-cards.ts), at once and
 * without network. Its charge id is derived from the idempotency key, as a real gateway answers
 * a retried request with the first charge. The 3-D Secure card's charge waits for the sandbox
 * bank check page (sandbox-bank-check.routes.ts in billing), which settles the payment as a
 * webhook would: the payment row is where its outcome is kept, so the sandbox stays stateless.
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
      const gatewayPaymentId = `${chargePrefix}${createHash('sha256')
        .update(request.idempotencyKey)
        .digest('hex')
        .slice(0, 24)}`;
      const refusal = findSandboxRefusal(card.last4);
      if (refusal) return { status: 'failed', gatewayPaymentId, ...refusal };
      if (card.last4 === sandboxBankCheckLast4) {
        if (request.offSession) {
          return { status: 'failed', gatewayPaymentId, ...sandboxAuthenticationRequired };
        }
        const clientSecret = issueSandboxClientSecret(secret, gatewayPaymentId);
        return { status: 'requiresAction', gatewayPaymentId, clientSecret };
      }
      return { status: 'succeeded', gatewayPaymentId };
    },
    // Asked only for a payment still waiting for the bank's check (the bank check page moves it
    // on once pressed): the check is still open, with the same client secret.
    readCharge: async (gatewayPaymentId) => {
      if (!gatewayPaymentId.startsWith(chargePrefix)) {
        throw new Error(`sandbox: ${gatewayPaymentId} is not a sandbox charge`);
      }
      return {
        status: 'requiresAction',
        gatewayPaymentId,
        clientSecret: issueSandboxClientSecret(secret, gatewayPaymentId),
      };
    },
    refund: async (request) => ({
      status: 'succeeded',
      gatewayRefundId: `re_sandbox_${createHash('sha256')
        .update(request.idempotencyKey)
        .digest('hex')
        .slice(0, 24)}`,
    }),
    parseWebhook: async () => null,
  };
}
