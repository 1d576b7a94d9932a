import {
  addPlainBullets,
  addPlainFooter,
  addPlainTitle,
  addTextAt,
  type TExampleSpec,
} from './example-spec.ts';

const steel = '1C2833';
const orange = 'F28C28';

/** A manufacturer's annual sales kick-off: a section opener of the new theme (examples.mdx). */
export const salesKickoff: TExampleSpec = {
  key: 'sales-kickoff',
  before: {
    alt: 'A plain white agenda slide, Sales Kick-Off 2026, with eleven bullet points of sessions and times in small black text.',
    build: (_deck, slide) => {
      addPlainTitle(slide, 'Agenda – Sales Kick-Off 2026');
      addPlainBullets(
        slide,
        [
          '09:00 Welcome & coffee',
          '09:30 Opening words from the CEO',
          '10:00 Review of 2025 – results vs. targets',
          '10:30 Regional updates (North, South, East, West) – each region 20 min',
          '12:00 Lunch',
          '13:00 Product roadmap 2026 (new pump series, service contracts)',
          '14:00 Pricing changes',
          '14:30 Break',
          '15:00 Customer panel',
          '16:00 Awards',
          '19:00 Dinner',
        ],
        { x: 0.5, y: 1.1, w: 9, h: 3.9 },
        14,
      );
      addPlainFooter(slide, 'SKO 2026', 3);
    },
  },
  after: {
    alt: 'A section opener on dark steel blue with a large orange 02, the title The year ahead, the line Regional plans for 2026 and the session time 10:30 to 12:00.',
    build: (deck, slide) => {
      slide.background = { color: steel };
      [0, 1, 2, 3, 4].forEach((index) => {
        slide.addShape(deck.ShapeType.rect, {
          x: 6.6 + index * 0.62,
          y: 0,
          w: 0.34,
          h: 5.625,
          fill: { color: index === 4 ? orange : '2C3E50' },
          line: { type: 'none' },
        });
      });
      addTextAt(
        slide,
        '02',
        { x: 0.8, y: 0.9, w: 3, h: 1.5 },
        {
          fontFace: 'Arial Narrow',
          fontSize: 96,
          bold: true,
          color: orange,
          valign: 'bottom',
        },
      );
      addTextAt(
        slide,
        'The year ahead',
        { x: 0.8, y: 2.55, w: 5.6, h: 0.9 },
        {
          fontSize: 44,
          bold: true,
          color: 'FFFFFF',
        },
      );
      slide.addShape(deck.ShapeType.rect, {
        x: 0.8,
        y: 3.6,
        w: 0.9,
        h: 0.06,
        fill: { color: orange },
        line: { type: 'none' },
      });
      addTextAt(
        slide,
        [
          { text: 'Regional plans for 2026', options: { breakLine: true } },
          { text: '10:30 – 12:00 · Main hall', options: { color: '9FB0C0' } },
        ],
        { x: 0.8, y: 3.85, w: 5.4, h: 0.8 },
        { fontSize: 18, color: 'FFFFFF', paraSpaceAfter: 6 },
      );
      addTextAt(
        slide,
        'SALES KICK-OFF 2026',
        { x: 0.8, y: 5.05, w: 4, h: 0.3 },
        {
          fontSize: 10,
          bold: true,
          color: '9FB0C0',
          charSpacing: 3,
        },
      );
    },
  },
};
