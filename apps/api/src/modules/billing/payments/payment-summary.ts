import { receiptStatuses, type TPaymentSummary, toServerTimestamp } from '@deckhand/contract';
import type { PaymentRow } from '../../../db/schema/index.ts';

const brandNames: Record<string, string> = {
  amex: 'American Express',
  diners: 'Diners Club',
  discover: 'Discover',
  jcb: 'JCB',
  mastercard: 'Mastercard',
  unionpay: 'UnionPay',
  visa: 'Visa',
};

/** A card brand as people read it: 'visa' -> 'Visa', 'amex' -> 'American Express'. */
export function formatCardBrand(brand: string | null): string {
  if (!brand || brand === 'unknown') return 'Card';
  return brandNames[brand.toLowerCase()] ?? brand.charAt(0).toUpperCase() + brand.slice(1);
}

/** How a card reads on payments and receipts: 'Visa •••• 4242'. */
export function formatCardLabel(card: { brand: string | null; last4: string | null }): string {
  return `${formatCardBrand(card.brand)} •••• ${card.last4 ?? '????'}`;
}

/** A payment that took money (paid, or paid then refunded) has a receipt to download. */
export function hasReceipt(row: PaymentRow): row is PaymentRow & { receiptNumber: string } {
  return receiptStatuses.includes(row.status) && row.receiptNumber !== null;
}

/** A stored payment as the customer sees it (contract ZPaymentSummary). */
export function toPaymentSummary(row: PaymentRow): TPaymentSummary {
  return {
    id: row.id,
    purpose: row.purpose,
    status: row.status,
    description: row.description,
    amount: row.amount,
    currency: row.currency,
    methodLabel: row.methodLabel,
    failureMessage: row.failureMessage,
    createdAt: toServerTimestamp(row.createdAt),
    paidAt: row.paidAt ? toServerTimestamp(row.paidAt) : null,
    receiptAvailable: hasReceipt(row),
  };
}
