import type { TPaymentMethod } from '@deckhand/contract';

const brandNames: Record<string, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  discover: 'Discover',
  diners: 'Diners Club',
  jcb: 'JCB',
  unionpay: 'UnionPay',
};

/** A card brand as people read it ('visa' → 'Visa'); unknown brands read 'Card'. */
export function formatCardBrand(brand: string): string {
  return brandNames[brand.toLowerCase()] ?? 'Card';
}

/** How a payment method reads in lists and pickers: 'Visa •••• 4242', 'Invoice (PO PO-7)'. */
export function getPaymentMethodLabel(method: TPaymentMethod): string {
  if (method.kind === 'card') return `${formatCardBrand(method.brand)} •••• ${method.last4}`;
  return method.poNumber ? `Invoice (PO ${method.poNumber})` : 'Invoice';
}

/** A card's expiry as MM/YYYY. */
export function formatCardExpiry(month: number, year: number): string {
  return `${String(month).padStart(2, '0')}/${year}`;
}
