import type PptxGenJS from 'pptxgenjs';
import { colour as c, headingFont } from '../deck-theme.ts';
import { bodyHolder, oval, rect, slideNumberAt, titleHolder } from '../layout-kit.ts';

export const left = 0.7;
export const width = 10 - 2 * left;
const label = (color: string = c.accent1) =>
  bodyHolder(
    'label',
    { x: left, y: 0.45, w: width, h: 0.35 },
    {
      fontSize: 12,
      bold: true,
      color,
      charSpacing: 2,
    },
  );
const title = titleHolder(
  { x: left, y: 0.8, w: width, h: 0.9 },
  {
    fontSize: 32,
    bold: true,
    color: c.dark2,
  },
);
const number = slideNumberAt(8.7, 5.15, c.accent5);

/** The Pitch template's slide layouts (PowerPoint's Layout menu), in theme colours and fonts. */
export function definePitchLayouts(deck: PptxGenJS): void {
  deck.defineSlideMaster({
    title: 'Title',
    background: { color: c.dark2 },
    objects: [
      oval({ x: 6.9, y: -1.3, w: 4.6, h: 4.6 }, c.accent1),
      oval({ x: 8.55, y: 3.65, w: 1.2, h: 1.2 }, c.accent2),
      label(c.accent2),
      titleHolder(
        { x: left, y: 1.25, w: 6.4, h: 2.4 },
        {
          fontSize: 46,
          bold: true,
          color: c.background,
          valign: 'bottom',
        },
      ),
      bodyHolder('subtitle', { x: left, y: 3.9, w: 6, h: 0.5 }, { fontSize: 16, color: c.accent5 }),
    ],
  });
  deck.defineSlideMaster({
    title: 'Statement',
    background: { color: c.light2 },
    objects: [
      label(),
      titleHolder(
        { x: left, y: 1.2, w: 8.2, h: 3.2 },
        {
          fontSize: 44,
          bold: true,
          color: c.dark2,
          valign: 'middle',
        },
      ),
      rect({ x: left, y: 4.7, w: 1.2, h: 0.08 }, c.accent1),
    ],
    slideNumber: number,
  });
  const column = (x: number, name: string) => [
    rect({ x, y: 2.0, w: 3.9, h: 0.06 }, c.accent1),
    bodyHolder(
      `${name}-heading`,
      { x, y: 2.2, w: 3.9, h: 0.45 },
      {
        fontSize: 18,
        bold: true,
        color: c.dark2,
        fontFace: headingFont,
      },
    ),
    bodyHolder(name, { x, y: 2.75, w: 3.9, h: 2.3 }, { fontSize: 15, color: c.text }),
  ];
  deck.defineSlideMaster({
    title: 'Two columns',
    background: { color: c.background },
    objects: [label(), title, ...column(left, 'left'), ...column(left + 4.7, 'right')],
    slideNumber: number,
  });
  const figure = (index: number) => {
    const x = left + index * 2.95;
    return [
      bodyHolder(
        `number-${index + 1}`,
        { x, y: 2.1, w: 2.7, h: 1.0 },
        {
          fontSize: 48,
          bold: true,
          color: c.accent1,
          fontFace: headingFont,
          valign: 'bottom',
        },
      ),
      bodyHolder(
        `caption-${index + 1}`,
        { x, y: 3.25, w: 2.6, h: 1.2 },
        { fontSize: 14, color: c.text },
      ),
    ];
  };
  deck.defineSlideMaster({
    title: 'Big numbers',
    background: { color: c.background },
    objects: [label(), title, ...figure(0), ...figure(1), ...figure(2)],
    slideNumber: number,
  });
  deck.defineSlideMaster({
    title: 'Chart',
    background: { color: c.background },
    objects: [
      label(),
      title,
      rect({ x: 6.75, y: 2.0, w: 2.55, h: 2.9 }, c.light2),
      bodyHolder(
        'takeaway',
        { x: 6.95, y: 2.2, w: 2.15, h: 2.5 },
        {
          fontSize: 20,
          bold: true,
          color: c.dark2,
          fontFace: headingFont,
        },
      ),
    ],
    slideNumber: number,
  });
  deck.defineSlideMaster({
    title: 'Team',
    background: { color: c.background },
    objects: [label(), title],
    slideNumber: number,
  });
  deck.defineSlideMaster({
    title: 'The ask',
    background: { color: c.dark2 },
    objects: [
      label(c.accent2),
      bodyHolder(
        'amount',
        { x: left, y: 1.1, w: 4.6, h: 1.5 },
        {
          fontSize: 80,
          bold: true,
          color: c.accent2,
          fontFace: headingFont,
          valign: 'bottom',
        },
      ),
      titleHolder(
        { x: left, y: 2.8, w: 4.3, h: 1.6 },
        { fontSize: 24, bold: true, color: c.background },
      ),
      rect({ x: 5.55, y: 1.3, w: 0.04, h: 3.4 }, c.accent6),
      bodyHolder('use', { x: 5.9, y: 1.3, w: 3.4, h: 3.4 }, { fontSize: 15, color: c.background }),
    ],
  });
  deck.defineSlideMaster({
    title: 'Closing',
    background: { color: c.accent1 },
    objects: [
      titleHolder(
        { x: left, y: 1.5, w: width, h: 1.5 },
        {
          fontSize: 54,
          bold: true,
          color: c.background,
          valign: 'bottom',
        },
      ),
      bodyHolder(
        'contact',
        { x: left, y: 3.2, w: width, h: 0.8 },
        { fontSize: 18, color: c.background },
      ),
    ],
  });
}
