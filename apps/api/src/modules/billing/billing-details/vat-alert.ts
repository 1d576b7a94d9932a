import { billingDetailsMessages, type TAlert } from '@deckhand/contract';
import { fixedAlert } from '../../../platform/alerts/fixed-alert.ts';
import type { ActorAccount } from '../../../platform/auth/actor.ts';
import { isEuCountry } from '../../../platform/geo/country-detection.ts';
import { findCountryById } from '../../countries/index.ts';

/**
 * The VAT alert of init (§3 alert key vat): an EU customer with no VAT number is told to add one.
 * EU means the billing address's country is in the EU; without a billing country, where the
 * request comes from (init's isEu) decides. `billing` is the current user's billing summary,
 * read by the session query (ActorAccount.billing); null (no team) gives no alert.
 */
export function findVatAlert(input: {
  billing: Pick<NonNullable<ActorAccount['billing']>, 'billingCountryId' | 'hasVatNumber'> | null;
  isEu: boolean;
}): TAlert | null {
  const { billing, isEu } = input;
  if (!billing || billing.hasVatNumber) return null;
  const country = findCountryById(billing.billingCountryId);
  const isEuCustomer = country ? isEuCountry(country.code) : isEu;
  if (!isEuCustomer) return null;
  return fixedAlert('vat', 'warning', billingDetailsMessages.vatAlert);
}
