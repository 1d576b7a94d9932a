import { z } from 'zod';
import { ZPaymentStatus } from './payments.ts';
import { boundedString } from './validation.ts';

/**
 * The sandbox gateway's own pages (used when no Stripe key is set): the card frame that tokenises
 * a test card and the bank check page that plays a bank's 3-D Secure question. Never under /v1.
 */

/** What the sandbox card frame posts to its tokens route (never to /v1). */
export const ZSandboxCardRequest = z.object({
  number: boundedString(32),
  expMonth: z.number().int().min(1).max(12),
  expYear: z.number().int().min(2000).max(2100),
  cvc: boundedString(8),
});

export const ZSandboxCardResponse = z.object({
  token: z.string(),
  brand: z.string(),
  last4: z.string(),
  expMonth: z.number().int(),
  expYear: z.number().int(),
});

/** The message the card frame sends its parent window once the card is tokenised. */
export const sandboxCardMessageType = 'deckhand-sandbox-card';

/** The sandbox bank check page's words (its test 3-D Secure card, 4000 0027 6000 3184). */
export const sandboxBankCheckMessages = {
  title: 'Confirm the payment',
  note: 'Test mode: this page plays your bank asking you to confirm the payment.',
  complete: 'Complete',
  fail: 'Fail',
  unknown: 'This bank check does not exist. Please start the payment again.',
  signInRequired: 'Please sign in to confirm this payment.',
  succeeded: 'The payment is confirmed.',
  failed: 'The payment was not confirmed.',
  notFinished: 'The bank check was closed before it was finished. Please try again.',
} as const;

/** What the bank check page posts when a button is pressed (never to /v1). */
export const ZSandboxBankCheckRequest = z.object({
  clientSecret: boundedString(200),
  outcome: z.enum(['complete', 'fail']),
});

/** Where the payment stands after the page's answer (the same when it was settled before). */
export const ZSandboxBankCheckResponse = z.object({
  status: ZPaymentStatus,
  message: z.string().nullable(),
});

/** The message the bank check page sends its parent window once the check is settled. */
export const sandboxBankCheckMessageType = 'deckhand-sandbox-bank-check';

export const ZSandboxBankCheckMessage = z.object({
  type: z.literal(sandboxBankCheckMessageType),
  status: z.enum(['succeeded', 'failed']),
  message: z.string().nullable(),
});

export type TSandboxCardRequest = z.infer<typeof ZSandboxCardRequest>;
export type TSandboxCardResponse = z.infer<typeof ZSandboxCardResponse>;
export type TSandboxBankCheckRequest = z.infer<typeof ZSandboxBankCheckRequest>;
export type TSandboxBankCheckResponse = z.infer<typeof ZSandboxBankCheckResponse>;
export type TSandboxBankCheckMessage = z.infer<typeof ZSandboxBankCheckMessage>;
