import type { TReviewPin } from '@deckhand/contract';
import { describe, expect, it } from 'vitest';
import { makePinPlacement, makeReviewPin } from '@/test/fixtures';
import {
  findPinsNeedingLook,
  findPinsOnPreview,
  movePoint,
  toPinArea,
  toSlidePoint,
} from './pin-geometry';

const box = { left: 10, top: 20, width: 400, height: 200 };

describe('pin geometry', () => {
  it('turns a pointer into fractions of the slide, kept on it', () => {
    expect(toSlidePoint(110, 70, box)).toEqual({ x: 0.25, y: 0.25 });
    expect(toSlidePoint(0, 500, box)).toEqual({ x: 0, y: 1 });
    expect(toSlidePoint(143.3333, 20, box)).toEqual({ x: 0.3333, y: 0 });
  });

  it('makes an area of a drag in any direction, a point of a small one', () => {
    expect(toPinArea({ x: 0.7, y: 0.9 }, { x: 0.2, y: 0.3 })).toEqual({
      x: 0.2,
      y: 0.3,
      w: 0.5,
      h: 0.6,
    });
    expect(toPinArea({ x: 0.5, y: 0.5 }, { x: 0.51, y: 0.9 })).toEqual({
      x: 0.5,
      y: 0.5,
      w: null,
      h: null,
    });
    expect(toPinArea({ x: 0.3, y: 0.4 })).toEqual({ x: 0.3, y: 0.4, w: null, h: null });
    const area = toPinArea({ x: 0.33333, y: 0 }, { x: 1, y: 1 });
    expect((area.x ?? 0) + (area.w ?? 0)).toBeLessThanOrEqual(1);
  });

  it('moves the keyboard marker 5% a press, 1% with Shift, never off the slide', () => {
    expect(movePoint({ x: 0.5, y: 0.5 }, 'ArrowRight', false)).toEqual({ x: 0.55, y: 0.5 });
    expect(movePoint({ x: 0.5, y: 0.5 }, 'ArrowUp', true)).toEqual({ x: 0.5, y: 0.49 });
    expect(movePoint({ x: 0.02, y: 0.98 }, 'ArrowLeft', false)).toEqual({ x: 0, y: 0.98 });
    expect(movePoint({ x: 0.02, y: 0.98 }, 'ArrowDown', false)).toEqual({ x: 0.02, y: 1 });
    expect(movePoint({ x: 0.5, y: 0.5 }, 'Enter', false)).toBeNull();
  });

  it('orders the pins of one preview by slide, then number', () => {
    const pin = (number: number, previewId: number, position: number): TReviewPin => ({
      id: number,
      number,
      authorName: 'Ada Customer',
      fromStaff: false,
      fromGuest: false,
      isOwn: true,
      body: 'A comment',
      at: '2026-12-02T10:00:00.000000Z',
      editedAt: null,
      status: 'open',
      resolvedAt: null,
      resolvedBy: null,
      requestedOnVersion: null,
      answer: null,
      placements: [makePinPlacement({ previewId, position, x: 0, y: 0 })],
      replies: [],
    });
    const placed = findPinsOnPreview([pin(1, 3, 4), pin(2, 3, 1), pin(3, 4, 1), pin(4, 3, 1)], 3);
    expect(placed.map(({ pin }) => pin.number)).toEqual([2, 4, 1]);
  });

  it('keeps carried guesses off the slide and lists the open ones as needing a look', () => {
    const carried = (id: number, state: 'carried' | 'needsLook', position: number) =>
      makeReviewPin({
        id,
        placements: [
          makePinPlacement({ previewId: 1, position: 2 }),
          makePinPlacement({
            previewId: 2,
            round: 2,
            position,
            state,
            carriedFrom: { round: 1, position: 2 },
          }),
        ],
      });
    const resolvedGuess = { ...carried(4, 'needsLook', 1), status: 'resolved' as const };
    const pins = [
      carried(1, 'carried', 3),
      carried(2, 'needsLook', 5),
      carried(3, 'needsLook', 1),
      resolvedGuess,
    ];
    expect(findPinsOnPreview(pins, 2).map(({ pin }) => pin.id)).toEqual([1]);
    expect(findPinsNeedingLook(pins, 2).map(({ pin }) => pin.id)).toEqual([3, 2]);
    expect(findPinsOnPreview(pins, 1).map(({ pin }) => pin.id)).toEqual([1, 2, 3, 4]);
  });
});
