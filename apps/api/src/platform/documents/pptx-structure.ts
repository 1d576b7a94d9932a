import {
  attribute,
  child,
  children,
  numberAttribute,
  openPptx,
  textOfElement,
  type Xml,
} from './pptx-package.ts';
import { placeShapes } from './shape-tree.ts';

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
  const slideWidth = numberAttribute(size, 'cx');
  const slideHeight = numberAttribute(size, 'cy');
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
    const shapes = collectShapes(tree, { width: slideWidth, height: slideHeight });
    slides.push({ key, shapes: shapes.slice(0, limits.shapesPerSlide) });
  }
  return slides;
}

/** The shapes with a frame, their boxes kept within the slide. */
function collectShapes(tree: Xml, size: { width: number; height: number }): SlideShape[] {
  const clamp = (value: number) => Math.min(1, Math.max(0, value));
  return placeShapes(tree, size).flatMap(({ shape, id, name, box }) =>
    box
      ? [
          {
            id,
            name,
            x: clamp(box.x),
            y: clamp(box.y),
            w: clamp(box.w),
            h: clamp(box.h),
            text: textOf(child(shape, 'p:txBody')).slice(0, limits.textPerShape),
          },
        ]
      : [],
  );
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
