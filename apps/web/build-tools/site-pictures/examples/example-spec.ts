import type PptxGenJS from 'pptxgenjs';

/**
 * One project of /examples: the slide as the customer sent it and the slide we delivered, each
 * with the words a reader who cannot see it hears instead (the picture's alt text).
 */
export type TExampleSpec = {
  key: string;
  before: { alt: string; build: (deck: PptxGenJS, slide: PptxGenJS.Slide) => void };
  after: { alt: string; build: (deck: PptxGenJS, slide: PptxGenJS.Slide) => void };
};

/** The look of a deck as customers send it: Arial, black on white, Office's default blue. */
export const plain = {
  font: 'Arial',
  text: '000000',
  grey: '595959',
  blue: '4472C4',
  lightBlue: 'D9E2F3',
} as const;

/** The default "Title and Content" slide: a big title top left, small crowded bullets. */
export function addPlainTitle(
  slide: PptxGenJS.Slide,
  title: string,
  options: PptxGenJS.TextPropsOptions = {},
) {
  slide.addText(title, {
    x: 0.5,
    y: 0.25,
    w: 9,
    h: 0.8,
    fontFace: plain.font,
    fontSize: 30,
    color: plain.text,
    valign: 'middle',
    ...options,
  });
}

export function addPlainBullets(
  slide: PptxGenJS.Slide,
  lines: readonly string[],
  box: { x: number; y: number; w: number; h: number },
  fontSize = 13,
) {
  slide.addText(
    lines.map((text) => ({ text, options: { bullet: true, breakLine: true } })),
    { ...box, fontFace: plain.font, fontSize, color: plain.text, valign: 'top', paraSpaceAfter: 3 },
  );
}

/** The footer customers' decks carry on every slide. */
export function addPlainFooter(slide: PptxGenJS.Slide, left: string, page: number) {
  slide.addText(left, {
    x: 0.5,
    y: 5.2,
    w: 6,
    h: 0.3,
    fontFace: plain.font,
    fontSize: 9,
    color: plain.grey,
  });
  slide.addText(String(page), {
    x: 8.9,
    y: 5.2,
    w: 0.6,
    h: 0.3,
    fontFace: plain.font,
    fontSize: 9,
    color: plain.grey,
    align: 'right',
  });
}

/** A text box in the designed slides: no inner margin, top anchored, Arial unless told. */
export function addTextAt(
  slide: PptxGenJS.Slide,
  text: string | PptxGenJS.TextProps[],
  box: { x: number; y: number; w: number; h: number },
  options: PptxGenJS.TextPropsOptions = {},
) {
  slide.addText(text, { ...box, fontFace: 'Arial', margin: 0, valign: 'top', ...options });
}
