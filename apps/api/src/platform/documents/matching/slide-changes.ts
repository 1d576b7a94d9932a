import jpeg from 'jpeg-js';
import pixelmatch from 'pixelmatch';
import type { SlideBox } from '../slide-fingerprint.ts';

/** Where two renders of a slide differ: boxes as fractions of the slide, and the share changed. */
export interface SlideChanges {
  regions: SlideBox[];
  /** The share of the slide's pixels that changed, 0–1. */
  changedShare: number;
}

/**
 * Both renders are compared at this width (the height in the first one's proportion): the
 * thumbnails' (320 px), so a pair costs tens of milliseconds, not a decode of two large JPEGs.
 */
const compareWidth = 320;
/** Changes are gathered in square cells of this many pixels; a cell with fewer is noise. */
const cellSize = 6;
const cellFloor = 2;
const regionsMax = 24;

/** An image scaled to `width` × `height` by averaging the pixels each target pixel covers. */
function scaleTo(
  image: { width: number; height: number; data: Uint8Array },
  width: number,
  height: number,
) {
  const out = new Uint8Array(width * height * 4);
  for (let ty = 0; ty < height; ty += 1) {
    const y0 = Math.floor((ty * image.height) / height);
    const y1 = Math.max(y0 + 1, Math.floor(((ty + 1) * image.height) / height));
    for (let tx = 0; tx < width; tx += 1) {
      const x0 = Math.floor((tx * image.width) / width);
      const x1 = Math.max(x0 + 1, Math.floor(((tx + 1) * image.width) / width));
      let r = 0;
      let g = 0;
      let b = 0;
      for (let y = y0; y < y1; y += 1) {
        for (let x = x0; x < x1; x += 1) {
          const at = (y * image.width + x) * 4;
          r += image.data[at] ?? 0;
          g += image.data[at + 1] ?? 0;
          b += image.data[at + 2] ?? 0;
        }
      }
      const count = (y1 - y0) * (x1 - x0);
      out.set([r / count, g / count, b / count, 255], (ty * width + tx) * 4);
    }
  }
  return out;
}

/**
 * The regions where two renders of a slide (JPEGs, the thumbnails) differ, found with pixelmatch at a common size
 * and gathered into boxes: changed cells that touch (or nearly) make one box, the largest first.
 */
export function findSlideChanges(before: Uint8Array, after: Uint8Array): SlideChanges {
  const decode = (bytes: Uint8Array) =>
    jpeg.decode(bytes, { useTArray: true, formatAsRGBA: true, maxResolutionInMP: 8 });
  const first = decode(before);
  const second = decode(after);
  const width = compareWidth;
  const height = Math.max(1, Math.round((compareWidth * first.height) / first.width));
  const diff = new Uint8Array(width * height * 4);
  const changed = pixelmatch(
    scaleTo(first, width, height),
    scaleTo(second, width, height),
    diff,
    width,
    height,
    {
      threshold: 0.1,
      diffMask: true,
      includeAA: false,
    },
  );
  const columns = Math.ceil(width / cellSize);
  const rows = Math.ceil(height / cellSize);
  const counts = new Uint16Array(columns * rows);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      // pixelmatch paints a changed pixel red (and an anti-aliased one yellow, not asked for here).
      const at = (y * width + x) * 4;
      if ((diff[at + 3] ?? 0) > 0 && (diff[at] ?? 0) === 255 && (diff[at + 1] ?? 0) === 0) {
        const cell = Math.floor(y / cellSize) * columns + Math.floor(x / cellSize);
        counts[cell] = (counts[cell] ?? 0) + 1;
      }
    }
  }
  const marked = Uint8Array.from(counts, (count) => (count >= cellFloor ? 1 : 0));
  const seen = new Uint8Array(marked.length);
  const boxes: SlideBox[] = [];
  for (let start = 0; start < marked.length; start += 1) {
    if (!marked[start] || seen[start]) continue;
    let [left, top, right, bottom] = [columns, rows, 0, 0];
    const queue = [start];
    seen[start] = 1;
    while (queue.length > 0) {
      const cell = queue.pop() as number;
      const cx = cell % columns;
      const cy = Math.floor(cell / columns);
      left = Math.min(left, cx);
      top = Math.min(top, cy);
      right = Math.max(right, cx + 1);
      bottom = Math.max(bottom, cy + 1);
      // Neighbours up to two cells away join: a line of text is one change, not one per word.
      for (let dy = -2; dy <= 2; dy += 1) {
        for (let dx = -2; dx <= 2; dx += 1) {
          const nx = cx + dx;
          const ny = cy + dy;
          if (nx < 0 || ny < 0 || nx >= columns || ny >= rows) continue;
          const next = ny * columns + nx;
          if (marked[next] && !seen[next]) {
            seen[next] = 1;
            queue.push(next);
          }
        }
      }
    }
    const round = (value: number) => Math.round(value * 10_000) / 10_000;
    boxes.push({
      x: round((left * cellSize) / width),
      y: round((top * cellSize) / height),
      w: round((Math.min(width, right * cellSize) - left * cellSize) / width),
      h: round((Math.min(height, bottom * cellSize) - top * cellSize) / height),
    });
  }
  boxes.sort((a, b) => b.w * b.h - a.w * a.h);
  return { regions: boxes.slice(0, regionsMax), changedShare: changed / (width * height) };
}
