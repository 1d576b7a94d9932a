import {
  billingDetailsMessages,
  type TBillingProfile,
  type TPaymentMethod,
  type ZAddPaymentMethodRequest,
  type ZUpdateBillingProfileRequest,
  type ZUpdatePaymentMethodRequest,
} from '@deckhand/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { Db } from '../../../db/database.ts';
import type { TeamActor } from '../../../platform/auth/actor.ts';
import { AppError } from '../../../platform/http/app-error.ts';
import type { PaymentGateway } from '../../../platform/payments/gateway.ts';
import { findCountryById } from '../../countries/index.ts';
import { ensureTeamCustomer } from '../payments/team-customer.ts';
import {
  clearDefault,
  hasLiveDefault,
  insertPaymentMethod,
  lockTeam,
  type NewPaymentMethod,
  selectBillingProfile,
  selectLivePaymentMethod,
  selectLivePaymentMethods,
  selectNewestLive,
  updatePaymentMethodRow,
  upsertBillingProfile,
} from './billing-details.queries.ts';
import { toBillingProfile, toPaymentMethod } from './billing-mappers.ts';

/** Billing details (§3): the team's billing address and its payment methods. */

type Deps = { db: Db; actor: TeamActor };

const fieldError = (field: string, message: string) =>
  new AppError('VALIDATION', message, { fieldErrors: { [field]: [message] } });

function assertCountries(fields: Record<string, number | null | undefined>): void {
  for (const [field, id] of Object.entries(fields)) {
    if (id != null && !findCountryById(id)) {
      throw fieldError(field, billingDetailsMessages.countryUnknown);
    }
  }
}

const methodNotFound = () => new AppError('NOT_FOUND');

export async function getBillingProfile({ db, actor }: Deps): Promise<TBillingProfile> {
  return toBillingProfile(await selectBillingProfile(db, actor.membership.teamId));
}

export async function saveBillingProfile(
  deps: Deps & { input: z.output<typeof ZUpdateBillingProfileRequest> },
): Promise<TBillingProfile> {
  const { db, actor, input } = deps;
  assertCountries({ country: input.country, phoneCountryId: input.phoneCountryId });
  const row = await upsertBillingProfile(db, actor.membership.teamId, {
    companyName: input.companyName ?? null,
    billingEmail: input.billingEmail ?? null,
    vatNumber: input.vatNumber ?? null,
    street: input.street,
    city: input.city,
    state: input.state ?? null,
    postcode: input.postcode ?? null,
    countryId: input.country,
    phoneCountryId: input.phoneCountryId ?? null,
    phoneNumber: input.phoneNumber ?? null,
  });
  return toBillingProfile(row);
}

export async function listPaymentMethods({ db, actor }: Deps): Promise<TPaymentMethod[]> {
  const rows = await selectLivePaymentMethods(db, actor.membership.teamId);
  return rows.map(toPaymentMethod);
}

/** Inserts a method; the team's first live method becomes its default. */
async function insertMethod(db: Db, teamId: number, values: NewPaymentMethod) {
  return db.transaction(async (tx) => {
    await lockTeam(tx, teamId);
    const isDefault = !(await hasLiveDefault(tx, teamId));
    return insertPaymentMethod(tx, teamId, { ...values, isDefault });
  });
}

/**
 * Adds a card from the token the browser got from the gateway's own form (the API never sees a
 * card number), or the invoice method. A token the gateway refuses is a 422 on `token` with the
 * gateway's message.
 */
export async function addPaymentMethod(
  deps: Deps & {
    gateway: PaymentGateway;
    input: z.output<typeof ZAddPaymentMethodRequest>;
  },
): Promise<TPaymentMethod> {
  const { db, actor, gateway, input } = deps;
  const teamId = actor.membership.teamId;
  if (input.kind === 'invoice') {
    assertCountries({ country: input.country });
    const row = await insertMethod(db, teamId, {
      kind: 'invoice',
      vat: input.vat ?? null,
      street: input.street,
      city: input.city,
      state: input.state ?? null,
      zip: input.zip ?? null,
      countryId: input.country,
      poNumber: input.poNumber ?? null,
      poExpiresAt: input.poExpiresAt ?? null,
    });
    return toPaymentMethod(row);
  }
  const customerRef = await ensureTeamCustomer(db, gateway, teamId);
  const card = await gateway.attachCard(input.token, customerRef);
  if ('status' in card) throw fieldError('token', card.message);
  const row = await insertMethod(db, teamId, {
    kind: 'card',
    vat: input.vat ?? null,
    gateway: gateway.name,
    gatewayRef: card.gatewayRef,
    brand: card.brand,
    last4: card.last4,
    expMonth: card.expMonth,
    expYear: card.expYear,
  });
  return toPaymentMethod(row);
}

