import {
  creditMessages,
  parseSort,
  type TCreditEntriesQuery,
  type TCreditEntriesResponse,
  type TCreditPackagesResponse,
  type TCreditPurchaseRequest,
  type TPaymentResult,
} from '@deckhand/contract';
import type { Db } from '../../../db/database.ts';
import type { TeamActor } from '../../../platform/auth/actor.ts';
import { AppError } from '../../../platform/http/app-error.ts';
import type { Payments } from '../payments/payments.service.ts';
import { toCreditEntry, toCreditPackage } from './credit-mappers.ts';
import { getPackage, listActivePackages, listTeamEntries } from './credits.queries.ts';
import type { CreditPackDetails } from './fulfil-credit-pack.ts';

/** The public list of packs (§3), in their order. */
export async function getCreditPackages({ db }: { db: Db }): Promise<TCreditPackagesResponse> {
  const rows = await listActivePackages(db);
  return { packages: rows.map(toCreditPackage) };
}

/**
 * Buys a pack with a saved card through the payments core: charged once per idempotency key;
 * the credits are added by fulfilCreditPack in the transaction that marks the payment paid.
 */
export async function buyCreditPack(options: {
  db: Db;
  payments: Payments;
  actor: TeamActor;
  input: TCreditPurchaseRequest;
}): Promise<TPaymentResult> {
  const { db, payments, actor, input } = options;
  const pack = await getPackage(db, input.packageId);
  if (!pack?.active) {
    throw new AppError('VALIDATION', undefined, {
      fieldErrors: { packageId: [creditMessages.packageUnavailable] },
    });
  }
  const details: CreditPackDetails = { packageId: pack.id, credits: pack.credits, name: pack.name };
  return payments.start({
    actor: { userId: actor.userId, teamId: actor.membership.teamId },
    purpose: 'creditPack',
    description: `${pack.name} credit pack`,
    amount: pack.amount,
    currency: pack.currency,
    paymentMethodId: input.paymentMethodId,
    idempotencyKey: input.idempotencyKey,
    fingerprint: { packageId: pack.id, paymentMethodId: input.paymentMethodId },
    details: { ...details },
  });
}

/** The team's ledger, paged (§2.4), newest first by default: manageCredits or seeCreditBalance. */
export async function getCreditEntries(options: {
  db: Db;
  actor: TeamActor;
  query: TCreditEntriesQuery;
}): Promise<TCreditEntriesResponse> {
  const { db, actor, query } = options;
  const { direction } = parseSort(query.sort, { option: 'date', direction: 'desc' });
  const { rows, total } = await listTeamEntries(db, {
    teamId: actor.membership.teamId,
    page: query.page,
    limit: query.limit,
    direction,
  });
  return { items: rows.map(toCreditEntry), total, page: query.page, limit: query.limit };
}
