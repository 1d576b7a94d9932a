import type PptxGenJS from 'pptxgenjs';
import { addColumnChart } from '../chart-kit.ts';
import { colour as c, headingFont, type TDeckTheme } from '../deck-theme.ts';
import { bullets, type TTemplateSpec } from '../layout-kit.ts';
import { definePitchLayouts, left } from './pitch-layouts.ts';

/** Pitch: investor decks. Big headline statements in a condensed face, bold numbers, coral. */
const theme: TDeckTheme = {
  name: 'Pitch',
  headingFont: 'Arial Narrow',
  bodyFont: 'Arial',
  palette: {
    dark1: '14161F',
    light1: 'FFFFFF',
    dark2: '151A2E',
    light2: 'F5F1E8',
    accent1: 'F0502E',
    accent2: 'FFC145',
    accent3: '2EC4B6',
    accent4: '6C63FF',
    accent5: '8B90A0',
    accent6: '3A4263',
  },
};

const team = [
  ['AR', 'Ana Ribeiro', 'CEO. Ran product at a payments company for six years.'],
  ['TO', 'Tom Okafor', 'CTO. Built the billing platform of a large accounting suite.'],
  ['ML', 'Mei Lin', 'Design. Led mobile design for a neobank.'],
  ['JW', 'Jonas Weber', 'Growth. Grew a B2B app from 0 to 40,000 users.'],
] as const;

function addSamples(deck: PptxGenJS): void {
  const slide = (layout: string, tag: string) => {
    const added = deck.addSlide({ masterName: layout });
    added.addText(tag.toUpperCase(), { placeholder: 'label' });
    return added;
  };
  const cover = slide('Title', 'Ledgerly · Seed round 2026');
  cover.addText('Small businesses get paid in days, not months', { placeholder: 'title' });
  cover.addText('Investor presentation · March 2026', { placeholder: 'subtitle' });

  slide('Statement', 'The problem').addText(
    'A small business waits 52 days, on average, to be paid for an invoice.',
    { placeholder: 'title' },
  );

  const solution = slide('Two columns', 'The solution');
  solution.addText('Invoices that chase themselves', { placeholder: 'title' });
  solution.addText('For the business', { placeholder: 'left-heading' });
  solution.addText(
    bullets([
      'Send an invoice from your phone in a minute',
      'Polite reminders go out on their own',
    ]),
    {
      placeholder: 'left',
    },
  );
  solution.addText('For their customers', { placeholder: 'right-heading' });
  solution.addText(
    bullets(['Pay by card or bank transfer from one link', 'No account or app to install']),
    {
      placeholder: 'right',
    },
  );

  const market = slide('Big numbers', 'The market');
  market.addText('A large market still run on spreadsheets', { placeholder: 'title' });
  const figures = [
    ['4.2 m', 'small businesses in our first three markets'],
    ['€1.1 bn', 'spent each year on invoicing and collection'],
    ['€85 m', 'yearly revenue we can reach by 2029'],
  ];
  figures.forEach(([value, caption], index) => {
    market.addText(value ?? '', { placeholder: `number-${index + 1}` });
    market.addText(caption ?? '', { placeholder: `caption-${index + 1}` });
  });

  const traction = slide('Chart', 'Traction');
  traction.addText('Revenue has grown 20% a month since launch', { placeholder: 'title' });
  addColumnChart(
    deck,
    traction,
    [
      {
        name: 'Revenue',
        labels: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun'],
        values: [12, 15, 18, 22, 26, 31],
      },
    ],
    { x: left - 0.1, y: 1.9, w: 5.9, h: 3.2 },
    {
      colours: [theme.palette.accent1],
      textColour: theme.palette.dark1,
      font: theme.bodyFont,
      format: '"€"0"k"',
    },
  );
  traction.addText('1,900 paying businesses, and 3% monthly churn.', { placeholder: 'takeaway' });

  const people = slide('Team', 'The team');
  people.addText('A team that has built payments before', { placeholder: 'title' });
  team.forEach(([initials, name, role], index) => {
    const x = left + index * 2.2;
    people.addText(initials, {
      shape: deck.ShapeType.ellipse,
      x,
      y: 2.0,
      w: 1.1,
      h: 1.1,
      fill: { color: index % 2 === 0 ? c.accent1 : c.dark2 },
      color: c.background,
      fontFace: headingFont,
      fontSize: 24,
      bold: true,
      align: 'center',
      valign: 'middle',
    });
    people.addText(
      [
        { text: name, options: { bold: true, fontSize: 15, color: c.dark2, breakLine: true } },
        { text: role, options: { fontSize: 12, color: c.text } },
      ],
      { x, y: 3.3, w: 2.0, h: 1.5, valign: 'top', margin: 0, paraSpaceAfter: 4 },
    );
  });

  const ask = slide('The ask', 'The ask');
  ask.addText('€1.5 m', { placeholder: 'amount' });
  ask.addText('to reach 10,000 paying businesses in 18 months', { placeholder: 'title' });
  ask.addText(
    bullets(['50% product and engineering', '30% sales and marketing', '20% operations']),
    {
      placeholder: 'use',
    },
  );

  const closing = deck.addSlide({ masterName: 'Closing' });
  closing.addText('Thank you', { placeholder: 'title' });
  closing.addText('ana@ledgerly.example · ledgerly.example', { placeholder: 'contact' });
}

export const pitchTemplate: TTemplateSpec = {
  key: 'pitch',
  name: 'Pitch',
  theme,
  previewSlides: [1, 4, 5, 7],
  previewAlt:
    'Four Pitch slides: a dark navy cover with a coral circle, three large coral market figures, a column chart of monthly revenue and the ask of €1.5 m in yellow on navy.',
  build: (deck) => {
    definePitchLayouts(deck);
    addSamples(deck);
  },
};
