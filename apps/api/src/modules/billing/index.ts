/**
 * Billing's public entry: payments and their gateway, the credit ledger, credit packs, the
 * subscription, billing details and the payment history. Other modules, the app, seeds and test
 * factories import billing only here (the boundary check of `npm test` holds it).
 */
export { billingDetailsRoutes } from './billing-details/billing-details.routes.ts';
export { createBillingNoticeSources } from './billing-notices.ts';
export { creditsRoutes } from './credits/credits.routes.ts';
export { fulfilCreditPack } from './credits/fulfil-credit-pack.ts';
export { appendCreditEntry, getBalance, spendCredits, sumEntries } from './credits/ledger.ts';
export { paymentHistoryRoutes } from './payment-history/payment-history.routes.ts';
export {
  createPaymentRefundJobHandler,
  paymentRefundJobKind,
  schedulePaymentRefund,
} from './payments/payment-refund-job.ts';
export { receiptNumberOf } from './payments/payments.queries.ts';
export { paymentsWebhookRoutes } from './payments/payments.routes.ts';
export { createPayments, fingerprintOf } from './payments/payments.service.ts';
export type { Fulfilment, Payments } from './payments/payments.types.ts';
export { sandboxBankCheckRoutes } from './payments/sandbox-bank-check.routes.ts';
export { createRenewalJobHandler, renewalJobKind } from './subscription/renewal.service.ts';
export { subscriptionRoutes } from './subscription/subscription.routes.ts';
export { fulfilSubscription } from './subscription/subscription.service.ts';
