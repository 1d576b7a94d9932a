import PptxGenJS from 'pptxgenjs';
import type { CorpusTemplate } from './brand-corpus.ts';
import { patchThemeAndMaster } from './brand-corpus-patches.ts';

/** One slide of a corpus deck: its layout, words, colours and the faults put on it. */
export interface DeckSlidePlan {
  layout: string;
  title: string | null;
  bullets: string[];
  boxColour: string;
  titleColour: string;
  runFont?: string;
  smallText?: boolean;
}

/** A deck of those slides on the template's masters, as pptxgenjs writes it, patched. */
export async function buildPptx(
  template: CorpusTemplate,
  plans: readonly DeckSlidePlan[],
  options: { layouts: readonly string[]; masterFont: string | null },
): Promise<Buffer> {
  const deck = new PptxGenJS();
  deck.layout = 'LAYOUT_16x9';
  deck.theme = { headFontFace: template.headingFont, bodyFontFace: template.bodyFont };
  const hex = (colour: string) => colour.slice(1).toUpperCase();
  for (const layout of options.layouts) {
    deck.defineSlideMaster({
      title: layout,
      background: { color: hex(template.palette[1]!) },
      objects: [
        { rect: { x: 0, y: 5.3, w: 10, h: 0.325, fill: { color: hex(template.palette[4]!) } } },
        {
          placeholder: {
            options: { name: 'title', type: 'title', x: 0.5, y: 0.3, w: 9, h: 0.9 },
            text: '',
          },
        },
        {
          placeholder: {
            options: { name: 'body', type: 'body', x: 0.5, y: 1.4, w: 5.5, h: 3.6 },
            text: '',
          },
        },
      ],
    });
  }
  for (const plan of plans) {
    const slide = deck.addSlide({ masterName: plan.layout });
    if (plan.title) {
      slide.addText(plan.title, { placeholder: 'title', color: hex(plan.titleColour) });
    }
    slide.addText(
      plan.bullets.map((text) => ({
        text,
        options: {
          bullet: true,
          breakLine: true,
          ...(plan.runFont ? { fontFace: plan.runFont } : {}),
        },
      })),
      { placeholder: 'body', color: hex(template.palette[0]!) },
    );
    slide.addShape(deck.ShapeType.rect, {
      x: 6.5,
      y: 1.5,
      w: 3,
      h: 2,
      fill: { color: hex(plan.boxColour) },
      line: { color: hex(plan.boxColour) },
    });
    if (plan.smallText) {
      slide.addText('Source: internal figures', {
        x: 6.5,
        y: 4.6,
        w: 3,
        h: 0.4,
        fontSize: 6,
        color: hex(template.palette[2]!),
      });
    }
  }
  const written = await deck.write({ outputType: 'nodebuffer' });
  if (!(written instanceof Buffer)) throw new Error('pptxgenjs did not write a buffer');
  return patchThemeAndMaster(written, template, options.masterFont);
}
