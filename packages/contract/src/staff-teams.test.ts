import { describe, expect, it } from 'vitest';
import { creditAdjustmentMessages as m, ZCreditAdjustmentForm } from './staff-teams.ts';

const messagesOf = (values: unknown) => {
  const result = ZCreditAdjustmentForm.safeParse(values);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
};

describe('the staff credit adjustment form', () => {
  it('turns the amount as typed into minor units', () => {
    expect(ZCreditAdjustmentForm.parse({ amount: -7.5, reason: ' Duplicate ' })).toEqual({
      amount: -750,
      reason: 'Duplicate',
    });
    expect(ZCreditAdjustmentForm.parse({ amount: '19.99', reason: 'Goodwill' }).amount).toBe(1999);
  });

  it('asks for an amount other than zero, within bounds, and a reason', () => {
    for (const amount of ['', '-', '  ', 0, '0.001', undefined]) {
      expect(messagesOf({ amount, reason: 'Why' })).toEqual([m.amountRequired]);
    }
    expect(messagesOf({ amount: 100_001, reason: 'Why' })).toEqual([m.amountTooLarge]);
    expect(messagesOf({ amount: -100_001, reason: 'Why' })).toEqual([m.amountTooLarge]);
    expect(messagesOf({ amount: 5, reason: '   ' })).toEqual([m.reasonRequired]);
  });
});
