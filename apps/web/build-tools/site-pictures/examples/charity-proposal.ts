import { addColumnChart } from '../chart-kit.ts';
import {
  addPlainFooter,
  addPlainTitle,
  addTextAt,
  plain,
  type TExampleSpec,
} from './example-spec.ts';

const plum = '4A2545';
const green = '3A8E5C';
const years = ['2022', '2023', '2024', '2025'];
const families = [420, 610, 930, 1280];

/** A charity's funding proposal: its impact figures (examples.mdx). */
export const charityProposal: TExampleSpec = {
  key: 'charity-proposal',
  before: {
    alt: 'A slide titled Impact Data 2022-2025 holding a blue and white table of four years by five measures: families supported, meals, volunteers, volunteer hours and partner schools.',
    build: (_deck, slide) => {
      addPlainTitle(slide, 'Impact Data 2022-2025');
      const header = [
        'Year',
        'Families supported',
        'Meals provided',
        'Volunteers',
        'Volunteer hours',
        'Partner schools',
      ];
      const rows = [
        ['2022', '420', '18,900', '64', '5,120', '3'],
        ['2023', '610', '27,450', '81', '6,480', '5'],
        ['2024', '930', '41,850', '112', '8,960', '7'],
        ['2025', '1,280', '57,600', '146', '11,680', '9'],
      ];
      slide.addTable(
        [
          header.map((text) => ({
            text,
            options: { bold: true, color: 'FFFFFF', fill: { color: plain.blue } },
          })),
          ...rows.map((row, index) =>
            row.map((text) => ({
              text,
              options: { fill: { color: index % 2 === 0 ? plain.lightBlue : 'FFFFFF' } },
            })),
          ),
        ],
        {
          x: 0.5,
          y: 1.3,
          w: 9,
          fontFace: plain.font,
          fontSize: 12,
          color: plain.text,
          border: { type: 'solid', pt: 0.75, color: 'FFFFFF' },
          rowH: 0.45,
        },
      );
      addTextAt(
        slide,
        'Source: internal records. Figures for 2025 are up to 30 November.',
        { x: 0.5, y: 3.75, w: 9, h: 0.3 },
        {
          fontSize: 10,
          color: plain.grey,
        },
      );
      addPlainFooter(slide, 'Grant application – Community Food Fund', 9);
    },
  },
  after: {
    alt: 'The headline "We now support three times as many families as in 2022" above a column chart of families supported each year, 420 in 2022 rising to 1,280 in 2025, the last bar in green.',
    build: (deck, slide) => {
      slide.background = { color: 'FBF8F3' };
      addTextAt(
        slide,
        'We now support three times as many families as in 2022',
        { x: 0.7, y: 0.5, w: 8.6, h: 0.9 },
        {
          fontFace: 'Palatino Linotype',
          fontSize: 28,
          bold: true,
          color: plum,
        },
      );
      addColumnChart(
        deck,
        slide,
        [{ name: 'Families supported', labels: years, values: families }],
        { x: 0.6, y: 1.55, w: 5.9, h: 3.6 },
        {
          colours: ['C9B8C7', 'C9B8C7', 'C9B8C7', green],
          textColour: '2B2B2B',
          font: 'Arial',
          fontSize: 13,
        },
      );
      addTextAt(
        slide,
        [
          {
            text: 'Families supported each year',
            options: { bold: true, color: plum, breakLine: true },
          },
          {
            text: 'Every £1 of this grant buys 14 meals. With it, we can reach 2,000 families by 2027.',
            options: {},
          },
        ],
        { x: 6.9, y: 1.9, w: 2.5, h: 2.4 },
        { fontSize: 14, color: '3B3B3B', paraSpaceAfter: 10 },
      );
    },
  },
};
