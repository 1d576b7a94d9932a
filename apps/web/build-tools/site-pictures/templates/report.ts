import type PptxGenJS from 'pptxgenjs';
import { addColumnChart } from '../chart-kit.ts';
import { bodyFont, colour as c, headingFont, type TDeckTheme } from '../deck-theme.ts';
import { numbered, type TTemplateSpec } from '../layout-kit.ts';
import { defineReportLayouts, left, width } from './report-layouts.ts';

/** Report: monthly reporting and board packs. Tables, KPIs, traffic lights, readable numbers. */
const theme: TDeckTheme = {
  name: 'Report',
  headingFont: 'Century Schoolbook',
  bodyFont: 'Arial',
  palette: {
    dark1: '1E2632',
    light1: 'FFFFFF',
    dark2: '1D3557',
    light2: 'EEF1F5',
    accent1: '1D6FB8',
    accent2: '9DBDE2',
    accent3: '2E9E5B',
    accent4: 'E0A100',
    accent5: 'C8382F',
    accent6: '6B7785',
  },
};

const kpis = [
  ['€4.8 m', 'Revenue', '+6% against plan', c.accent3],
  ['41%', 'Gross margin', '1 point under plan', c.accent5],
  ['312', 'New customers', '+12% on September', c.accent3],
  ['47', 'Net promoter score', '+3 on September', c.accent3],
] as const;

const regions = [
  ['North', '1.9', '+8%', '44%'],
  ['South', '1.2', '+2%', '40%'],
  ['East', '0.9', '−4%', '37%'],
  ['West', '0.8', '+11%', '39%'],
] as const;

const projects = [
  ['New billing system', c.accent3, 'On track', 'Goes live on 1 December'],
  ['Warehouse move', c.accent4, 'At risk', 'Lease signed two weeks late'],
  ['Price update', c.accent5, 'Delayed', 'Waiting for legal review'],
  ['Hiring plan', c.accent3, 'On track', '9 of 12 roles filled'],
] as const;

function addKpis(slide: PptxGenJS.Slide): void {
  kpis.forEach(([value, label, change, tone], index) => {
    const x = left + index * 2.25;
    slide.addShape('rect', {
      x,
      y: 1.5,
      w: 2.05,
      h: 2.9,
      fill: { color: c.light2 },
      line: { type: 'none' },
    });
    slide.addShape('rect', {
      x,
      y: 1.5,
      w: 2.05,
      h: 0.07,
      fill: { color: tone },
      line: { type: 'none' },
    });
    slide.addText(
      [
        { text: label, options: { fontSize: 13, color: c.accent6, breakLine: true } },
        {
          text: value,
          options: {
            fontSize: 34,
            bold: true,
            color: c.dark2,
            fontFace: headingFont,
            breakLine: true,
          },
        },
        { text: change, options: { fontSize: 13, bold: true, color: tone } },
      ],
      {
        x: x + 0.2,
        y: 1.8,
        w: 1.75,
        h: 2.3,
        fontFace: bodyFont,
        valign: 'top',
        margin: 0,
        paraSpaceAfter: 10,
      },
    );
  });
}

function addStatusRows(deck: PptxGenJS, slide: PptxGenJS.Slide): void {
  projects.forEach(([project, tone, status, comment], index) => {
    const y = 1.45 + index * 0.85;
    slide.addShape('rect', {
      x: left,
      y: y + 0.74,
      w: width,
      h: 0.01,
      fill: { color: c.accent2 },
      line: { type: 'none' },
    });
    slide.addText(project, {
      x: left,
      y,
      w: 3.2,
      h: 0.7,
      fontFace: bodyFont,
      fontSize: 16,
      bold: true,
      color: c.dark2,
      valign: 'middle',
      margin: 0,
    });
    slide.addShape(deck.ShapeType.ellipse, {
      x: 3.9,
      y: y + 0.2,
      w: 0.3,
      h: 0.3,
      fill: { color: tone },
      line: { type: 'none' },
    });
    slide.addText(status, {
      x: 4.35,
      y,
      w: 1.5,
      h: 0.7,
      fontFace: bodyFont,
      fontSize: 15,
      color: c.text,
      valign: 'middle',
      margin: 0,
    });
    slide.addText(comment, {
      x: 5.9,
      y,
      w: 3.5,
      h: 0.7,
      fontFace: bodyFont,
      fontSize: 15,
      color: c.text,
      valign: 'middle',
      margin: 0,
    });
  });
}

function addSamples(deck: PptxGenJS): void {
  const slide = (layout: string, heading: string, source?: string) => {
    const added = deck.addSlide({ masterName: layout });
    added.addText(heading, { placeholder: 'title' });
    if (source) added.addText(source, { placeholder: 'source' });
    return added;
  };
  slide('Title', 'Monthly performance report').addText('Board pack · October 2026', {
    placeholder: 'subtitle',
  });

  addKpis(slide('KPI summary', 'October at a glance', 'Source: finance system, 3 November 2026'));

  const chart = slide(
    'Chart',
    'Revenue is ahead of last year in every quarter',
    'Revenue in € m. Source: finance system',
  );
  addColumnChart(
    deck,
    chart,
    [
      { name: '2025', labels: ['Q1', 'Q2', 'Q3'], values: [11.2, 11.9, 12.4] },
      { name: '2026', labels: ['Q1', 'Q2', 'Q3'], values: [12.6, 13.4, 14.1] },
    ],
    { x: left, y: 1.3, w: width, h: 3.7 },
    {
      colours: [theme.palette.accent2, theme.palette.accent1],
      textColour: theme.palette.dark1,
      font: theme.bodyFont,
      format: '0.0',
    },
  );

  const table = slide(
    'Table',
    'North and West carried the month',
    'October 2026. Source: finance system',
  );
  const head = (text: string) => ({
    text,
    options: { bold: true, color: c.background, fill: { color: c.dark2 } },
  });
  table.addTable(
    [
      [head('Region'), head('Revenue (€ m)'), head('Against plan'), head('Gross margin')],
      ...regions.map((row) => row.map((text) => ({ text }))),
      [
        { text: 'Total', options: { bold: true } },
        { text: '4.8', options: { bold: true } },
        { text: '+5%', options: { bold: true } },
        { text: '41%', options: { bold: true } },
      ],
    ],
    {
      x: left,
      y: 1.45,
      w: width,
      colW: [2.8, 2.0, 2.0, 2.0],
      rowH: 0.52,
      fontFace: bodyFont,
      fontSize: 15,
      color: c.text,
      valign: 'middle',
      border: { type: 'solid', pt: 0.75, color: 'D5DDE8' },
      margin: [0, 0.12, 0, 0.12],
    },
  );

  addStatusRows(deck, slide('Status', 'Two projects need attention', 'Status on 31 October 2026'));

  slide('Decisions', 'Decisions we need today').addText(
    numbered([
      'Approve the revised launch date for the price update',
      'Agree extra budget for the warehouse move',
      'Confirm the hiring plan for Q1',
    ]),
    { placeholder: 'body' },
  );
}

export const reportTemplate: TTemplateSpec = {
  key: 'report',
  name: 'Report',
  theme,
  previewSlides: [1, 2, 3, 5],
  previewAlt:
    'Four Report slides: a navy and grey cover, four KPI tiles with revenue, margin, new customers and net promoter score, a column chart comparing 2025 and 2026 revenue by quarter, and a project list with green, amber and red status lights.',
  build: (deck) => {
    defineReportLayouts(deck);
    addSamples(deck);
  },
};
