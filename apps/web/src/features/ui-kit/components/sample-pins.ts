import type { TReviewPin, TReviewPinPlacement } from '@deckhand/contract';

/**
 * Made-up comments pinned to the kit's sample deck (sample-orders.ts: preview 1 is version 1,
 * preview 2 version 2), as Maria Jensen of the customer's team reads them. Nothing comes from
 * the API.
 */

const place = (
  previewId: 1 | 2,
  position: number,
  area: Pick<TReviewPinPlacement, 'x' | 'y'> & Partial<Pick<TReviewPinPlacement, 'w' | 'h'>>,
): TReviewPinPlacement => ({
  previewId,
  round: previewId,
  position,
  x: area.x,
  y: area.y,
  w: area.w ?? null,
  h: area.h ?? null,
  state: 'placed',
  carriedFrom: null,
  areaChanged: null,
});

/** Its place on version 2, carried from version 1's slide `from` (with confidence or as a guess). */
const carry = (
  position: number,
  from: number,
  area: Pick<TReviewPinPlacement, 'x' | 'y'>,
  state: 'carried' | 'needsLook',
  areaChanged: boolean,
): TReviewPinPlacement => ({
  ...place(2, position, area),
  state,
  carriedFrom: { round: 1, position: from },
  areaChanged,
});

const customer = {
  authorName: 'Maria Jensen',
  fromStaff: false,
  fromGuest: false,
  isOwn: true,
} as const;
const colleague = {
  authorName: 'Jonas Berg',
  fromStaff: false,
  fromGuest: false,
  isOwn: false,
} as const;
const designer = {
  authorName: 'Priya Natarajan',
  fromStaff: true,
  fromGuest: false,
  isOwn: false,
} as const;

export const samplePins: TReviewPin[] = [
  {
    id: 1,
    number: 1,
    ...customer,
    body: 'The timeline reads right to left: could it go left to right?',
    at: '2026-03-05T08:40:00.000000Z',
    editedAt: null,
    status: 'resolved',
    resolvedAt: '2026-03-06T09:05:00.000000Z',
    resolvedBy: 'Priya Natarajan',
    requestedOnVersion: null,
    answer: null,
    placements: [place(1, 4, { x: 0.1, y: 0.3, w: 0.8, h: 0.45 })],
    replies: [],
  },
  {
    id: 2,
    number: 2,
    ...customer,
    body: 'Could the title be shorter? “Q1 at a glance” says it all.',
    at: '2026-03-06T10:12:00.000000Z',
    editedAt: '2026-03-06T10:14:00.000000Z',
    status: 'open',
    resolvedAt: null,
    resolvedBy: null,
    requestedOnVersion: null,
    answer: null,
    placements: [place(2, 1, { x: 0.22, y: 0.12 })],
    replies: [
      {
        id: 1,
        ...designer,
        body: 'Yes: it will fit on one line in the next round.',
        at: '2026-03-06T11:02:00.000000Z',
        editedAt: null,
      },
    ],
  },
  {
    id: 3,
    number: 3,
    ...colleague,
    body: 'Make the last bar stand out in our accent colour.\nThe others can stay grey.',
    at: '2026-03-06T10:30:00.000000Z',
    editedAt: null,
    status: 'open',
    resolvedAt: null,
    resolvedBy: null,
    requestedOnVersion: null,
    answer: null,
    placements: [place(2, 2, { x: 0.5, y: 0.38, w: 0.2, h: 0.52 })],
    replies: [],
  },
  {
    id: 4,
    number: 4,
    ...customer,
    body: 'The slide number is hard to read.',
    at: '2026-03-06T10:33:00.000000Z',
    editedAt: null,
    status: 'resolved',
    resolvedAt: '2026-03-06T12:00:00.000000Z',
    resolvedBy: 'Maria Jensen',
    requestedOnVersion: null,
    answer: null,
    placements: [place(2, 1, { x: 0.93, y: 0.93 })],
    replies: [],
  },
  {
    id: 5,
    number: 5,
    ...customer,
    body: 'Spell out “EMEA” the first time it appears.',
    at: '2026-03-05T08:52:00.000000Z',
    editedAt: null,
    status: 'open',
    resolvedAt: null,
    resolvedBy: null,
    requestedOnVersion: null,
    answer: null,
    placements: [
      place(1, 6, { x: 0.3, y: 0.45 }),
      carry(5, 6, { x: 0.3, y: 0.45 }, 'carried', false),
    ],
    replies: [],
  },
  {
    id: 6,
    number: 6,
    ...colleague,
    body: 'Do we still need the old org chart?',
    at: '2026-03-05T09:05:00.000000Z',
    editedAt: null,
    status: 'open',
    resolvedAt: null,
    resolvedBy: null,
    requestedOnVersion: null,
    answer: null,
    placements: [
      place(1, 9, { x: 0.5, y: 0.5 }),
      carry(8, 9, { x: 0.5, y: 0.5 }, 'needsLook', true),
    ],
    replies: [],
  },
];
