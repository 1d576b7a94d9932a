import type { Path } from 'react-hook-form';

/** The invoice method's form: text as typed, the country as the Select's value. */
export type TInvoiceFormValues = {
  kind: 'invoice';
  street: string;
  city: string;
  state: string;
  zip: string;
  country: string | null;
  vat: string;
  poNumber: string;
  poExpiresAt: string;
};

export const emptyInvoiceValues: TInvoiceFormValues = {
  kind: 'invoice',
  street: '',
  city: '',
  state: '',
  zip: '',
  country: null,
  vat: '',
  poNumber: '',
  poExpiresAt: '',
};

export const invoiceFields: readonly Path<TInvoiceFormValues>[] = [
  'street',
  'city',
  'state',
  'zip',
  'country',
  'vat',
  'poNumber',
  'poExpiresAt',
];
