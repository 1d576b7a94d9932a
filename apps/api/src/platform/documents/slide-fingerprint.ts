import jpeg from 'jpeg-js';
import pixelmatch from 'pixelmatch';

/** A slide's look in small: a grey image this many cells wide and high, whatever its shape. */
export const fingerprintSize = { width: 64, height: 36 } as const;
const cells = fingerprintSize.width * fingerprintSize.height;

/** A box on a slide as fractions (0–1) of its width and height. */
export interface SlideBox {
  x: number;
  y: number;
  w: number;
  h: number;
}

/**
 * A rendered slide (a JPEG) reduced to its fingerprint: each cell the mean grey of the pixels
 * it covers. Made once when the slide is rendered; carrying and matching compare these.
 */
export function fingerprintJpeg(bytes: Uint8Array): Uint8Array {
  const image = jpeg.decode(bytes, { useTArray: true, formatAsRGBA: true, maxResolutionInMP: 8 });
  const sums = new Float64Array(cells);
  const counts = new Uint32Array(cells);
  for (let y = 0; y < image.height; y += 1) {
    const row = Math.min(
      fingerprintSize.height - 1,
      Math.floor((y * fingerprintSize.height) / image.height),
    );
    for (let x = 0; x < image.width; x += 1) {
      const column = Math.min(
        fingerprintSize.width - 1,
        Math.floor((x * fingerprintSize.width) / image.width),
      );
      const at = (y * image.width + x) * 4;
      const grey =
        0.299 * (image.data[at] ?? 0) +
        0.587 * (image.data[at + 1] ?? 0) +
        0.114 * (image.data[at + 2] ?? 0);
      const cell = row * fingerprintSize.width + column;
      sums[cell] = (sums[cell] ?? 0) + grey;
      counts[cell] = (counts[cell] ?? 0) + 1;
    }
  }
  return Uint8Array.from(sums, (sum, cell) => Math.round(sum / Math.max(1, counts[cell] ?? 1)));
}

/**
 * How alike two fingerprints look, 0 (nothing alike) to 1 (the same): over all of them, or
 * within a box of the first and the same-sized box at `boxB` of the second (a moved shape). The
 * share of cells pixelmatch finds unchanged.
 */
export function fingerprintLikeness(
  a: Uint8Array,
  b: Uint8Array,
  box?: SlideBox,
  boxB: SlideBox | undefined = box,
): number {
  const { width, height } = fingerprintSize;
  const cellsOf = (at: SlideBox | undefined) => ({
    left: at ? Math.min(width - 1, Math.max(0, Math.floor(at.x * width))) : 0,
    top: at ? Math.min(height - 1, Math.max(0, Math.floor(at.y * height))) : 0,
  });
  const w = box ? Math.max(1, Math.min(width, Math.ceil(box.w * width))) : width;
  const h = box ? Math.max(1, Math.min(height, Math.ceil(box.h * height))) : height;
  const crop = (grey: Uint8Array, at: SlideBox | undefined) => {
    const origin = cellsOf(at);
    const left = Math.min(origin.left, width - w);
    const top = Math.min(origin.top, height - h);
    const out = new Uint8Array(w * h * 4);
    for (let y = 0; y < h; y += 1) {
      for (let x = 0; x < w; x += 1) {
        const value = grey[(top + y) * width + left + x] ?? 0;
        out.set([value, value, value, 255], (y * w + x) * 4);
      }
    }
    return out;
  };
  const different = pixelmatch(crop(a, box), crop(b, boxB), undefined, w, h, { threshold: 0.1 });
  return 1 - different / (w * h);
}

/** A fingerprint as kept in the database (base64), and back; null for a missing or bad one. */
export const encodeFingerprint = (fingerprint: Uint8Array) =>
  Buffer.from(fingerprint).toString('base64');
export function decodeFingerprint(text: string | null): Uint8Array | null {
  if (!text) return null;
  const bytes = Buffer.from(text, 'base64');
  return bytes.length === cells ? new Uint8Array(bytes) : null;
}
