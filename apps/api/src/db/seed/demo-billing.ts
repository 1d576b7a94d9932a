import { randomUUID } from 'node:crypto';
import {
  creditMessages,
  dayMs,
  formatMinorUnits,
  getCreditPackageDiscount,
} from '@deckhand/contract';
import { and, eq } from 'drizzle-orm';
import { loadConfig } from '../../config.ts';
import { appendCreditEntry, fingerprintOf, receiptNumberOf } from '../../modules/billing/index.ts';
import { getSandboxSecret } from '../../platform/payments/create-gateway.ts';
import { issueSandboxToken } from '../../platform/payments/sandbox-cards.ts';
import type { Db } from '../database.ts';
import { creditPackages, memberships, paymentMethods, payments, users } from '../schema/index.ts';

/** A pack's first line, its money in the one format of every screen: '$1 050.00 of credits for $1 000.00…'. */
const worthLine = (amount: number, credits: number) =>
  `${formatMinorUnits(credits)} of credits for ${formatMinorUnits(amount)}: ${getCreditPackageDiscount(amount, credits).percentage}% more to spend`;

/**
 * The credit packs of §3 (prices and credits in cents): reference data, inserted when missing
 * and never overwritten (a price changed in the database stays). Silver is the upsell popup's.
 */
export const creditPackageSeeds = [
  {
    name: 'Bronze',
    amount: 100_000,
    credits: 105_000,
    colour: 'bronze',
    approxSlides: 30,
    isUpsell: false,
    position: 1,
    pros: [
      worthLine(100_000, 105_000),
      'Credits never expire',
      'Pay for any order without a card at checkout',
    ],
  },
  {
    name: 'Silver',
    amount: 250_000,
    credits: 270_000,
    colour: 'silver',
    approxSlides: 80,
    isUpsell: true,
    position: 2,
    pros: [
      worthLine(250_000, 270_000),
      'Credits never expire',
      'Pay for any order without a card at checkout',
      'Share the balance with your whole team',
    ],
  },
  {
    name: 'Gold',
    amount: 500_000,
    credits: 550_000,
    colour: 'gold',
    approxSlides: 160,
    isUpsell: false,
    position: 3,
    pros: [
      worthLine(500_000, 550_000),
      'Credits never expire',
      'Pay for any order without a card at checkout',
      'Share the balance with your whole team',
    ],
  },
] as const;

/** Inserts the packs that are missing (by name). */
export async function seedCreditPackages(db: Db): Promise<void> {
  await db
    .insert(creditPackages)
    .values(creditPackageSeeds.map((pack) => ({ ...pack, currency: 'USD', pros: [...pack.pros] })))
    .onConflictDoNothing({ target: creditPackages.name });
}

/** The demo orders the owner's team paid with credits (the orders module writes real ones). */
const demoSpends = [
  {
    reference: 'order:demo-1',
    amount: 48_000,
    reason: 'Order demo-1: Quarterly results deck',
    daysAgo: 30,
  },
  {
    reference: 'order:demo-2',
    amount: 72_500,
    reason: 'Order demo-2: Product launch pitch',
    daysAgo: 12,
  },
] as const;

/**
 * Demo billing for owner@example.com's team (Northwind Studio): a default sandbox Visa ending
 * 4242 (a token signed with the sandbox secret the app derives from COOKIE_SECRET, so the card
 * can be charged), a Silver pack bought five weeks ago with its receipt, and two orders paid
 * from the credits, so the balance, credit history and payments pages have something on first
 * start. The manager (manager@example.com) may see the balance but not buy. Runs after
 * demo-accounts; without that team it only adds the packs.
 */
export async function seedDemoBilling(
  db: Db,
  sandboxSecret: string = getSandboxSecret(loadConfig()),
): Promise<void> {
  await seedCreditPackages(db);
  const [owner] = await db
    .select({ userId: users.id, teamId: memberships.teamId })
    .from(users)
    .innerJoin(memberships, eq(memberships.userId, users.id))
    .where(and(eq(users.email, 'owner@example.com'), eq(memberships.role, 'owner')));
  const [silver] = await db.select().from(creditPackages).where(eq(creditPackages.name, 'Silver'));
  if (!owner || !silver) return;

  const now = Date.now();
  const card = {
    brand: 'visa',
    last4: '4242',
    expMonth: 12,
    expYear: new Date().getUTCFullYear() + 3,
  };
  const [method] = await db
    .insert(paymentMethods)
    .values({
      teamId: owner.teamId,
      kind: 'card',
      isDefault: true,
      gateway: 'sandbox',
      gatewayRef: issueSandboxToken(sandboxSecret, card),
      ...card,
      createdAt: new Date(now - 40 * dayMs),
    })
    .returning({ id: paymentMethods.id });
  if (!method) throw new Error('demo billing: no card row');

  const paidAt = new Date(now - 35 * dayMs);
  const details = { packageId: silver.id, credits: silver.credits, name: silver.name };
  const [payment] = await db
    .insert(payments)
    .values({
      teamId: owner.teamId,
      userId: owner.userId,
      purpose: 'creditPack',
      description: `${silver.name} credit pack`,
      amount: silver.amount,
      currency: silver.currency,
      status: 'succeeded',
      paymentMethodId: method.id,
      methodLabel: 'Visa •••• 4242',
      gateway: 'sandbox',
      gatewayPaymentId: `pay_sandbox_demo_${randomUUID()}`,
      idempotencyKey: randomUUID(),
      requestFingerprint: fingerprintOf({ packageId: silver.id, paymentMethodId: method.id }),
      details,
      createdAt: paidAt,
      updatedAt: paidAt,
      paidAt,
    })
    .returning({ id: payments.id });
  if (!payment) throw new Error('demo billing: no payment row');
  await db
    .update(payments)
    .set({ receiptNumber: receiptNumberOf(payment.id) })
    .where(eq(payments.id, payment.id));

  await appendCreditEntry(db, {
    teamId: owner.teamId,
    kind: 'purchase',
    amount: silver.credits,
    reason: creditMessages.purchaseReason(silver.name),
    reference: `payment:${payment.id}`,
    paymentId: payment.id,
    userId: owner.userId,
    createdAt: paidAt,
  });
  for (const spend of demoSpends) {
    await appendCreditEntry(db, {
      teamId: owner.teamId,
      kind: 'spend',
      amount: -spend.amount,
      reason: spend.reason,
      reference: spend.reference,
      userId: owner.userId,
      createdAt: new Date(now - spend.daysAgo * dayMs),
    });
  }
}
