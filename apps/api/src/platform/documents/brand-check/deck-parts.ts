import {
  attribute,
  child,
  children,
  numberAttribute,
  type PptxPackage,
  type Xml,
} from '../pptx-package.ts';
import { type PlacedShape, placeShapes } from '../shape-tree.ts';
import {
  type ColourMap,
  defaultColourMap,
  readColourMap,
  readThemeColours,
  type ThemeColours,
} from './drawing-colour.ts';

/**
 * The parts of a deck the brand check reads, tied together: each slide's layout, each layout's
 * master, each master's theme (its colours and its two fonts) and colour map, and the
 * placeholders a slide's text inherits from.
 */
export interface ThemePart {
  colours: ThemeColours;
  /** `+mj-lt` and `+mn-lt`: the theme's heading and body fonts (latin). */
  majorFont: string | null;
  minorFont: string | null;
}

/** A shape and where it sits, as fractions of the slide. */
/** A shape and where it sits (shape-tree.ts), with the placeholder it is, if any (`p:ph`). */
export interface ShapeRef extends PlacedShape {
  placeholder: { type: string; idx: string | null } | null;
}

export interface MasterPart {
  part: string;
  name: string;
  theme: ThemePart;
  colourMap: ColourMap;
  xml: Xml;
  shapes: ShapeRef[];
}

export interface LayoutPart {
  part: string;
  name: string;
  master: MasterPart;
  colourMap: ColourMap;
  /** Whether slides on it show the master's shapes (`showMasterSp`, default yes). */
  showsMasterShapes: boolean;
  xml: Xml;
  shapes: ShapeRef[];
}

export interface SlidePart {
  /** 1-based, in show order. */
  number: number;
  part: string;
  layout: LayoutPart | null;
  colourMap: ColourMap;
  showsMasterShapes: boolean;
  xml: Xml;
  shapes: ShapeRef[];
}

export interface DeckParts {
  pptx: PptxPackage;
  /** EMU per slide width and height. */
  size: { width: number; height: number };
  defaultTextStyle: Xml | undefined;
  masters: MasterPart[];
  layouts: LayoutPart[];
  slides: SlidePart[];
}

const limits = { slides: 2000, shapesPerSlide: 400, layouts: 200, masters: 20 };

/** Reads the parts; null when the file is not a presentation (no presentation part, no size). */
export function readDeckParts(pptx: PptxPackage): DeckParts | null {
  const presentationPart = 'ppt/presentation.xml';
  const presentation = child(pptx.xml(presentationPart), 'p:presentation');
  const sizeNode = child(presentation, 'p:sldSz');
  const width = numberAttribute(sizeNode, 'cx');
  const height = numberAttribute(sizeNode, 'cy');
  if (!presentation || !width || !height) return null;
  const size = { width, height };
  const links = pptx.links(presentationPart);
  const masters = new Map<string, MasterPart>();
  const layouts = new Map<string, LayoutPart>();

  const readMaster = (part: string): MasterPart | null => {
    const known = masters.get(part);
    if (known) return known;
    if (masters.size >= limits.masters) return null;
    const xml = child(pptx.xml(part), 'p:sldMaster');
    if (!xml) return null;
    const themePart = pptx.linkOfType(part, 'theme');
    const master: MasterPart = {
      part,
      name: attribute(child(xml, 'p:cSld'), 'name') ?? '',
      theme: readTheme(themePart ? pptx.xml(themePart) : undefined),
      colourMap: readColourMap(xml, defaultColourMap),
      xml,
      shapes: readShapes(xml, 'p:cSld', size),
    };
    masters.set(part, master);
    return master;
  };
  const readLayout = (part: string): LayoutPart | null => {
    const known = layouts.get(part);
    if (known) return known;
    if (layouts.size >= limits.layouts) return null;
    const xml = child(pptx.xml(part), 'p:sldLayout');
    const masterPart = pptx.linkOfType(part, 'slideMaster');
    const master = masterPart ? readMaster(masterPart) : null;
    if (!xml || !master) return null;
    const layout: LayoutPart = {
      part,
      name: attribute(child(xml, 'p:cSld'), 'name') ?? '',
      master,
      colourMap: readColourMap(xml, master.colourMap),
      showsMasterShapes: attribute(xml, 'showMasterSp') !== '0',
      xml,
      shapes: readShapes(xml, 'p:cSld', size),
    };
    layouts.set(part, layout);
    return layout;
  };

  // Every master and its layouts, also those no slide uses (a template's whole set).
  for (const id of children(child(presentation, 'p:sldMasterIdLst'), 'p:sldMasterId')) {
    const part = links.get(attribute(id, 'r:id') ?? '')?.target;
    const master = part ? readMaster(part) : null;
    if (!master) continue;
    for (const layoutId of children(child(master.xml, 'p:sldLayoutIdLst'), 'p:sldLayoutId')) {
      const layoutPart = pptx.links(master.part).get(attribute(layoutId, 'r:id') ?? '')?.target;
      if (layoutPart) readLayout(layoutPart);
    }
  }

  const slides: SlidePart[] = [];
  const ids = children(child(presentation, 'p:sldIdLst'), 'p:sldId').slice(0, limits.slides);
  for (const id of ids) {
    const part = links.get(attribute(id, 'r:id') ?? '')?.target;
    const xml = part ? child(pptx.xml(part), 'p:sld') : undefined;
    if (!part || !xml) continue;
    const layoutPart = pptx.linkOfType(part, 'slideLayout');
    const layout = layoutPart ? readLayout(layoutPart) : null;
    slides.push({
      number: slides.length + 1,
      part,
      layout,
      colourMap: readColourMap(xml, layout?.colourMap ?? defaultColourMap),
      showsMasterShapes: attribute(xml, 'showMasterSp') !== '0',
      xml,
      shapes: readShapes(xml, 'p:cSld', size).slice(0, limits.shapesPerSlide),
    });
  }
  return {
    pptx,
    size,
    defaultTextStyle: child(presentation, 'p:defaultTextStyle'),
    masters: [...masters.values()],
    layouts: [...layouts.values()],
    slides,
  };
}

