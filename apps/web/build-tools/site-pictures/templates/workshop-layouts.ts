import type PptxGenJS from 'pptxgenjs';
import { colour as c, headingFont } from '../deck-theme.ts';
import { bodyHolder, oval, rect, slideNumberAt, titleHolder } from '../layout-kit.ts';

export const left = 0.7;
export const width = 10 - 2 * left;
const title = titleHolder(
  { x: left, y: 0.45, w: width, h: 0.8 },
  {
    fontSize: 28,
    bold: true,
    color: c.dark2,
    valign: 'bottom',
  },
);
const number = slideNumberAt(8.7, 5.15, c.accent6);
export const stepColours = [c.accent1, c.accent2, c.accent3, c.accent4];

/** The Workshop template's slide layouts (PowerPoint's Layout menu), in theme colours and fonts. */
export function defineWorkshopLayouts(deck: PptxGenJS): void {
  deck.defineSlideMaster({
    title: 'Title',
    background: { color: c.light2 },
    objects: [
      oval({ x: 6.6, y: 0.9, w: 2.6, h: 2.6 }, c.accent1),
      oval({ x: 7.9, y: 2.3, w: 1.9, h: 1.9 }, c.accent2),
      oval({ x: 6.9, y: 3.3, w: 1.3, h: 1.3 }, c.accent4),
      titleHolder(
        { x: left, y: 1.3, w: 5.6, h: 1.9 },
        {
          fontSize: 40,
          bold: true,
          color: c.dark2,
          valign: 'bottom',
        },
      ),
      rect({ x: left, y: 3.4, w: 0.9, h: 0.08 }, c.accent3),
      bodyHolder('subtitle', { x: left, y: 3.65, w: 5.4, h: 0.8 }, { fontSize: 16, color: c.text }),
    ],
  });
  deck.defineSlideMaster({
    title: 'Agenda with timings',
    background: { color: c.background },
    objects: [title, rect({ x: 0, y: 0, w: 0.25, h: 5.625 }, c.accent1)],
    slideNumber: number,
  });
  deck.defineSlideMaster({
    title: 'Exercise opener',
    background: { color: c.accent1 },
    objects: [
      oval({ x: left, y: 1.55, w: 2.2, h: 2.2 }, c.background),
      bodyHolder(
        'number',
        { x: left, y: 1.55, w: 2.2, h: 2.2 },
        {
          fontSize: 72,
          bold: true,
          color: c.accent1,
          fontFace: headingFont,
          align: 'center',
          valign: 'middle',
        },
      ),
      titleHolder(
        { x: 3.4, y: 1.55, w: 5.9, h: 2.2 },
        {
          fontSize: 34,
          bold: true,
          color: c.background,
          valign: 'middle',
        },
      ),
    ],
  });
  deck.defineSlideMaster({
    title: 'Exercise',
    background: { color: c.background },
    objects: [
      title,
      bodyHolder('steps', { x: left, y: 1.6, w: 5.2, h: 3.4 }, { fontSize: 17, color: c.text }),
      rect({ x: 6.4, y: 1.6, w: 2.9, h: 3.2 }, c.accent2),
      bodyHolder(
        'time',
        { x: 6.6, y: 1.9, w: 2.5, h: 1.2 },
        {
          fontSize: 42,
          bold: true,
          color: c.dark2,
          fontFace: headingFont,
          align: 'center',
          valign: 'middle',
        },
      ),
      bodyHolder(
        'format',
        { x: 6.6, y: 3.2, w: 2.5, h: 1.3 },
        {
          fontSize: 16,
          color: c.dark2,
          align: 'center',
        },
      ),
    ],
    slideNumber: number,
  });
  deck.defineSlideMaster({
    title: 'Discussion questions',
    background: { color: c.light2 },
    objects: [title],
    slideNumber: number,
  });
  deck.defineSlideMaster({
    title: 'Key takeaways',
    background: { color: c.dark2 },
    objects: [
      titleHolder(
        { x: left, y: 0.45, w: width, h: 0.8 },
        {
          fontSize: 28,
          bold: true,
          color: c.background,
          valign: 'bottom',
        },
      ),
    ],
  });
  deck.defineSlideMaster({
    title: 'Closing',
    background: { color: c.light2 },
    objects: [
      oval({ x: 7.6, y: 3.2, w: 1.6, h: 1.6 }, c.accent1),
      oval({ x: 8.5, y: 2.5, w: 0.9, h: 0.9 }, c.accent3),
      titleHolder(
        { x: left, y: 1.6, w: 6.5, h: 1.3 },
        {
          fontSize: 44,
          bold: true,
          color: c.dark2,
          valign: 'bottom',
        },
      ),
      bodyHolder('next', { x: left, y: 3.1, w: 6, h: 1.0 }, { fontSize: 18, color: c.text }),
    ],
  });
}
