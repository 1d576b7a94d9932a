import type { TReviewLogResponse } from '@deckhand/contract';

const hash = (digit: string) => digit.repeat(64);

/**
 * Order 8's review history as the team sees it: version 1 delivered by Stan Stafford on
 * 1 December 2026, approved by Olivia Owens the next day; the chain intact.
 */
export const reviewLog: TReviewLogResponse = {
  events: [
    {
      seq: 1,
      kind: 'versionDelivered',
      at: '2026-12-01T09:00:00.000000Z',
      actor: { kind: 'staff', name: 'Stan Stafford' },
      round: 1,
      summary: 'Version 1 delivered',
      details: { late: false },
      hash: hash('a'),
      previousHash: hash('0'),
    },
    {
      seq: 2,
      kind: 'approved',
      at: '2026-12-02T10:30:00.000000Z',
      actor: { kind: 'customer', name: 'Olivia Owens' },
      round: 1,
      summary: 'Approved',
      details: {},
      hash: hash('b'),
      previousHash: hash('a'),
    },
  ],
  verification: { isIntact: true, checked: 2, firstBroken: null },
};
