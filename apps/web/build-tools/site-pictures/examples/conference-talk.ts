import { addColumnChart, addDefaultChart } from '../chart-kit.ts';
import {
  addPlainBullets,
  addPlainFooter,
  addPlainTitle,
  addTextAt,
  type TExampleSpec,
} from './example-spec.ts';

const ink = '1B2631';
const earth = 'B5651D';
const days = ['Day 0', 'Day 2', 'Day 4', 'Day 6', 'Day 8', 'Day 10'];

/** A university research group's conference talk: its key result (examples.mdx). */
export const conferenceTalk: TExampleSpec = {
  key: 'conference-talk',
  before: {
    alt: 'A slide titled Results (3) with a small line chart of five treatments in five colours and a legend, next to five dense bullet points full of statistics.',
    build: (deck, slide) => {
      addPlainTitle(slide, 'Results (3)');
      addDefaultChart(
        deck,
        slide,
        [
          { name: 'Control', labels: days, values: [100, 82, 66, 52, 40, 31] },
          { name: 'Compost 5%', labels: days, values: [100, 86, 72, 60, 47, 38] },
          { name: 'Compost 10%', labels: days, values: [100, 87, 74, 61, 50, 40] },
          { name: 'Biochar 5%', labels: days, values: [100, 91, 81, 71, 61, 50] },
          { name: 'Biochar 10%', labels: days, values: [100, 93, 84, 74, 63, 52] },
        ],
        { x: 0.4, y: 1.1, w: 4.8, h: 3.2 },
        'line',
      );
      addPlainBullets(
        slide,
        [
          'Water retention (% of initial) measured every 48h, n=6 per treatment',
          'Biochar 10% significantly higher than control at day 10 (p<0.01, ANOVA + Tukey HSD)',
          'Compost effect n.s. at 5% (p=0.21), marginal at 10% (p=0.06)',
          'Effect size larger in sandy soil (see Table S4)',
          'Limitations: greenhouse conditions, single season',
        ],
        { x: 5.4, y: 1.2, w: 4.2, h: 3.6 },
        11,
      );
      addPlainFooter(slide, 'Soil Ecology Group – Annual Conference', 23);
    },
  },
  after: {
    alt: 'The finding as the title, "Soil with biochar kept two thirds more water after ten days", above three columns: control 31%, compost 40% and biochar 52%, with the biochar column in brown and the others grey.',
    build: (deck, slide) => {
      slide.background = { color: 'FFFFFF' };
      addTextAt(
        slide,
        'Soil with biochar kept two thirds more water after ten days',
        { x: 0.7, y: 0.45, w: 8.6, h: 1.0 },
        {
          fontSize: 28,
          bold: true,
          color: ink,
        },
      );
      addColumnChart(
        deck,
        slide,
        [
          {
            name: 'Water kept after 10 days',
            labels: ['Control', 'Compost 10%', 'Biochar 10%'],
            values: [0.31, 0.4, 0.52],
          },
        ],
        { x: 0.6, y: 1.6, w: 5.6, h: 3.5 },
        {
          colours: ['C4C9CF', 'C4C9CF', earth],
          textColour: ink,
          font: 'Arial',
          fontSize: 14,
          format: '0%',
        },
      );
      addTextAt(
        slide,
        [
          { text: 'Water kept after 10 days', options: { bold: true, breakLine: true } },
          {
            text: 'Share of the water the soil held on day 0. Six pots per treatment, greenhouse trial.',
            options: { color: '5D6D7E' },
          },
        ],
        { x: 6.7, y: 2.0, w: 2.7, h: 2.0 },
        { fontSize: 14, color: ink, paraSpaceAfter: 8 },
      );
    },
  },
};
