import { imageSize } from 'image-size';
import {
  attribute,
  child,
  children,
  numberAttribute,
  textOfElement,
  type Xml,
} from '../pptx-package.ts';
import {
  type DeckParts,
  findPlaceholder,
  masterTextStyleOf,
  type ShapeRef,
  type SlidePart,
} from './deck-parts.ts';
import { type ColourScope, readColour } from './drawing-colour.ts';

/**
 * What the brand check reads off one slide: each run of text with the font and size it shows in
 * (direct formatting, the shape's list style, its layout's and master's placeholders, the
 * master's text styles, the presentation's defaults, then the theme, as PowerPoint inherits),
 * every colour it paints, its pictures' resolution, its bullets and its title.
 */
export interface TextRun {
  shape: ShapeRef;
  text: string;
  /** The latin font it shows in, theme fonts (`+mn-lt`) resolved. */
  font: string | null;
  /** Where the font came from: `the run`, `the shape`, `the layout`, `the master`, `the theme`. */
  fontFrom: string;
  /** Points, after `normAutofit` shrinks it. */
  points: number;
}

export interface PaintedColour {
  shape: ShapeRef | null;
  hex: string;
  role: 'fill' | 'line' | 'text';
}

export interface PictureUse {
  shape: ShapeRef;
  /** The image's pixels per inch as placed (the lower of width and height), cropping counted. */
  dpi: number;
}

export interface SlideContent {
  slide: SlidePart;
  runs: TextRun[];
  colours: PaintedColour[];
  pictures: PictureUse[];
  /** The non-empty paragraphs of each shape that shows bullets (body placeholders, bulleted text). */
  bullets: { shape: ShapeRef; count: number }[];
  hasTitle: boolean;
}

const emuPerInch = 914400;
/** PowerPoint's size when nothing sets one: 18 pt. */
const defaultHundredths = 1800;

export function readSlideContent(deck: DeckParts, slide: SlidePart): SlideContent {
  const layout = slide.layout;
  const master = layout?.master ?? null;
  const theme = master?.theme ?? { colours: {}, majorFont: null, minorFont: null };
  const scope: ColourScope = { theme: theme.colours, map: slide.colourMap };
  const runs: TextRun[] = [];
  const bullets: SlideContent['bullets'] = [];
  let hasTitle = false;

  const resolveFont = (typeface: string | undefined): string | null => {
    if (!typeface) return null;
    if (typeface.startsWith('+mj')) return theme.majorFont;
    if (typeface.startsWith('+mn')) return theme.minorFont;
    return typeface.trim() || null;
  };

  for (const shape of slide.shapes) {
    const body = child(shape.shape, 'p:txBody');
    if (!body) continue;
    const ph = shape.placeholder;
    const layoutPh = ph && layout ? findPlaceholder(layout.shapes, ph, false) : undefined;
    const masterPh =
      ph && master ? findPlaceholder(master.shapes, layoutPh?.placeholder ?? ph, true) : undefined;
    const masterStyle = child(
      child(master?.xml, 'p:txStyles'),
      masterTextStyleOf(ph?.type ?? null),
    );
    const fontScale =
      (numberAttribute(child(child(body, 'a:bodyPr'), 'a:normAutofit'), 'fontScale') ?? 100000) /
      100000;
    const paragraphs = children(body, 'a:p');
    let bulletCount = 0;
    for (const paragraph of paragraphs) {
      const pPr = child(paragraph, 'a:pPr');
      const level = Math.min(8, Math.max(0, numberAttribute(pPr, 'lvl') ?? 0));
      const levelKey = `a:lvl${level + 1}pPr`;
      const levelStyle = (list: Xml | undefined) => child(child(list, levelKey), 'a:defRPr');
      const chain: { props: Xml | undefined; from: string }[] = [
        { props: levelStyle(child(body, 'a:lstStyle')), from: 'the shape' },
        {
          props: levelStyle(child(child(layoutPh?.shape, 'p:txBody'), 'a:lstStyle')),
          from: 'the layout',
        },
        {
          props: levelStyle(child(child(masterPh?.shape, 'p:txBody'), 'a:lstStyle')),
          from: 'the master',
        },
        { props: levelStyle(masterStyle), from: 'the master' },
        { props: levelStyle(deck.defaultTextStyle), from: 'the presentation' },
      ];
      let paragraphText = '';
      for (const run of [...children(paragraph, 'a:r'), ...children(paragraph, 'a:fld')]) {
        const text = textOfElement(run['a:t']);
        paragraphText += text;
        if (text.trim() === '') continue;
        const rPr = child(run, 'a:rPr');
        const links = [{ props: rPr, from: 'the run' }, ...chain];
        const fontLink = links.find((link) => attribute(child(link.props, 'a:latin'), 'typeface'));
        const typeface = attribute(child(fontLink?.props, 'a:latin'), 'typeface');
        const sizeLink = links.find((link) => numberAttribute(link.props, 'sz') !== null);
        const hundredths = numberAttribute(sizeLink?.props, 'sz') ?? defaultHundredths;
        runs.push({
          shape,
          text,
          font: fontLink ? resolveFont(typeface) : theme.minorFont,
          fontFrom: !fontLink
            ? 'the theme'
            : typeface?.startsWith('+')
              ? `the theme, through ${fontLink.from}`
              : fontLink.from,
          points: Math.round((hundredths / 100) * fontScale * 10) / 10,
        });
      }
      if (paragraphText.trim() !== '' && child(pPr, 'a:buNone') === undefined) bulletCount++;
    }
    const isTitle = ph?.type === 'title' || ph?.type === 'ctrTitle';
    if (
      isTitle &&
      paragraphs.some((p) => children(p, 'a:r').some((r) => textOfElement(r['a:t']).trim()))
    ) {
      hasTitle = true;
    }
    const isBodyPlaceholder = ph !== null && ['body', 'obj'].includes(ph.type);
    const hasBulletMarks = paragraphs.some((p) => {
      const pPr = child(p, 'a:pPr');
      return child(pPr, 'a:buChar') !== undefined || child(pPr, 'a:buAutoNum') !== undefined;
    });
    if ((isBodyPlaceholder || hasBulletMarks) && bulletCount > 0) {
      bullets.push({ shape, count: bulletCount });
    }
  }

  return {
    slide,
    runs,
    colours: readPaintedColours(slide, scope),
    pictures: readPictures(deck, slide),
    bullets,
    hasTitle,
  };
}

