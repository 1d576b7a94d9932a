import { bankCheckUnavailable } from '@/domain/payments/confirm-bank-check';

/** What the customer reads when the bank's check (domain/payments) could not run or is not done. */
export const bankCheckMessages = {
  unavailable: bankCheckUnavailable,
  pending: 'Your bank is still confirming the payment. Your order starts once it is done.',
} as const;
