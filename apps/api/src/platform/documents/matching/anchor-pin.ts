import type { TPinArea } from '@deckhand/contract';
import type { SlideShape } from '../pptx-structure.ts';
import { fingerprintLikeness, type SlideBox } from '../slide-fingerprint.ts';
import type { CarrySlide } from './match-slides.ts';
import { textLikeness } from './text-likeness.ts';

/** Where a pin lands on the new slide, what held it there, and whether the area under it changed. */
export interface Anchored {
  area: TPinArea;
  /** shape: moved with the shape it was on; position: kept its place on the slide. */
  via: 'shape' | 'position';
  /** Null when the slides have no fingerprints to compare. */
  areaChanged: boolean | null;
}

/** Around a point pin, this much of the slide (each way) is "the area" that may have changed. */
const pointReach = 0.06;
/** Below this likeness the area under a pin has changed. */
const unchangedFloor = 0.9;

const contains = (shape: SlideShape, x: number, y: number) =>
  x >= shape.x && x <= shape.x + shape.w && y >= shape.y && y <= shape.y + shape.h;

/** The shape a point is on: the smallest that holds it (a text box over a background picture). */
function shapeUnder(shapes: readonly SlideShape[], x: number, y: number): SlideShape | null {
  const under = shapes.filter((shape) => contains(shape, x, y) && shape.w > 0 && shape.h > 0);
  under.sort((a, b) => a.w * a.h - b.w * b.h);
  return under[0] ?? null;
}

/** The same shape on the new slide: by id and name, by name alone if unique, or by its text. */
function counterpart(shape: SlideShape, shapes: readonly SlideShape[]): SlideShape | null {
  const byId = shapes.find((item) => item.id === shape.id && item.name === shape.name);
  if (byId) return byId;
  const named = shapes.filter((item) => item.name === shape.name);
  if (named.length === 1 && named[0]) return named[0];
  if (!shape.text) return null;
  const ranked = shapes
    .filter((item) => item.text)
    .map((item) => ({ item, likeness: textLikeness(shape.text, item.text) }))
    .sort((a, b) => b.likeness - a.likeness);
  return ranked[0] && ranked[0].likeness >= 0.6 ? ranked[0].item : null;
}

const clamp = (value: number) => Math.min(1, Math.max(0, value));
const round = (value: number) => Math.round(value * 10_000) / 10_000;

function reachOf(area: TPinArea): SlideBox {
  if (area.w !== null && area.h !== null) return { x: area.x, y: area.y, w: area.w, h: area.h };
  return {
    x: clamp(area.x - pointReach),
    y: clamp(area.y - pointReach),
    w: 2 * pointReach,
    h: 2 * pointReach,
  };
}

/**
 * Re-anchors a pin from its old slide onto the matched new one: with the shape under it when
 * that shape is found again (by id, name or text; the pin keeps its place within the shape),
 * else at the same place on the slide. Then tells whether what is under it changed.
 */
export function anchorPin(area: TPinArea, from: CarrySlide, to: CarrySlide): Anchored {
  const centreX = area.w === null ? area.x : area.x + area.w / 2;
  const centreY = area.h === null ? area.y : area.y + area.h / 2;
  const shape = from.shapes ? shapeUnder(from.shapes, centreX, centreY) : null;
  const target = shape && to.shapes ? counterpart(shape, to.shapes) : null;
  let moved: TPinArea = area;
  if (shape && target) {
    const mapX = (x: number) => target.x + ((x - shape.x) / (shape.w || 1)) * target.w;
    const mapY = (y: number) => target.y + ((y - shape.y) / (shape.h || 1)) * target.h;
    const x = round(clamp(mapX(area.x)));
    const y = round(clamp(mapY(area.y)));
    moved =
      area.w === null || area.h === null
        ? { x, y, w: null, h: null }
        : {
            x,
            y,
            w: round(Math.min(1 - x, (area.w / (shape.w || 1)) * target.w)),
            h: round(Math.min(1 - y, (area.h / (shape.h || 1)) * target.h)),
          };
  }
  const areaChanged =
    from.fingerprint && to.fingerprint
      ? fingerprintLikeness(from.fingerprint, to.fingerprint, reachOf(area), reachOf(moved)) <
        unchangedFloor
      : null;
  return { area: moved, via: shape && target ? 'shape' : 'position', areaChanged };
}
