import {
  child,
  children,
  numberAttribute,
  shapeInfo,
  shapeTags,
  type Xml,
} from './pptx-package.ts';

/** A shape of a slide's (or layout's, or master's) tree and where it sits on the slide. */
export interface PlacedShape {
  shape: Xml;
  tag: (typeof shapeTags)[number];
  id: string;
  name: string;
  /**
   * Its frame as fractions of the slide, a group's transform applied (unclamped); null for a
   * placeholder without its own frame, which sits where its layout puts it.
   */
  box: { x: number; y: number; w: number; h: number } | null;
}

interface Frame {
  width: number;
  height: number;
  /** A group's child coordinates mapped onto the slide's. */
  map?: (x: number, y: number) => [number, number];
  scale?: [number, number];
}

/** Groups nest no deeper than this in a file we read (a hostile file may nest forever). */
const maxDepth = 20;

/**
 * Every shape of a shape tree (`p:spTree`) in document order, groups flattened with their
 * transforms (`chOff`/`chExt` onto `off`/`ext`) applied: read by the slide matching
 * (pptx-structure.ts) and the brand check (brand-check/deck-parts.ts).
 */
export function placeShapes(
  tree: Xml | undefined,
  size: { width: number; height: number },
): PlacedShape[] {
  const placed: PlacedShape[] = [];
  walk(tree, { width: size.width, height: size.height }, placed, 0);
  return placed;
}

function walk(tree: Xml | undefined, frame: Frame, into: PlacedShape[], depth: number) {
  if (!tree || depth > maxDepth) return;
  for (const tag of shapeTags) {
    for (const shape of children(tree, tag)) {
      const info = shapeInfo(shape) ?? { id: '', name: '' };
      into.push({ shape, tag, ...info, box: boxOf(shape, frame) });
    }
  }
  for (const group of children(tree, 'p:grpSp')) {
    const xfrm = child(child(group, 'p:grpSpPr'), 'a:xfrm');
    const numbers = [
      numberAttribute(child(xfrm, 'a:off'), 'x'),
      numberAttribute(child(xfrm, 'a:off'), 'y'),
      numberAttribute(child(xfrm, 'a:ext'), 'cx'),
      numberAttribute(child(xfrm, 'a:ext'), 'cy'),
      numberAttribute(child(xfrm, 'a:chOff'), 'x'),
      numberAttribute(child(xfrm, 'a:chOff'), 'y'),
      numberAttribute(child(xfrm, 'a:chExt'), 'cx'),
      numberAttribute(child(xfrm, 'a:chExt'), 'cy'),
    ];
    if (numbers.some((value) => value === null)) continue;
    const [ox, oy, cx, cy, chx, chy, chcx, chcy] = numbers as number[];
    const sx = chcx ? cx! / chcx : 1;
    const sy = chcy ? cy! / chcy : 1;
    const outer = frame.map ?? ((x: number, y: number) => [x, y] as [number, number]);
    walk(
      group,
      {
        ...frame,
        map: (x, y) => outer(ox! + (x - chx!) * sx, oy! + (y - chy!) * sy),
        scale: [sx * (frame.scale?.[0] ?? 1), sy * (frame.scale?.[1] ?? 1)],
      },
      into,
      depth + 1,
    );
  }
}

function boxOf(shape: Xml, frame: Frame): PlacedShape['box'] {
  const xfrm = child(child(shape, 'p:spPr'), 'a:xfrm') ?? child(shape, 'p:xfrm');
  const x = numberAttribute(child(xfrm, 'a:off'), 'x');
  const y = numberAttribute(child(xfrm, 'a:off'), 'y');
  const cx = numberAttribute(child(xfrm, 'a:ext'), 'cx');
  const cy = numberAttribute(child(xfrm, 'a:ext'), 'cy');
  if (x === null || y === null || cx === null || cy === null) return null;
  const [left, top] = frame.map ? frame.map(x, y) : [x, y];
  return {
    x: left / frame.width,
    y: top / frame.height,
    w: (cx * (frame.scale?.[0] ?? 1)) / frame.width,
    h: (cy * (frame.scale?.[1] ?? 1)) / frame.height,
  };
}