function readTheme(xml: Xml | undefined): ThemePart {
  const fonts = child(child(child(xml, 'a:theme'), 'a:themeElements'), 'a:fontScheme');
  const typeface = (key: string) =>
    attribute(child(child(fonts, key), 'a:latin'), 'typeface')?.trim() || null;
  return {
    colours: readThemeColours(xml),
    majorFont: typeface('a:majorFont'),
    minorFont: typeface('a:minorFont'),
  };
}

/** The shapes of a part's tree, groups flattened with their transforms (shape-tree.ts). */
function readShapes(
  owner: Xml,
  containerTag: string,
  size: { width: number; height: number },
): ShapeRef[] {
  const tree = child(child(owner, containerTag), 'p:spTree');
  return placeShapes(tree, size).map((placed) => ({
    ...placed,
    placeholder: placeholderOf(placed.shape),
  }));
}

function placeholderOf(shape: Xml): ShapeRef['placeholder'] {
  for (const value of Object.values(shape)) {
    const ph = child(child(value, 'p:nvPr'), 'p:ph');
    if (ph) return { type: attribute(ph, 'type') ?? 'obj', idx: attribute(ph, 'idx') ?? null };
  }
  return null;
}

/** Which master placeholder a slide's or layout's placeholder takes its text style from. */
const masterTypeOf = (type: string) =>
  type === 'ctrTitle' || type === 'title'
    ? 'title'
    : ['dt', 'ftr', 'sldNum', 'hdr'].includes(type)
      ? type
      : 'body';

/** The placeholder of `candidates` a placeholder inherits from: by index, else by type. */
export function findPlaceholder(
  candidates: readonly ShapeRef[],
  placeholder: NonNullable<ShapeRef['placeholder']>,
  isMaster: boolean,
): ShapeRef | undefined {
  const withPh = candidates.filter((shape) => shape.placeholder);
  if (isMaster) {
    const type = masterTypeOf(placeholder.type);
    return withPh.find((shape) => masterTypeOf(shape.placeholder!.type) === type);
  }
  if (placeholder.idx !== null) {
    const byIndex = withPh.find((shape) => shape.placeholder!.idx === placeholder.idx);
    if (byIndex) return byIndex;
  }
  return withPh.find((shape) => shape.placeholder!.type === placeholder.type);
}

/** The master text style a placeholder type falls back to (`p:txStyles`). */
export function masterTextStyleOf(
  type: string | null,
): 'p:titleStyle' | 'p:bodyStyle' | 'p:otherStyle' {
  if (type === null) return 'p:otherStyle';
  const master = masterTypeOf(type);
  return master === 'title' ? 'p:titleStyle' : master === 'body' ? 'p:bodyStyle' : 'p:otherStyle';
}
