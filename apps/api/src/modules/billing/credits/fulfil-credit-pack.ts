import { creditMessages } from '@deckhand/contract';
import type { Db } from '../../../db/database.ts';
import type { PaymentRow } from '../../../db/schema/index.ts';
import { appendCreditEntry } from './ledger.ts';

/** What a creditPack payment stores in details (credits.service buyCreditPack). */
export interface CreditPackDetails {
  packageId: number;
  credits: number;
  name: string;
}

function readDetails(payment: PaymentRow): CreditPackDetails {
  const { packageId, credits, name } = payment.details as Partial<CreditPackDetails>;
  if (typeof credits !== 'number' || !Number.isSafeInteger(credits) || credits <= 0) {
    throw new Error(`credit pack payment ${payment.id}: details carry no credits`);
  }
  return { packageId: Number(packageId), credits, name: String(name ?? 'credit') };
}

/**
 * The payments core's fulfilment of a creditPack payment, run in the transaction that marks it
 * succeeded: the pack's credits as a 'purchase' entry. Its reference is the payment, so the
 * same payment never credits twice (start() and a webhook may both settle it).
 */
export async function fulfilCreditPack(tx: Db, payment: PaymentRow): Promise<void> {
  const details = readDetails(payment);
  await appendCreditEntry(tx, {
    teamId: payment.teamId,
    kind: 'purchase',
    amount: details.credits,
    reason: creditMessages.purchaseReason(details.name),
    reference: `payment:${payment.id}`,
    paymentId: payment.id,
    userId: payment.userId,
  });
}
