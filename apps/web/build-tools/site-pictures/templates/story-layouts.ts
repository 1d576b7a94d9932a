import type PptxGenJS from 'pptxgenjs';
import { colour as c, headingFont } from '../deck-theme.ts';
import {
  bodyHolder,
  slideHeight as h,
  pictureHolder,
  rect,
  titleHolder,
  slideWidth as w,
} from '../layout-kit.ts';

export const left = 0.8;
export const fullBleed = { x: 0, y: 0, w, h };
/** A picture across the slide above a caption band. */
export const band = { x: 0, y: 0, w, h: 4.2 };

/** The Story template's slide layouts (PowerPoint's Layout menu), in theme colours and fonts. */
export function defineStoryLayouts(deck: PptxGenJS): void {
  deck.defineSlideMaster({
    title: 'Title over picture',
    background: { color: c.dark2 },
    objects: [
      pictureHolder('picture', fullBleed),
      titleHolder(
        { x: left, y: 2.4, w: 7.4, h: 1.6 },
        {
          fontSize: 48,
          color: c.background,
          valign: 'bottom',
        },
      ),
      bodyHolder(
        'subtitle',
        { x: left, y: 4.2, w: 7, h: 0.5 },
        { fontSize: 16, color: c.background },
      ),
    ],
  });
  deck.defineSlideMaster({
    title: 'Quote',
    background: { color: c.light2 },
    objects: [
      {
        text: {
          text: '“',
          options: {
            x: left - 0.05,
            y: 0.55,
            w: 1.2,
            h: 1.0,
            fontFace: headingFont,
            fontSize: 110,
            color: c.accent1,
            margin: 0,
          },
        },
      },
      titleHolder(
        { x: left, y: 1.5, w: 8.2, h: 2.4 },
        {
          fontSize: 34,
          italic: true,
          color: c.dark2,
          valign: 'middle',
        },
      ),
      bodyHolder(
        'source',
        { x: left, y: 4.2, w: 8, h: 0.5 },
        { fontSize: 16, color: c.accent1, bold: true },
      ),
    ],
  });
  deck.defineSlideMaster({
    title: 'Statement',
    background: { color: c.dark2 },
    objects: [
      titleHolder(
        { x: left, y: 1.2, w: 10 - 2 * left, h: 3.2 },
        {
          fontSize: 46,
          color: c.background,
          align: 'center',
          valign: 'middle',
        },
      ),
    ],
  });
  deck.defineSlideMaster({
    title: 'Picture with caption',
    background: { color: c.dark2 },
    objects: [
      pictureHolder('picture', band),
      titleHolder(
        { x: left, y: 4.4, w: 4, h: 0.7 },
        { fontSize: 24, color: c.background, valign: 'middle' },
      ),
      bodyHolder(
        'caption',
        { x: 5.0, y: 4.4, w: 4.2, h: 0.7 },
        {
          fontSize: 13,
          color: c.light2,
          valign: 'middle',
        },
      ),
    ],
  });
  deck.defineSlideMaster({
    title: 'Three words',
    background: { color: c.background },
    objects: [
      ...['word-1', 'word-2', 'word-3'].map((name, index) =>
        bodyHolder(
          name,
          { x: left + index * 2.9, y: 2.0, w: 2.7, h: 1.4 },
          {
            fontSize: 48,
            fontFace: headingFont,
            color: [c.accent1, c.accent3, c.accent2][index],
            valign: 'middle',
          },
        ),
      ),
    ],
  });
  deck.defineSlideMaster({
    title: 'Picture and text',
    background: { color: c.light2 },
    objects: [
      pictureHolder('picture', { x: 0, y: 0, w: 4.6, h }),
      titleHolder(
        { x: 5.2, y: 1.2, w: 4.1, h: 1.5 },
        { fontSize: 30, color: c.dark2, valign: 'bottom' },
      ),
      rect({ x: 5.2, y: 2.9, w: 0.6, h: 0.05 }, c.accent1),
      bodyHolder('body', { x: 5.2, y: 3.15, w: 4.1, h: 1.8 }, { fontSize: 16, color: c.text }),
    ],
  });
  deck.defineSlideMaster({
    title: 'Closing',
    background: { color: c.accent1 },
    objects: [
      titleHolder(
        { x: left, y: 1.6, w: 8.4, h: 1.4 },
        { fontSize: 54, color: c.background, valign: 'bottom' },
      ),
      bodyHolder(
        'contact',
        { x: left, y: 3.2, w: 8.4, h: 0.6 },
        { fontSize: 18, color: c.background },
      ),
    ],
  });
}
