/** What the customer reads when the bank's check could not run. */
export const bankCheckUnavailable =
  'Your bank asked to confirm this payment, but its check could not be opened. Please try again.';

/**
 * Completes a payment the bank asked the customer to confirm (3-D Secure): Stripe's own script
 * shows the bank's check for the payment's client secret. Resolves with the bank's refusal in
 * its own words, or null once the customer has passed it (the webhook then settles the payment).
 * Used by every purchase (credit packs, orders).
 */
export async function confirmBankCheck(options: {
  publicKey: string | null;
  clientSecret: string;
}): Promise<string | null> {
  if (!options.publicKey) return bankCheckUnavailable;
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
