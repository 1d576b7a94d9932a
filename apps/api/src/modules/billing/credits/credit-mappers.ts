import {
  getCreditPackageDiscount,
  type TCreditEntry,
  type TCreditPackage,
  toServerTimestamp,
  ZCreditPackageColour,
  ZCreditPackageName,
} from '@deckhand/contract';
import type { CreditEntryRow, CreditPackageRow } from '../../../db/schema/index.ts';

/** A stored pack as the contract's ZCreditPackage (amounts in minor units). */
export function toCreditPackage(row: CreditPackageRow): TCreditPackage {
  return {
    id: row.id,
    name: ZCreditPackageName.parse(row.name),
    amount: row.amount,
    credits: row.credits,
    currency: row.currency,
    discount: getCreditPackageDiscount(row.amount, row.credits),
    colour: ZCreditPackageColour.parse(row.colour),
    pros: row.pros,
  };
}

export function toCreditEntry(row: CreditEntryRow & { currency: string }): TCreditEntry {
  return {
    id: row.id,
    kind: row.kind,
    amount: row.amount,
    balanceAfter: row.balanceAfter,
    currency: row.currency,
    reason: row.reason,
    reference: row.reference,
    createdAt: toServerTimestamp(row.createdAt),
  };
}
