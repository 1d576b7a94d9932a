import type { TBillingProfile, TPaymentMethod } from '@deckhand/contract';
import type { BillingProfileRow, PaymentMethodRow } from '../../../db/schema/index.ts';

export const emptyBillingProfile: TBillingProfile = {
  companyName: null,
  billingEmail: null,
  vatNumber: null,
  street: null,
  city: null,
  state: null,
  postcode: null,
  country: null,
  phoneCountryId: null,
  phoneNumber: null,
};

export function toBillingProfile(row: BillingProfileRow | null): TBillingProfile {
  if (!row) return emptyBillingProfile;
  return {
    companyName: row.companyName,
    billingEmail: row.billingEmail,
    vatNumber: row.vatNumber,
    street: row.street,
    city: row.city,
    state: row.state,
    postcode: row.postcode,
    country: row.countryId,
    phoneCountryId: row.phoneCountryId,
    phoneNumber: row.phoneNumber,
  };
}

/** A stored method as the contract's card or invoice method (the gateway reference stays here). */
export function toPaymentMethod(row: PaymentMethodRow): TPaymentMethod {
  const base = { id: row.id, default: row.isDefault, vat: row.vat };
  if (row.kind === 'card') {
    return {
      ...base,
      kind: 'card',
      brand: row.brand ?? 'unknown',
      last4: row.last4 ?? '',
      expirationMonth: row.expMonth ?? 0,
      expirationYear: row.expYear ?? 0,
    };
  }
  return {
    ...base,
    kind: 'invoice',
    street: row.street,
    city: row.city,
    state: row.state,
    zip: row.zip,
    country: row.countryId,
    poNumber: row.poNumber,
    poExpiresAt: row.poExpiresAt,
  };
}
