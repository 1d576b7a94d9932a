/**
 * The bank's check (3-D Secure) of a card payment, as the credits feature does it (a copy: a
 * feature does not import another's files; both could move to lib/payments).
 */
export const bankCheckMessages = {
  unavailable:
    'Your bank asked to confirm this payment, but its check could not be opened. Please try again.',
  pending: 'Your bank is still confirming the payment. Your order starts once it is done.',
} as const;

/**
 * Completes a payment the bank asked the customer to confirm (3-D Secure): Stripe's own script
 * shows the bank's check for the payment's client secret. Resolves with the bank's refusal in
 * its own words, or null once the customer has passed it (the webhook then settles the payment).
 */
export async function confirmBankCheck(options: {
  publicKey: string | null;
  clientSecret: string;
}): Promise<string | null> {
  if (!options.publicKey) return bankCheckMessages.unavailable;
  try {
    const { loadStripe } = await import('@stripe/stripe-js');
    const stripe = await loadStripe(options.publicKey);
    if (!stripe) return bankCheckMessages.unavailable;
    const result = await stripe.handleNextAction({ clientSecret: options.clientSecret });
    return result.error ? (result.error.message ?? bankCheckMessages.unavailable) : null;
  } catch {
    return bankCheckMessages.unavailable;
  }
}
