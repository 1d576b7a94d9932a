import {
  addPlainBullets,
  addPlainFooter,
  addPlainTitle,
  addTextAt,
  type TExampleSpec,
} from './example-spec.ts';

const navy = '14213D';
const green = '1B998B';
const rings = [
  {
    size: 3.4,
    colour: 'D6EFEC',
    value: '€1.1 bn',
    label: 'spent on invoicing and collection in Europe each year',
  },
  { size: 2.3, colour: '8FD1C8', value: '€310 m', label: 'in our three launch countries' },
  { size: 1.2, colour: green, value: '€85 m', label: 'what we can reach by 2029' },
] as const;

/** A seed-stage start-up's investor deck: the market slide (examples.mdx). */
export const investorDeck: TExampleSpec = {
  key: 'investor-deck',
  before: {
    alt: 'A white slide titled Market Opportunity with nine lines of small bullet text about market size, growth rates, competitors and sources.',
    build: (_deck, slide) => {
      addPlainTitle(slide, 'Market Opportunity');
      addPlainBullets(
        slide,
        [
          'The European market for invoicing and collection is estimated at €1.1bn per year (2025), CAGR 9.2% 2025-2030 (source: industry report)',
          'Approx. 23 million SMEs in the EU, of which ~60% still use spreadsheets or Word templates for invoices',
          'Our three launch markets (PT, ES, IE) account for approx. €310m of the total market',
          'Late payment is the #1 cash-flow problem named by small businesses (survey, n=1,200)',
          'Average payment delay 52 days vs. 30 days agreed terms',
          'Competitors: large accounting suites (complex, expensive), banks (limited), freelancer tools (no reminders)',
          'We believe we can capture 2-3% of SAM by 2029 = approx. €85m serviceable obtainable market',
          'Strong tailwinds from e-invoicing regulation from 2028 onwards',
          'See appendix for detailed calculations and assumptions',
        ],
        { x: 0.5, y: 1.1, w: 9, h: 3.9 },
      );
      addPlainFooter(slide, 'Ledgerly – Confidential – do not distribute', 7);
    },
  },
  after: {
    alt: 'The headline "A €1.1 bn market still run on spreadsheets" beside three nested circles: €1.1 bn spent in Europe each year, €310 m in the three launch countries and €85 m the company can reach by 2029.',
    build: (deck, slide) => {
      slide.background = { color: 'FFFFFF' };
      addTextAt(
        slide,
        'THE MARKET',
        { x: 0.7, y: 0.5, w: 4, h: 0.3 },
        {
          fontSize: 11,
          bold: true,
          color: green,
          charSpacing: 2,
        },
      );
      addTextAt(
        slide,
        'A €1.1 bn market still run on spreadsheets',
        { x: 0.7, y: 0.85, w: 8.6, h: 0.6 },
        {
          fontFace: 'Arial Narrow',
          fontSize: 30,
          bold: true,
          color: navy,
        },
      );
      const centreX = 2.7;
      const bottom = 5.15;
      rings.forEach(({ size, colour }) => {
        slide.addShape(deck.ShapeType.ellipse, {
          x: centreX - size / 2,
          y: bottom - size,
          w: size,
          h: size,
          fill: { color: colour },
          line: { color: 'FFFFFF', width: 1.5 },
        });
      });
      rings.forEach(({ size, value, label }, index) => {
        const y = bottom - size + 0.12;
        slide.addShape(deck.ShapeType.line, {
          x: centreX,
          y: y + 0.12,
          w: 2.6,
          h: 0,
          line: { color: navy, width: 0.75, dashType: 'dash' },
        });
        addTextAt(
          slide,
          [
            {
              text: value,
              options: {
                fontFace: 'Arial Narrow',
                fontSize: 26,
                bold: true,
                color: index === 2 ? green : navy,
                breakLine: true,
              },
            },
            { text: label, options: { fontSize: 13, color: '3C4658' } },
          ],
          { x: 5.4, y: y - 0.12, w: 3.9, h: 0.9 },
        );
      });
    },
  },
};
