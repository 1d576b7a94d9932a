import {
  reviewPinRules,
  type TPinArea,
  type TReviewPin,
  type TReviewPinPlacement,
} from '@deckhand/contract';

/** A point on a slide, as fractions of its width and height (0 = left/top, 1 = right/bottom). */
export type TSlidePoint = { x: number; y: number };

/** A pin with where it sits on the version shown. */
export type TPlacedPin = { pin: TReviewPin; placement: TReviewPinPlacement };

/** Fractions to four places: what a pointer or the arrow keys can mean on a slide. */
const roundFraction = (value: number) => Math.round(Math.min(Math.max(value, 0), 1) * 1e4) / 1e4;

/** Where a pointer is on the slide's box, as fractions kept on the slide. */
export function toSlidePoint(
  clientX: number,
  clientY: number,
  box: Pick<DOMRect, 'left' | 'top' | 'width' | 'height'>,
): TSlidePoint {
  return {
    x: box.width > 0 ? roundFraction((clientX - box.left) / box.width) : 0.5,
    y: box.height > 0 ? roundFraction((clientY - box.top) / box.height) : 0.5,
  };
}

/**
 * A drag from `start` to `end`: the area between them, or the point `start` when the drag is
 * narrower or lower than `minAreaSide` (a click, a finger's wobble).
 */
export function toPinArea(start: TSlidePoint, end: TSlidePoint = start): TPinArea {
  const left = roundFraction(Math.min(start.x, end.x));
  const right = roundFraction(Math.max(start.x, end.x));
  const top = roundFraction(Math.min(start.y, end.y));
  const bottom = roundFraction(Math.max(start.y, end.y));
  const w = roundFraction(right - left);
  const h = roundFraction(bottom - top);
  if (w < reviewPinRules.minAreaSide || h < reviewPinRules.minAreaSide) {
    return { x: roundFraction(start.x), y: roundFraction(start.y), w: null, h: null };
  }
  return { x: left, y: top, w, h };
}

/** The keyboard's marker: 5% a press of an arrow key, 1% with Shift; null for other keys. */
export function movePoint(point: TSlidePoint, key: string, isFine: boolean): TSlidePoint | null {
  const step = isFine ? 0.01 : 0.05;
  const moves: Record<string, [number, number]> = {
    ArrowLeft: [-step, 0],
    ArrowRight: [step, 0],
    ArrowUp: [0, -step],
    ArrowDown: [0, step],
  };
  const move = moves[key];
  if (!move) return null;
  return { x: roundFraction(point.x + move[0]), y: roundFraction(point.y + move[1]) };
}

/** The pins shown on one preview, in slide order: by slide, then by number. A carried guess is
 * not shown on a slide until the customer keeps or moves it (findPinsNeedingLook). */
export function findPinsOnPreview(pins: readonly TReviewPin[], previewId: number): TPlacedPin[] {
  return placedOn(pins, previewId, (placement) => placement.state !== 'needsLook');
}

/** The open pins carried onto a preview as a guess ("needs a look"), by their guessed slide. */
export function findPinsNeedingLook(pins: readonly TReviewPin[], previewId: number): TPlacedPin[] {
  return placedOn(
    pins.filter((pin) => pin.status === 'open'),
    previewId,
    (placement) => placement.state === 'needsLook',
  );
}

function placedOn(
  pins: readonly TReviewPin[],
  previewId: number,
  isWanted: (placement: TPlacedPin['placement']) => boolean,
): TPlacedPin[] {
  const placed: TPlacedPin[] = [];
  for (const pin of pins) {
    const placement = pin.placements.find((item) => item.previewId === previewId);
    if (placement && isWanted(placement)) placed.push({ pin, placement });
  }
  return placed.sort(
    (a, b) => a.placement.position - b.placement.position || a.pin.number - b.pin.number,
  );
}
