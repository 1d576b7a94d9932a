import { bankCheckUnavailable } from '@/domain/payments/confirm-bank-check';

/** What the customer reads when the bank's check could not run or did not pass. */
export const bankCheckMessages = {
  unavailable: bankCheckUnavailable,
  pending:
    'Your bank is still confirming the payment. Its credits appear in your credit history once it is done.',
} as const;
