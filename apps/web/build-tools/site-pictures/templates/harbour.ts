import type PptxGenJS from 'pptxgenjs';
import { addColumnChart } from '../chart-kit.ts';
import { colour as c, type TDeckTheme } from '../deck-theme.ts';
import { bullets, type TTemplateSpec } from '../layout-kit.ts';
import { defineHarbourLayouts, left } from './harbour-layouts.ts';

/** Harbour: calm and minimal, white slides, one teal accent, generous spacing. */
const theme: TDeckTheme = {
  name: 'Harbour',
  headingFont: 'Arial',
  bodyFont: 'Arial',
  palette: {
    dark1: '1F2A37',
    light1: 'FFFFFF',
    dark2: '12395B',
    light2: 'EEF3F7',
    accent1: '0F7C8C',
    accent2: 'A9C4D4',
    accent3: '5C6B7A',
    accent4: 'E3A33B',
    accent5: '6B8F71',
    accent6: '3E5C76',
  },
};

function addSamples(deck: PptxGenJS): void {
  const slide = (layout: string) => deck.addSlide({ masterName: layout });

  const cover = slide('Title');
  cover.addText('Quarterly business review', { placeholder: 'title' });
  cover.addText('Q3 2026 · Operations team', { placeholder: 'subtitle' });

  const agenda = slide('Agenda');
  agenda.addText('Agenda', { placeholder: 'title' });
  agenda.addText(
    ['Highlights of the quarter', 'Customer growth', 'What we learned', 'Plans for Q4'].flatMap(
      (item, index) => [
        { text: `0${index + 1}   `, options: { bold: true, color: c.accent1 } },
        { text: item, options: { breakLine: true, paraSpaceAfter: 14 } },
      ],
    ),
    { placeholder: 'body' },
  );

  const section = slide('Section divider');
  section.addText('01', { placeholder: 'number' });
  section.addText('Highlights of the quarter', { placeholder: 'title' });

  const content = slide('Title and content');
  content.addText('Three things went better than planned', { placeholder: 'title' });
  content.addText(
    bullets([
      'Onboarding a new customer now takes 7 days instead of 12',
      'Support answered 94% of tickets within one working day',
      'Both new regions went live on the date we promised',
    ]),
    { placeholder: 'body' },
  );

  const columns = slide('Two columns');
  columns.addText('What worked, and what did not', { placeholder: 'title' });
  columns.addText('Worked', { placeholder: 'left-heading' });
  columns.addText(
    bullets(['One owner for each new customer', 'Weekly check-ins in the first month']),
    { placeholder: 'left' },
  );
  columns.addText('Did not', { placeholder: 'right-heading' });
  columns.addText(
    bullets(['Hand-offs between time zones', 'Reports that arrived after the meeting']),
    { placeholder: 'right' },
  );

  const chart = slide('Chart');
  chart.addText('Customers grew 18% this quarter', { placeholder: 'title' });
  addColumnChart(
    deck,
    chart,
    [
      {
        name: 'Customers',
        labels: ['Q4 2025', 'Q1 2026', 'Q2 2026', 'Q3 2026'],
        values: [410, 438, 472, 557],
      },
    ],
    { x: left - 0.1, y: 1.6, w: 6.0, h: 3.5 },
    {
      colours: [
        theme.palette.accent2,
        theme.palette.accent2,
        theme.palette.accent2,
        theme.palette.accent1,
      ],
      textColour: theme.palette.dark1,
      font: theme.bodyFont,
    },
  );
  chart.addText('Most of the growth came from the two new regions: 61 customers between them.', {
    placeholder: 'takeaway',
  });

  const closing = slide('Closing');
  closing.addText('Thank you', { placeholder: 'title' });
  closing.addText('Questions and ideas: operations@example.com', { placeholder: 'contact' });
}

export const harbourTemplate: TTemplateSpec = {
  key: 'harbour',
  name: 'Harbour',
  theme,
  previewSlides: [1, 3, 5, 6],
  previewAlt:
    'Four Harbour slides: a white title slide with a teal bar, a pale blue section divider numbered 01, a two-column slide and a column chart with its last bar in teal.',
  build: (deck) => {
    defineHarbourLayouts(deck);
    addSamples(deck);
  },
};
