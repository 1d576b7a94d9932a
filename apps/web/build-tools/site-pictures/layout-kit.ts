import type PptxGenJS from 'pptxgenjs';
import { bodyFont, headingFont, type TDeckTheme } from './deck-theme.ts';

/** A box on a 16:9 slide, in inches (10 x 5.625). */
export type TBox = { x: number; y: number; w: number; h: number };
type TTextOptions = PptxGenJS.TextPropsOptions;
type TMasterObject = PptxGenJS.SlideMasterProps['objects'] extends (infer T)[] | undefined
  ? T
  : never;

export const slideWidth = 10;
export const slideHeight = 5.625;

/** A free template of /templates: its theme, its layouts and sample slides, its preview. */
export type TTemplateSpec = {
  key: string;
  name: string;
  theme: TDeckTheme;
  /** Four slides of the deck for the preview sheet (1-based, in reading order). */
  previewSlides: readonly [number, number, number, number];
  /** What the preview sheet shows, for a reader who cannot see it. */
  previewAlt: string;
  /** Stand-in photos for the sample slides, made by the generator (render-pictures.ts). */
  samplePictures?: Record<string, TGradient>;
  /** Defines the layouts and adds the sample slides; `pictures` are image data by name. */
  build: (deck: PptxGenJS, pictures: Record<string, string>) => void;
};

/** A smooth 16:9 gradient of three colours, from one point (in 1600 x 900 pixels) to another. */
export type TGradient = {
  colours: readonly [string, string, string];
  type: 'linear' | 'radial';
  from: readonly [number, number];
  to: readonly [number, number];
};

/** The title placeholder of a layout: heading font, left aligned, top anchored unless told. */
export function titleHolder(box: TBox, options: TTextOptions = {}): TMasterObject {
  return {
    placeholder: {
      options: {
        name: 'title',
        type: 'title',
        ...box,
        fontFace: headingFont,
        align: 'left',
        valign: 'top',
        margin: 0,
        ...options,
      },
      text: 'Click to add a title',
    },
  } as TMasterObject;
}

/** A body placeholder named `name` (a layout may have several: left, right, caption…). */
export function bodyHolder(
  name: string,
  box: TBox,
  options: TTextOptions = {},
  prompt = 'Click to add text',
): TMasterObject {
  return {
    placeholder: {
      options: {
        name,
        type: 'body',
        ...box,
        fontFace: bodyFont,
        align: 'left',
        valign: 'top',
        margin: 0,
        ...options,
      },
      text: prompt,
    },
  } as TMasterObject;
}

/** A picture placeholder: PowerPoint's "click the icon to add a picture". */
export function pictureHolder(name: string, box: TBox): TMasterObject {
  return {
    placeholder: { options: { name, type: 'pic', ...box }, text: 'Add a picture' },
  } as TMasterObject;
}

export function rect(box: TBox, fill: string, options: Partial<PptxGenJS.ShapeProps> = {}) {
  return {
    rect: { ...box, fill: { color: fill }, line: { type: 'none' }, ...options },
  } as TMasterObject;
}

/** A filled circle or oval, for decoration. */
export function oval(box: TBox, fill: string): TMasterObject {
  return {
    text: {
      text: '',
      options: { shape: 'ellipse', ...box, fill: { color: fill }, line: { type: 'none' } },
    },
  } as TMasterObject;
}

export function fixedText(text: string, box: TBox, options: TTextOptions = {}): TMasterObject {
  return {
    text: { text, options: { ...box, fontFace: bodyFont, margin: 0, ...options } },
  } as TMasterObject;
}

/** Bulleted lines for a body placeholder or a text box. */
export function bullets(
  lines: readonly string[],
  options: TTextOptions = {},
): PptxGenJS.TextProps[] {
  return lines.map((text) => ({
    text,
    options: { bullet: { indent: 18 }, paraSpaceAfter: 8, breakLine: true, ...options },
  }));
}

/** Numbered lines (1., 2., …) for a body placeholder or a text box. */
export function numbered(
  lines: readonly string[],
  options: TTextOptions = {},
): PptxGenJS.TextProps[] {
  return lines.map((text) => ({
    text,
    options: {
      bullet: { type: 'number', indent: 24 },
      paraSpaceAfter: 10,
      breakLine: true,
      ...options,
    },
  }));
}

/** A slide number in the bottom-right corner of every slide of a layout. */
export function slideNumberAt(x: number, y: number, color: string): PptxGenJS.SlideNumberProps {
  return { x, y, w: 0.6, h: 0.3, fontFace: bodyFont, fontSize: 10, color, align: 'right' };
}
