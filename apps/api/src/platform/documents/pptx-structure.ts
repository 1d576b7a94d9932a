import {
  attribute,
  child,
  children,
  numberAttribute,
  openPptx,
  shapeInfo,
  shapeTags,
  textOfElement,
  type Xml,
} from './pptx-package.ts';

/** A shape on a slide: its id and name in the file, its box as fractions of the slide, its text. */
export interface SlideShape {
  id: string;
  name: string;
  x: number;
  y: number;
  w: number;
  h: number;
  text: string;
}

/** One slide of a presentation file, in show order. */
export interface PptxSlide {
  /** The slide's id in the file (`p:sldId/@id`): PowerPoint keeps it while the slide lives. */
  key: string;
  shapes: SlideShape[];
}

/** Each limit keeps a hostile file from costing more than a normal deck does. */
const limits = { slides: 2000, shapesPerSlide: 400, textPerShape: 2000 };

const integerAttribute = numberAttribute;

/**
 * The slides of a PPTX (a zip of XML) with their ids and shapes, in show order; null when the
 * file is not a readable PPTX (the caller then matches slides by what they look like alone).
 */
export function readPptxStructure(bytes: Uint8Array): PptxSlide[] | null {
  const pptx = openPptx(bytes, /^ppt\/(presentation\.xml|slides\/)/);
  if (!pptx) return null;
  const presentationPart = 'ppt/presentation.xml';
  const presentation = child(pptx.xml(presentationPart), 'p:presentation');
  const size = child(presentation, 'p:sldSz');
  const slideWidth = integerAttribute(size, 'cx');
  const slideHeight = integerAttribute(size, 'cy');
  if (!presentation || !slideWidth || !slideHeight) return null;
  const links = pptx.links(presentationPart);
  const ids = children(child(presentation, 'p:sldIdLst'), 'p:sldId').slice(0, limits.slides);
  const slides: PptxSlide[] = [];
  for (const sldId of ids) {
    const key = attribute(sldId, 'id');
    const target = links.get(attribute(sldId, 'r:id') ?? '')?.target;
    if (!key || !target) return null;
    const tree = child(child(child(pptx.xml(target), 'p:sld'), 'p:cSld'), 'p:spTree');
    if (!tree) return null;
    const shapes: SlideShape[] = [];
    collectShapes(tree, { slideWidth, slideHeight }, shapes);
    slides.push({ key, shapes: shapes.slice(0, limits.shapesPerSlide) });
  }
  return slides;
}

interface Frame {
  slideWidth: number;
  slideHeight: number;
  /** A group's child coordinates mapped onto the slide's. */
  map?: (x: number, y: number) => [number, number];
  scale?: [number, number];
}

function collectShapes(tree: Xml, frame: Frame, into: SlideShape[]) {
  for (const tag of shapeTags) {
    for (const shape of children(tree, tag)) {
      const info = shapeInfo(shape);
      const box = boxOf(shape, frame);
      if (!info || !box) continue;
      into.push({
        ...info,
        ...box,
        text: textOf(child(shape, 'p:txBody')).slice(0, limits.textPerShape),
      });
    }
  }
  for (const group of children(tree, 'p:grpSp')) {
    const xfrm = child(child(group, 'p:grpSpPr'), 'a:xfrm');
    const off = child(xfrm, 'a:off');
    const ext = child(xfrm, 'a:ext');
    const chOff = child(xfrm, 'a:chOff');
    const chExt = child(xfrm, 'a:chExt');
    const numbers = [
      integerAttribute(off, 'x'),
      integerAttribute(off, 'y'),
      integerAttribute(ext, 'cx'),
      integerAttribute(ext, 'cy'),
      integerAttribute(chOff, 'x'),
      integerAttribute(chOff, 'y'),
      integerAttribute(chExt, 'cx'),
      integerAttribute(chExt, 'cy'),
    ];
    const [ox, oy, cx, cy, chx, chy, chcx, chcy] = numbers;
    if (
      ox == null ||
      oy == null ||
      cx == null ||
      cy == null ||
      chx == null ||
      chy == null ||
      chcx == null ||
      chcy == null
    ) {
      continue;
    }
    const sx = chcx ? cx / chcx : 1;
    const sy = chcy ? cy / chcy : 1;
    const outer = frame.map ?? ((x: number, y: number) => [x, y] as [number, number]);
    collectShapes(
      group,
      {
        ...frame,
        map: (x, y) => outer(ox + (x - chx) * sx, oy + (y - chy) * sy),
        scale: [sx * (frame.scale?.[0] ?? 1), sy * (frame.scale?.[1] ?? 1)],
      },
      into,
    );
  }
}

function boxOf(shape: Xml, frame: Frame) {
  const xfrm = child(child(shape, 'p:spPr'), 'a:xfrm') ?? child(shape, 'p:xfrm');
  const x = integerAttribute(child(xfrm, 'a:off'), 'x');
  const y = integerAttribute(child(xfrm, 'a:off'), 'y');
  const cx = integerAttribute(child(xfrm, 'a:ext'), 'cx');
  const cy = integerAttribute(child(xfrm, 'a:ext'), 'cy');
  // A placeholder without its own frame sits where its layout puts it: not known here.
  if (x === null || y === null || cx === null || cy === null) return null;
  const [left, top] = frame.map ? frame.map(x, y) : [x, y];
  const width = cx * (frame.scale?.[0] ?? 1);
  const height = cy * (frame.scale?.[1] ?? 1);
  const clamp = (value: number) => Math.min(1, Math.max(0, value));
  return {
    x: clamp(left / frame.slideWidth),
    y: clamp(top / frame.slideHeight),
    w: clamp(width / frame.slideWidth),
    h: clamp(height / frame.slideHeight),
  };
}

function textOf(body: Xml | undefined): string {
  const parts: string[] = [];
  for (const paragraph of children(body, 'a:p')) {
    for (const run of [...children(paragraph, 'a:r'), ...children(paragraph, 'a:fld')]) {
      parts.push(textOfElement(run['a:t']));
    }
  }
  return parts.join(' ').replace(/\s+/g, ' ').trim();
}
