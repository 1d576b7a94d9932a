import type { TOrderDelivery, TReviewPin } from '@deckhand/contract';
import { describe, expect, it } from 'vitest';
import { makePinPlacement, makeReviewPin } from '@/test/fixtures';
import { findLatestRound, findPinsToAnswer, findPinsToSend, formatPinPlace } from './pin-requests';

const at = '2026-12-02T10:00:00.000000Z';

const makePin = (id: number, overrides: Partial<TReviewPin> = {}): TReviewPin =>
  makeReviewPin({ id, at, ...overrides });

const onSlide = (position: number, round = 1) => ({
  placements: [makePinPlacement({ previewId: round, round, position })],
});

const ids = (listed: { pin: TReviewPin }[]) => listed.map(({ pin }) => pin.id);

describe('the pins of a revision request', () => {
  it('sends the open pins no request sent before, in slide order', () => {
    const pins = [
      makePin(1, onSlide(3)),
      makePin(2, onSlide(1)),
      makePin(3, { ...onSlide(1), status: 'resolved' }),
      makePin(4, { ...onSlide(1), requestedOnVersion: 1 }),
      makePin(5, onSlide(3)),
    ];
    expect(ids(findPinsToSend(pins))).toEqual([2, 1, 5]);
    expect(findPinsToSend(pins)[0]?.position).toBe(1);
  });

  it('answers the open pins of the request about the latest delivery that no version answered', () => {
    const answer = { kind: 'addressed' as const, note: null, version: 2, at };
    const pins = [
      makePin(1, { requestedOnVersion: 2 }),
      makePin(2, { requestedOnVersion: 1 }),
      makePin(3, { requestedOnVersion: 2, answer }),
      makePin(4, { requestedOnVersion: 2, status: 'resolved' }),
      makePin(5, { requestedOnVersion: null }),
    ];
    expect(ids(findPinsToAnswer(pins, 2))).toEqual([1]);
    expect(findPinsToAnswer(pins, null)).toEqual([]);
  });

  it('places a pin on the newest version that has it', () => {
    const pin = makePin(1, {
      placements: [...onSlide(4, 1).placements, ...onSlide(2, 2).placements],
    });
    expect(findPinsToSend([pin])).toEqual([{ pin, position: 2 }]);
    expect(formatPinPlace(7, 2)).toBe('#7 · Slide 2');
  });

  it('finds the latest delivery round', () => {
    const delivery = (round: number): TOrderDelivery => ({
      round,
      note: null,
      at,
      late: false,
      draft: false,
      files: [],
      previews: [],
    });
    expect(findLatestRound([])).toBeNull();
    expect(findLatestRound([delivery(2), delivery(3), delivery(1)])).toBe(3);
  });
});
