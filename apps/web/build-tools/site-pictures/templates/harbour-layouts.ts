import type PptxGenJS from 'pptxgenjs';
import { colour as c } from '../deck-theme.ts';
import { bodyHolder, rect, slideNumberAt, titleHolder } from '../layout-kit.ts';

export const left = 0.75;
export const width = 10 - 2 * left;
const title = titleHolder(
  { x: left, y: 0.5, w: width, h: 0.7 },
  {
    fontSize: 26,
    bold: true,
    color: c.dark2,
    valign: 'bottom',
  },
);
const rule = rect({ x: left, y: 1.35, w: 0.6, h: 0.05 }, c.accent1);
const number = slideNumberAt(8.65, 5.15, c.accent3);

/** The Harbour template's slide layouts (PowerPoint's Layout menu), in theme colours and fonts. */
export function defineHarbourLayouts(deck: PptxGenJS): void {
  deck.defineSlideMaster({
    title: 'Title',
    background: { color: c.background },
    objects: [
      rect({ x: 7.1, y: 0, w: 2.9, h: 5.5 }, c.light2),
      rect({ x: 7.1, y: 3.9, w: 2.9, h: 1.6 }, c.accent2),
      rect({ x: left, y: 1.65, w: 0.09, h: 1.9 }, c.accent1),
      titleHolder(
        { x: left + 0.35, y: 1.6, w: 5.8, h: 1.3 },
        { fontSize: 38, bold: true, color: c.dark2, valign: 'bottom' },
      ),
      bodyHolder(
        'subtitle',
        { x: left + 0.35, y: 3.05, w: 5.8, h: 0.5 },
        {
          fontSize: 16,
          color: c.accent3,
        },
      ),
      rect({ x: 0, y: 5.5, w: 10, h: 0.125 }, c.accent1),
    ],
  });
  deck.defineSlideMaster({
    title: 'Agenda',
    background: { color: c.background },
    objects: [
      title,
      rule,
      bodyHolder('body', { x: left, y: 1.75, w: width, h: 3.3 }, { fontSize: 20, color: c.text }),
    ],
    slideNumber: number,
  });
  deck.defineSlideMaster({
    title: 'Section divider',
    background: { color: c.light2 },
    objects: [
      bodyHolder(
        'number',
        { x: left, y: 1.4, w: 3, h: 1.1 },
        {
          fontSize: 60,
          bold: true,
          color: c.accent1,
          valign: 'bottom',
        },
      ),
      titleHolder({ x: left, y: 2.65, w: 8, h: 1.2 }, { fontSize: 34, bold: true, color: c.dark2 }),
    ],
    slideNumber: number,
  });
  deck.defineSlideMaster({
    title: 'Title and content',
    background: { color: c.background },
    objects: [
      title,
      rule,
      bodyHolder('body', { x: left, y: 1.75, w: width, h: 3.3 }, { fontSize: 18, color: c.text }),
    ],
    slideNumber: number,
  });
  const column = (x: number, name: string) => [
    bodyHolder(
      `${name}-heading`,
      { x, y: 1.75, w: 3.95, h: 0.45 },
      {
        fontSize: 16,
        bold: true,
        color: c.accent1,
      },
    ),
    bodyHolder(name, { x, y: 2.3, w: 3.95, h: 2.8 }, { fontSize: 16, color: c.text }),
  ];
  deck.defineSlideMaster({
    title: 'Two columns',
    background: { color: c.background },
    objects: [title, rule, ...column(left, 'left'), ...column(left + 4.55, 'right')],
    slideNumber: number,
  });
  deck.defineSlideMaster({
    title: 'Chart',
    background: { color: c.background },
    objects: [
      title,
      rule,
      rect({ x: 6.95, y: 1.75, w: 0.04, h: 3.2 }, c.accent2),
      bodyHolder('takeaway', { x: 7.2, y: 1.75, w: 2.05, h: 3.2 }, { fontSize: 14, color: c.text }),
    ],
    slideNumber: number,
  });
  deck.defineSlideMaster({
    title: 'Closing',
    background: { color: c.dark2 },
    objects: [
      titleHolder(
        { x: left, y: 1.7, w: width, h: 1.2 },
        {
          fontSize: 44,
          bold: true,
          color: c.background,
          valign: 'bottom',
        },
      ),
      rect({ x: left, y: 3.1, w: 0.6, h: 0.05 }, c.accent2),
      bodyHolder(
        'contact',
        { x: left, y: 3.35, w: width, h: 0.8 },
        { fontSize: 16, color: c.accent2 },
      ),
    ],
  });
}
