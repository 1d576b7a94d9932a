import {
  defaultPaymentSort,
  formatLongDate,
  getReceiptFileName,
  parseSort,
  paymentHistoryMessages,
  type TPaymentSortOption,
  type TPaymentsQuery,
  type TPaymentsResponse,
} from '@deckhand/contract';
import type { Db } from '../../../db/database.ts';
import type { BillingProfileRow } from '../../../db/schema/index.ts';
import type { TeamActor } from '../../../platform/auth/actor.ts';
import { AppError } from '../../../platform/http/app-error.ts';
import { findCountryById } from '../../countries/index.ts';
import { hasReceipt, toPaymentSummary } from '../payments/payment-summary.ts';
import { findReceiptRows, findTeamPayment, listTeamPayments } from './payment-history.queries.ts';
import { type ReceiptBuyer, renderReceiptPdf } from './receipt-pdf.ts';

interface Deps {
  db: Db;
  actor: TeamActor;
}

/** GET /billing/payments: a page of the caller's team's payments, newest first by default. */
export async function getPayments({
  db,
  actor,
  query,
}: Deps & { query: TPaymentsQuery }): Promise<TPaymentsResponse> {
  const sort = parseSort<TPaymentSortOption>(query.sort, defaultPaymentSort);
  const { rows, total } = await listTeamPayments(db, {
    teamId: actor.membership.teamId,
    page: query.page,
    limit: query.limit,
    sort,
  });
  return { items: rows.map(toPaymentSummary), total, page: query.page, limit: query.limit };
}

/** GET /billing/payments/:id: one payment of the caller's team (404 for another team's). */
export async function getPayment({ db, actor, id }: Deps & { id: number }) {
  const row = await findTeamPayment(db, actor.membership.teamId, id);
  if (!row) throw new AppError('NOT_FOUND', paymentHistoryMessages.notFound);
  return toPaymentSummary(row);
}

function describeBuyer(
  teamName: string,
  profile: BillingProfileRow | null,
  methodVat: string | null,
): ReceiptBuyer {
  const country = findCountryById(profile?.countryId)?.name;
  const cityLine = [profile?.city, [profile?.state, profile?.postcode].filter(Boolean).join(' ')]
    .filter(Boolean)
    .join(', ');
  return {
    name: profile?.companyName || teamName,
    addressLines: [profile?.street, cityLine, country].filter((line): line is string => !!line),
    email: profile?.billingEmail || null,
    // The method's own VAT number (§3 `vat`) is the one its receipts carry; else the profile's.
    vatNumber: methodVat || profile?.vatNumber || null,
  };
}

/**
 * GET /billing/payments/:id/receipt: the PDF receipt of a paid (or since refunded) payment of
 * the caller's team; 404 for another team's id and for a payment that took no money.
 */
export async function getReceipt({
  db,
  actor,
  id,
}: Deps & { id: number }): Promise<{ fileName: string; pdf: Buffer }> {
  const rows = await findReceiptRows(db, actor.membership.teamId, id);
  if (!rows) throw new AppError('NOT_FOUND', paymentHistoryMessages.notFound);
  const { payment } = rows;
  if (!hasReceipt(payment)) {
    throw new AppError('NOT_FOUND', paymentHistoryMessages.receiptUnavailable);
  }
  const pdf = await renderReceiptPdf({
    receiptNumber: payment.receiptNumber,
    datePaid: formatLongDate(payment.paidAt ?? payment.createdAt, 'UTC'),
    buyer: describeBuyer(rows.teamName, rows.profile, rows.methodVat),
    payment,
  });
  return { fileName: getReceiptFileName(payment.receiptNumber), pdf };
}
