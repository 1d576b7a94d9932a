import { describe, expect, it } from 'vitest';
import { sortDirections } from './paging.ts';
import {
  getReceiptFileName,
  paymentHistoryMessages,
  paymentSortOptions,
  ZPaymentsQuery,
} from './payment-history.ts';

describe('payment history contract', () => {
  it('reads the list query with the §2.4 defaults', () => {
    expect(ZPaymentsQuery.parse({})).toEqual({ page: 1, limit: 5 });
    expect(ZPaymentsQuery.parse({ page: '2', limit: '25', sort: 'amount:asc' })).toEqual({
      page: 2,
      limit: 25,
      sort: 'amount:asc',
    });
  });

  it.each([
    { limit: '7' },
    { page: '0' },
    { sort: 'description:asc' },
    { sort: 'date:up' },
    { sort: 'date:desc\u0000' },
  ])('refuses %o', (query) => {
    expect(ZPaymentsQuery.safeParse(query).success).toBe(false);
  });

  it('names every sort choice of the sort filter', () => {
    const choices = paymentSortOptions.flatMap((option) =>
      sortDirections.map((direction) => `${option}:${direction}`),
    );
    expect(Object.keys(paymentHistoryMessages.sortChoices).sort()).toEqual(choices.sort());
  });

  it('makes a safe receipt file name', () => {
    expect(getReceiptFileName('DH-2026-000042')).toBe('receipt-DH-2026-000042.pdf');
    expect(getReceiptFileName('a"b/c\\d;e')).toBe('receipt-abcde.pdf');
  });
});