const invoiceOnlyFields = [
  'street',
  'city',
  'state',
  'zip',
  'country',
  'poNumber',
  'poExpiresAt',
] as const;

/**
 * Edits one method: `default: true` moves the team's default to it (one transaction, so the
 * one-default index holds), `vat` on either kind, the address and PO fields on the invoice only.
 */
export async function updatePaymentMethod(
  deps: Deps & { id: number; input: z.output<typeof ZUpdatePaymentMethodRequest> },
): Promise<TPaymentMethod> {
  const { db, actor, id, input } = deps;
  const teamId = actor.membership.teamId;
  assertCountries({ country: input.country });
  const row = await db.transaction(async (tx) => {
    await lockTeam(tx, teamId);
    const current = await selectLivePaymentMethod(tx, teamId, id);
    if (!current) throw methodNotFound();
    const sent = invoiceOnlyFields.filter((field) => input[field] !== undefined);
    if (current.kind === 'card' && sent.length > 0) {
      throw new AppError('VALIDATION', undefined, {
        fieldErrors: Object.fromEntries(
          sent.map((field) => [field, [billingDetailsMessages.notInvoice]]),
        ),
      });
    }
    const values: Partial<NewPaymentMethod> = {
      ...(input.vat !== undefined ? { vat: input.vat } : {}),
      ...(input.street !== undefined ? { street: input.street } : {}),
      ...(input.city !== undefined ? { city: input.city } : {}),
      ...(input.state !== undefined ? { state: input.state } : {}),
      ...(input.zip !== undefined ? { zip: input.zip } : {}),
      ...(input.country !== undefined ? { countryId: input.country } : {}),
      ...(input.poNumber !== undefined ? { poNumber: input.poNumber } : {}),
      ...(input.poExpiresAt !== undefined ? { poExpiresAt: input.poExpiresAt } : {}),
    };
    if (input.default && !current.isDefault) {
      await clearDefault(tx, teamId);
      values.isDefault = true;
    }
    if (Object.keys(values).length === 0) return current;
    return (await updatePaymentMethodRow(tx, teamId, id, values)) ?? current;
  });
  return toPaymentMethod(row);
}

/**
 * Removes a method (the row stays for the payments that point at it, with removed_at). When it
 * was the default, the newest remaining method becomes the default. The card is forgotten at the
 * gateway afterwards, best effort.
 */
export async function removePaymentMethod(
  deps: Deps & { id: number; gateway: PaymentGateway; log: FastifyBaseLogger },
): Promise<void> {
  const { db, actor, id, gateway, log } = deps;
  const teamId = actor.membership.teamId;
  const removed = await db.transaction(async (tx) => {
    await lockTeam(tx, teamId);
    const row = await updatePaymentMethodRow(tx, teamId, id, {
      removedAt: new Date(),
      isDefault: false,
    });
    if (!row) throw methodNotFound();
    const others = await selectLivePaymentMethods(tx, teamId);
    if (others.length > 0 && !others.some((method) => method.isDefault)) {
      const next = await selectNewestLive(tx, teamId);
      if (next) await updatePaymentMethodRow(tx, teamId, next.id, { isDefault: true });
    }
    return row;
  });
  if (removed.kind === 'card' && removed.gatewayRef && removed.gateway === gateway.name) {
    try {
      await gateway.detachCard(removed.gatewayRef);
    } catch (error) {
      log.warn(
        { paymentMethodId: removed.id, reason: error instanceof Error ? error.name : 'unknown' },
        'card detach at the gateway failed; the method is removed here',
      );
    }
  }
}