/** Elements whose colours are not the slide's own paint: effects (shadows, glows) and empty-paragraph marks. */
const skippedKeys = new Set([
  'a:effectLst',
  'a:effectDag',
  'a:endParaRPr',
  'p:style',
  'a:extLst',
  'p:extLst',
]);
const textKeys = new Set(['a:rPr', 'a:defRPr']);
const fillKeys = ['a:noFill', 'a:solidFill', 'a:gradFill', 'a:blipFill', 'a:pattFill', 'a:grpFill'];

function readPaintedColours(slide: SlidePart, scope: ColourScope): PaintedColour[] {
  const colours: PaintedColour[] = [];
  const add = (
    shape: ShapeRef | null,
    holder: Xml | undefined,
    role: PaintedColour['role'],
    within = scope,
  ) => {
    const colour = readColour(holder, within);
    if (colour && colour.alpha > 0) colours.push({ shape, hex: colour.hex, role });
  };
  const walk = (
    node: unknown,
    shape: ShapeRef | null,
    role: PaintedColour['role'],
    depth: number,
  ) => {
    if (!node || typeof node !== 'object' || depth > 40) return;
    if (Array.isArray(node)) {
      for (const item of node) walk(item, shape, role, depth + 1);
      return;
    }
    for (const [key, value] of Object.entries(node as Xml)) {
      if (key.startsWith('@') || skippedKeys.has(key)) continue;
      const nextRole =
        key === 'a:ln' || key.startsWith('a:ln') ? 'line' : textKeys.has(key) ? 'text' : role;
      if (key === 'a:solidFill') {
        for (const fill of Array.isArray(value) ? value : [value])
          add(shape, fill as Xml, nextRole);
      } else if (key === 'a:gradFill') {
        for (const stop of children(child(value, 'a:gsLst'), 'a:gs')) add(shape, stop, nextRole);
      } else if (key === 'a:pattFill') {
        add(shape, child(value, 'a:fgClr'), nextRole);
        add(shape, child(value, 'a:bgClr'), nextRole);
      } else {
        walk(value, shape, nextRole, depth + 1);
      }
    }
  };
  walk(child(child(slide.xml, 'p:cSld'), 'p:bg'), null, 'fill', 0);
  for (const shape of slide.shapes) {
    walk(shape.shape, shape, 'fill', 0);
    // A shape without its own fill or line takes the theme style its reference names.
    const style = child(shape.shape, 'p:style');
    if (!style) continue;
    const spPr = child(shape.shape, 'p:spPr');
    const fillRef = child(style, 'a:fillRef');
    if (!fillKeys.some((key) => child(spPr, key)) && numberAttribute(fillRef, 'idx') !== 0) {
      add(shape, fillRef, 'fill');
    }
    const lnRef = child(style, 'a:lnRef');
    const line = child(spPr, 'a:ln');
    if (!fillKeys.some((key) => child(line, key)) && numberAttribute(lnRef, 'idx') !== 0) {
      add(shape, lnRef, 'line');
    }
  }
  return colours;
}

function readPictures(deck: DeckParts, slide: SlidePart): PictureUse[] {
  const pictures: PictureUse[] = [];
  const links = deck.pptx.links(slide.part);
  for (const shape of slide.shapes) {
    if (shape.tag !== 'p:pic' || !shape.box) continue;
    const blipFill = child(shape.shape, 'p:blipFill');
    const target = links.get(attribute(child(blipFill, 'a:blip'), 'r:embed') ?? '')?.target;
    const bytes = target ? deck.pptx.bytes(target) : undefined;
    if (!bytes || /\.(emf|wmf|svg)$/i.test(target ?? '')) continue;
    let pixels: { width?: number; height?: number };
    try {
      pixels = imageSize(bytes);
    } catch {
      continue;
    }
    if (!pixels.width || !pixels.height) continue;
    // Cropping (`a:srcRect`, thousandths of a percent off each side) shows part of the image.
    const crop = child(blipFill, 'a:srcRect');
    const kept = (a: string, b: string) =>
      Math.max(
        0.01,
        1 - ((numberAttribute(crop, a) ?? 0) + (numberAttribute(crop, b) ?? 0)) / 100000,
      );
    const widthInches = (shape.box.w * deck.size.width) / emuPerInch;
    const heightInches = (shape.box.h * deck.size.height) / emuPerInch;
    if (widthInches <= 0 || heightInches <= 0) continue;
    const dpi = Math.min(
      (pixels.width * kept('l', 'r')) / widthInches,
      (pixels.height * kept('t', 'b')) / heightInches,
    );
    pictures.push({ shape, dpi: Math.round(dpi) });
  }
  return pictures;
}
