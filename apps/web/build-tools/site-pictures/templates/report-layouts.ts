import type PptxGenJS from 'pptxgenjs';
import { colour as c } from '../deck-theme.ts';
import { bodyHolder, rect, slideNumberAt, titleHolder } from '../layout-kit.ts';

export const left = 0.6;
export const width = 10 - 2 * left;
const title = titleHolder(
  { x: left, y: 0.35, w: width, h: 0.75 },
  {
    fontSize: 26,
    bold: true,
    color: c.dark2,
    valign: 'bottom',
  },
);
const footer = [
  rect({ x: left, y: 5.1, w: width, h: 0.01 }, c.accent2),
  bodyHolder(
    'source',
    { x: left, y: 5.17, w: 7, h: 0.3 },
    { fontSize: 9, color: c.accent6 },
    'Source',
  ),
];
const number = slideNumberAt(8.8, 5.15, c.accent6);
const page = (name: string, objects: PptxGenJS.SlideMasterProps['objects'] = []) => ({
  title: name,
  background: { color: c.background },
  objects: [title, ...footer, ...(objects ?? [])],
  slideNumber: number,
});

/** The Report template's slide layouts (PowerPoint's Layout menu), in theme colours and fonts. */
export function defineReportLayouts(deck: PptxGenJS): void {
  deck.defineSlideMaster({
    title: 'Title',
    background: { color: c.light2 },
    objects: [
      rect({ x: 0, y: 0, w: 5.4, h: 5.625 }, c.dark2),
      rect({ x: 6.3, y: 2.9, w: 0.55, h: 1.5 }, c.accent2),
      rect({ x: 7.05, y: 2.2, w: 0.55, h: 2.2 }, c.accent2),
      rect({ x: 7.8, y: 1.3, w: 0.55, h: 3.1 }, c.accent1),
      rect({ x: 6.1, y: 4.4, w: 2.5, h: 0.03 }, c.dark2),
      titleHolder(
        { x: left, y: 1.2, w: 4.3, h: 2.0 },
        {
          fontSize: 34,
          bold: true,
          color: c.background,
          valign: 'bottom',
        },
      ),
      rect({ x: left, y: 3.45, w: 0.8, h: 0.06 }, c.accent2),
      bodyHolder(
        'subtitle',
        { x: left, y: 3.7, w: 4.3, h: 0.8 },
        { fontSize: 15, color: c.accent2 },
      ),
    ],
  });
  deck.defineSlideMaster(page('KPI summary'));
  deck.defineSlideMaster(page('Chart'));
  deck.defineSlideMaster(page('Table'));
  deck.defineSlideMaster(page('Status'));
  deck.defineSlideMaster({
    title: 'Decisions',
    background: { color: c.dark2 },
    objects: [
      titleHolder(
        { x: left, y: 0.6, w: width, h: 0.9 },
        {
          fontSize: 30,
          bold: true,
          color: c.background,
          valign: 'bottom',
        },
      ),
      bodyHolder(
        'body',
        { x: left, y: 1.8, w: 8.2, h: 3.2 },
        { fontSize: 20, color: c.background },
      ),
    ],
  });
}
