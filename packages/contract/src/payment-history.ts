import { z } from 'zod';
import { pageOf, pageQuery, type TSortDirection } from './paging.ts';
import { type TPaymentStatus, ZPaymentSummary } from './payments.ts';
import { ZRouteId } from './validation.ts';

/**
 * Payment history (issue 10): every payment of the team, paged per §2.4, each with a PDF
 * receipt once it is paid. Amounts are minor units of `currency` (formatMinorUnits to show).
 */

export const paymentSortOptions = ['date', 'amount'] as const;
export type TPaymentSortOption = (typeof paymentSortOptions)[number];

/** Newest first unless the sort filter says otherwise. */
export const defaultPaymentSort: { option: TPaymentSortOption; direction: TSortDirection } = {
  option: 'date',
  direction: 'desc',
};

/** GET /billing/payments query: page, limit, sort `date|amount:asc|desc`. */
export const ZPaymentsQuery = pageQuery(paymentSortOptions);
/** GET /billing/payments: a page of the team's payments, with the total. */
export const ZPaymentsResponse = pageOf(ZPaymentSummary);
/** GET /billing/payments/:id: one payment of the team. */
export const ZPaymentResponse = ZPaymentSummary;
export const ZPaymentParams = z.object({ id: ZRouteId });

/** Statuses whose payment has a receipt (it took money): a refunded payment keeps its receipt. */
export const receiptStatuses: readonly TPaymentStatus[] = ['succeeded', 'refunded'];

/** The file name a receipt downloads as. */
export function getReceiptFileName(receiptNumber: string): string {
  return `receipt-${receiptNumber.replace(/[^A-Za-z0-9-]/g, '')}.pdf`;
}

/** How a status reads on the history and on the receipt. */
export const paymentStatusLabels: Record<TPaymentStatus, string> = {
  pending: 'Pending',
  requiresAction: 'Awaiting confirmation',
  succeeded: 'Paid',
  failed: 'Failed',
  refunded: 'Refunded',
};

export const paymentHistoryMessages = {
  heading: 'Payment history',
  cardTitle: 'Payments',
  loading: 'Loading payments…',
  intro: 'Every payment your team made, with a receipt to download for each paid one.',
  empty: 'No payments yet',
  emptyBuyHint: 'Payments for credit packs and your plan will appear here.',
  emptyBuyLink: 'Buy a credit pack',
  loadFailed: 'We could not load your payments. Please try again.',
  retry: 'Try again',
  receipt: 'Receipt',
  receiptFor: (description: string, date: string) =>
    `Download the receipt for ${description}, ${date}`,
  sortLabel: 'Sort by',
  notAllowed: 'Only members who manage credits can see the payment history.',
  notFound: 'This payment was not found.',
  receiptUnavailable: 'A receipt is available only for a completed payment.',
  columns: {
    date: 'Date',
    description: 'Description',
    method: 'Method',
    amount: 'Amount',
    status: 'Status',
    receipt: 'Receipt',
  },
  /** The sort filter's choices, by `option:direction`. */
  sortChoices: {
    'date:desc': 'Newest first',
    'date:asc': 'Oldest first',
    'amount:desc': 'Highest amount',
    'amount:asc': 'Lowest amount',
  },
  /** The PDF receipt's texts. */
  pdf: {
    title: 'Receipt',
    seller: 'Deckhand',
    sellerLine: 'Presentation design services',
    receiptNumber: 'Receipt number',
    datePaid: 'Date paid',
    billedTo: 'Billed to',
    vatNumber: 'VAT number',
    description: 'Description',
    amount: 'Amount',
    amountPaid: 'Amount paid',
    method: 'Payment method',
    status: 'Status',
    footer: 'Thank you for your business.',
  },
} as const;

export type TPaymentsQuery = z.infer<typeof ZPaymentsQuery>;
export type TPaymentsResponse = z.infer<typeof ZPaymentsResponse>;
export type TPaymentResponse = z.infer<typeof ZPaymentResponse>;
