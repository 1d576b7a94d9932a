import { addPlainFooter, addTextAt, plain, type TExampleSpec } from './example-spec.ts';

const navy = '1F2F4A';
const teal = '0E7C86';
/** A Fix-up changes no content: the customer's own words, in one style. */
const steps = [
  'Make a list of all stakeholders',
  'Put them on the influence and interest grid (see handout)',
  'Identify the top three',
  'Decide who will talk to whom',
] as const;

/** A consultancy's client workshop: one exercise slide of the 90 (examples.mdx). */
export const consultancyWorkshop: TExampleSpec = {
  key: 'consultancy-workshop',
  before: {
    alt: 'A workshop slide titled Exercise 2 – Stakeholder mapping, with text in three fonts and colours, boxes out of line and a tilted yellow note reading 20 mins!!',
    build: (deck, slide) => {
      slide.addText('Exercise 2 – Stakeholder mapping', {
        x: 0.4,
        y: 0.3,
        w: 9,
        h: 0.8,
        fontFace: 'Times New Roman',
        fontSize: 32,
        color: '2E5597',
        bold: true,
      });
      slide.addText(
        [
          {
            text: 'Instructions:',
            options: { bold: true, underline: { style: 'sng' }, breakLine: true },
          },
          { text: '- Make a list of all stakeholders', options: { breakLine: true } },
          {
            text: '- Put them on the influence/interest grid (see handout)',
            options: { breakLine: true },
          },
          {
            text: '- identify top 3 !!!',
            options: { breakLine: true, color: 'C00000', bold: true },
          },
          { text: '- Decide who will talk to whom', options: {} },
        ],
        {
          x: 0.7,
          y: 1.35,
          w: 5.2,
          h: 2.2,
          fontFace: plain.font,
          fontSize: 15,
          color: plain.text,
          valign: 'top',
        },
      );
      slide.addText(
        'Please work in groups of 4. Flipcharts are at the back of the room. We will discuss the results in plenary afterwards.',
        {
          x: 0.45,
          y: 3.75,
          w: 5.6,
          h: 0.9,
          fontFace: 'Times New Roman',
          fontSize: 14,
          italic: true,
          color: '404040',
          valign: 'top',
        },
      );
      slide.addText('20 mins!!', {
        shape: deck.ShapeType.rect,
        x: 6.6,
        y: 1.7,
        w: 2.3,
        h: 1.3,
        rotate: -8,
        fill: { color: 'FFFF00' },
        line: { color: 'BF9000', width: 1 },
        fontFace: 'Comic Sans MS',
        fontSize: 26,
        bold: true,
        color: 'C00000',
        align: 'center',
        valign: 'middle',
      });
      addPlainFooter(slide, 'Strategy workshop day 1 | v7 FINAL (2)', 34);
    },
  },
  after: {
    alt: "The same words in the firm's template: the label Exercise 2 above the title Stakeholder mapping, the four instructions as numbered steps in one font, and a teal card saying 20 min, in groups of four, with where the flipcharts are.",
    build: (deck, slide) => {
      slide.background = { color: 'FFFFFF' };
      addTextAt(
        slide,
        'EXERCISE 2',
        { x: 0.7, y: 0.45, w: 4, h: 0.3 },
        {
          fontSize: 11,
          bold: true,
          color: teal,
          charSpacing: 2,
        },
      );
      addTextAt(
        slide,
        'Stakeholder mapping',
        { x: 0.7, y: 0.8, w: 8.6, h: 0.6 },
        {
          fontSize: 28,
          bold: true,
          color: navy,
        },
      );
      steps.forEach((step, index) => {
        const y = 1.75 + index * 0.8;
        slide.addText(String(index + 1), {
          shape: deck.ShapeType.ellipse,
          x: 0.7,
          y,
          w: 0.5,
          h: 0.5,
          fill: { color: navy },
          color: 'FFFFFF',
          fontFace: 'Arial',
          fontSize: 16,
          bold: true,
          align: 'center',
          valign: 'middle',
          margin: 0,
        });
        addTextAt(
          slide,
          step,
          { x: 1.45, y, w: 4.4, h: 0.5 },
          {
            fontSize: 16,
            color: '2B2B2B',
            valign: 'middle',
          },
        );
      });
      slide.addShape(deck.ShapeType.rect, {
        x: 6.45,
        y: 1.75,
        w: 2.85,
        h: 2.9,
        fill: { color: teal },
        line: { type: 'none' },
      });
      addTextAt(
        slide,
        [
          { text: '20 min', options: { fontSize: 40, bold: true, breakLine: true } },
          { text: 'In groups of four', options: { fontSize: 16, breakLine: true } },
          {
            text: 'Flipcharts are at the back of the room. We discuss the results together afterwards.',
            options: { fontSize: 13 },
          },
        ],
        { x: 6.75, y: 2.05, w: 2.3, h: 2.3 },
        { color: 'FFFFFF', paraSpaceAfter: 8 },
      );
      addTextAt(
        slide,
        'Strategy workshop · Day 1',
        { x: 0.7, y: 5.15, w: 5, h: 0.3 },
        {
          fontSize: 9,
          color: '7A8599',
        },
      );
    },
  },
};
