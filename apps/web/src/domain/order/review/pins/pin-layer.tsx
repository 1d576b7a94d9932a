import { reviewPinMessages as m, type TPinArea } from '@deckhand/contract';
import {
  type CSSProperties,
  type KeyboardEvent,
  type PointerEvent,
  type RefObject,
  useState,
} from 'react';
import {
  movePoint,
  type TPlacedPin,
  type TSlidePoint,
  toPinArea,
  toSlidePoint,
} from './pin-geometry';
import classes from './review-pins.module.css';

const slideCentre: TSlidePoint = { x: 0.5, y: 0.5 };

/** Where on the slide an element sits: CSS variables in fractions of the slide's box. */
const placeAt = ({ x, y, w, h }: TPinArea): CSSProperties =>
  ({
    '--pin-x': x,
    '--pin-y': y,
    '--pin-w': w ?? 0,
    '--pin-h': h ?? 0,
  }) as CSSProperties;

/** An area's outline (a point has none). */
function AreaBox({ area, kind }: { area: TPinArea; kind: 'pin' | 'selected' | 'draft' }) {
  if (area.w === null || area.h === null) return null;
  return <span className={classes.area} data-kind={kind} style={placeAt(area)} aria-hidden />;
}

type TPlacingSurfaceProps = {
  /** The new comment's place on this slide, once chosen. */
  draft: TPinArea | null;
  /** The line telling how to place one. */
  hintId: string;
  onPlace: (area: TPinArea) => void;
  onCancel: () => void;
  surfaceRef: RefObject<HTMLDivElement | null>;
};

/**
 * While a comment is being placed: the slide takes a click (a point), a drag (an area) or the
 * keyboard: the arrow keys move a crosshair (5%, 1% with Shift), Enter places it, Escape gives
 * up. Pointer events serve mouse, pen and touch alike.
 */
function PlacingSurface({ draft, hintId, onPlace, onCancel, surfaceRef }: TPlacingSurfaceProps) {
  const [drag, setDrag] = useState<{ start: TSlidePoint; end: TSlidePoint } | null>(null);
  const [keyboardPoint, setKeyboardPoint] = useState<TSlidePoint>(slideCentre);
  const [isFocused, setIsFocused] = useState(false);

  const pointOf = (event: PointerEvent<HTMLDivElement>) =>
    toSlidePoint(event.clientX, event.clientY, event.currentTarget.getBoundingClientRect());
  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (event.button !== 0) return;
    const start = pointOf(event);
    // The drag stays this surface's when the pointer leaves it.
    if (typeof event.currentTarget.setPointerCapture === 'function') {
      event.currentTarget.setPointerCapture(event.pointerId);
    }
    setDrag({ start, end: start });
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (drag) setDrag({ start: drag.start, end: pointOf(event) });
  };
  const onPointerUp = (event: PointerEvent<HTMLDivElement>) => {
    if (!drag) return;
    setDrag(null);
    onPlace(toPinArea(drag.start, pointOf(event)));
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    if (event.key === 'Escape') {
      event.preventDefault();
      onCancel();
      return;
    }
    if (event.key === 'Enter') {
      event.preventDefault();
      onPlace(toPinArea(keyboardPoint));
      return;
    }
    const next = movePoint(keyboardPoint, event.key, event.shiftKey);
    if (!next) return;
    // The arrows are the marker's now, not the viewer's (previous and next slide).
    event.preventDefault();
    event.stopPropagation();
    setKeyboardPoint(next);
  };

  const dragArea = drag ? toPinArea(drag.start, drag.end) : null;
  return (
    <div
      ref={surfaceRef}
      className={classes.surface}
      role="application"
      aria-label={m.addComment}
      aria-describedby={hintId}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: the keyboard's way to place a comment.
      tabIndex={0}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerUp}
      onPointerCancel={() => setDrag(null)}
      onKeyDown={onKeyDown}
      onFocus={(event) => setIsFocused(event.target === event.currentTarget)}
      onBlur={() => setIsFocused(false)}
    >
      {dragArea ? <AreaBox area={dragArea} kind="draft" /> : null}
      {draft && !drag ? (
        <>
          <AreaBox area={draft} kind="draft" />
          <span className={classes.draft} style={placeAt(draft)} aria-hidden />
        </>
      ) : null}
      {isFocused && !drag ? (
        <span className={classes.crosshair} style={placeAt(toPinArea(keyboardPoint))} aria-hidden />
      ) : null}
    </div>
  );
}

type TPinLayerProps = Omit<TPlacingSurfaceProps, 'onCancel'> & {
  /** The pins shown on this slide. */
  pins: readonly TPlacedPin[];
  selectedPinId: number | null;
  onSelectPin: (pinId: number) => void;
  /** A click, a drag or the keyboard places a new comment. */
  isPlacing: boolean;
  onCancelPlacing: () => void;
};

/** What lies on the large slide: its pins as numbered markers (an area outlined). */
export function PinLayer({
  pins,
  selectedPinId,
  onSelectPin,
  isPlacing,
  onCancelPlacing,
  ...placing
}: TPinLayerProps) {
  return (
    <div className={classes.layer}>
      {pins.map(({ pin, placement }) => (
        <AreaBox
          key={pin.id}
          area={placement}
          kind={pin.id === selectedPinId ? 'selected' : 'pin'}
        />
      ))}
      {pins.map(({ pin, placement }) => {
        const isSelected = pin.id === selectedPinId;
        return (
          <button
            key={pin.id}
            type="button"
            className={classes.marker}
            style={placeAt(placement)}
            data-selected={isSelected || undefined}
            data-resolved={pin.status === 'resolved' || undefined}
            aria-label={m.pinLabel(pin.number, placement.position)}
            aria-current={isSelected ? 'true' : undefined}
            onClick={() => onSelectPin(pin.id)}
          >
            <span className={classes.markerDot} aria-hidden>
              {pin.number}
            </span>
          </button>
        );
      })}
      {isPlacing ? <PlacingSurface {...placing} onCancel={onCancelPlacing} /> : null}
    </div>
  );
}
