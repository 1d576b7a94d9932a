import type { Db } from '../db/database.ts';
import { type PaymentMethodRow, paymentMethods } from '../db/schema/index.ts';
import { getSandboxSecret } from '../platform/payments/create-gateway.ts';
import { issueSandboxToken } from '../platform/payments/sandbox-cards.ts';
import { createTestConfig } from './create-test-app.ts';

/** The sandbox gateway's secret in tests: the one createPaymentGateway derives from the config. */
export const testSandboxSecret = getSandboxSecret(createTestConfig());

/**
 * Test data: a live sandbox card of a team, as the billing details page stores it after the card
 * frame (last4 '4242' succeeds, '0002' is declined, '9995' has insufficient funds).
 */
export async function insertSandboxCard(
  db: Db,
  teamId: number,
  options: { last4?: string; brand?: string; secret?: string; isDefault?: boolean } = {},
): Promise<PaymentMethodRow> {
  const card = {
    brand: options.brand ?? 'visa',
    last4: options.last4 ?? '4242',
    expMonth: 12,
    expYear: new Date().getUTCFullYear() + 3,
  };
  const [row] = await db
    .insert(paymentMethods)
    .values({
      teamId,
      kind: 'card',
      isDefault: options.isDefault ?? false,
      gateway: 'sandbox',
      gatewayRef: issueSandboxToken(options.secret ?? testSandboxSecret, card),
      ...card,
    })
    .returning();
  if (!row) throw new Error('no card row');
  return row;
}
