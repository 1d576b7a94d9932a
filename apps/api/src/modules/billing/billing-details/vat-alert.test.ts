import { billingDetailsMessages } from '@deckhand/contract';
import { describe, expect, it } from 'vitest';
import { computeAlertHash } from '../../../platform/alerts/alert-hash.ts';
import { findVatAlert } from './vat-alert.ts';

const denmark = 208;
const unitedStates = 840;

const alert = {
  key: 'vat',
  type: 'warning',
  message: billingDetailsMessages.vatAlert,
  hash: computeAlertHash({ key: 'vat', type: 'warning', message: billingDetailsMessages.vatAlert }),
};

describe('the VAT alert', () => {
  it.each([
    [
      'EU billing country, no VAT number',
      { billingCountryId: denmark, hasVatNumber: false },
      false,
      alert,
    ],
    [
      'EU billing country with a VAT number',
      { billingCountryId: denmark, hasVatNumber: true },
      true,
      null,
    ],
    [
      'billing outside the EU, visiting from the EU',
      { billingCountryId: unitedStates, hasVatNumber: false },
      true,
      null,
    ],
    [
      'no billing country, visiting from the EU',
      { billingCountryId: null, hasVatNumber: false },
      true,
      alert,
    ],
    [
      'no billing country, visiting from elsewhere',
      { billingCountryId: null, hasVatNumber: false },
      false,
      null,
    ],
  ] as const)('%s', (_name, billing, isEu, expected) => {
    expect(findVatAlert({ billing, isEu })).toEqual(expected);
  });

  it('is never raised without a team', () => {
    expect(findVatAlert({ billing: null, isEu: true })).toBeNull();
  });
});
