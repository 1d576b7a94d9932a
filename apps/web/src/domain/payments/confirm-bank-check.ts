import { useCallback } from 'react';
import { useInit } from '@/lib/init/get-init';
import { type TModalManager, useModalManager } from '@/lib/modals/modal-context';
import { openSandboxBankCheck } from './sandbox-bank-check';

/** What the customer reads when the bank's check could not run. */
export const bankCheckUnavailable =
  'Your bank asked to confirm this payment, but its check could not be opened. Please try again.';

/**
 * Completes a payment the bank asked the customer to confirm (3-D Secure): with Stripe (init
 * carries its publishable key) Stripe's own script shows the bank's check; with the sandbox
 * gateway its bank check page opens in a modal (`openModal`). Resolves with the bank's refusal
 * in its own words, or null once the customer has passed it (the webhook, or the sandbox page,
 * then settles the payment). Used by every purchase (credit packs, orders).
 */
export async function confirmBankCheck(options: {
  publicKey: string | null;
  clientSecret: string;
  openModal?: TModalManager['openModal'];
}): Promise<string | null> {
  if (!options.publicKey) {
    if (!options.openModal) return bankCheckUnavailable;
    return openSandboxBankCheck(options.openModal, options.clientSecret);
  }
  try {
    const { loadStripe } = await import('@stripe/stripe-js');
    const stripe = await loadStripe(options.publicKey);
    if (!stripe) return bankCheckUnavailable;
    const result = await stripe.handleNextAction({ clientSecret: options.clientSecret });
    return result.error ? (result.error.message ?? bankCheckUnavailable) : null;
  } catch {
    return bankCheckUnavailable;
  }
}

/** confirmBankCheck with the gateway init names and the app's modal: `(clientSecret) => refusal`. */
export function useConfirmBankCheck(): (clientSecret: string) => Promise<string | null> {
  const publicKey = useInit().data?.env.paymentPublicKey ?? null;
  const { openModal } = useModalManager();
  return useCallback(
    (clientSecret: string) => confirmBankCheck({ publicKey, clientSecret, openModal }),
    [publicKey, openModal],
  );
}
