import type PptxGenJS from 'pptxgenjs';
import { bodyFont, colour as c, headingFont, type TDeckTheme } from '../deck-theme.ts';
import { numbered, type TTemplateSpec } from '../layout-kit.ts';
import { defineWorkshopLayouts, left, stepColours } from './workshop-layouts.ts';

/** Workshop: training and client workshops. Warm cream, clear numbering, timings on show. */
const theme: TDeckTheme = {
  name: 'Workshop',
  headingFont: 'Bookman Old Style',
  bodyFont: 'Arial',
  palette: {
    dark1: '263238',
    light1: 'FFFFFF',
    dark2: '264653',
    light2: 'FFF7E8',
    accent1: '2A9D8F',
    accent2: 'E9C46A',
    accent3: 'F4A261',
    accent4: 'E76F51',
    accent5: '8AB17D',
    accent6: '5E6B73',
  },
};

/** A numbered disc in the step colours: "1" teal, "2" yellow... */
function addDisc(slide: PptxGenJS.Slide, deck: PptxGenJS, index: number, x: number, y: number) {
  slide.addText(String(index + 1), {
    shape: deck.ShapeType.ellipse,
    x,
    y,
    w: 0.6,
    h: 0.6,
    fill: { color: stepColours[index % stepColours.length] },
    color: index === 1 ? c.dark2 : c.background,
    fontFace: headingFont,
    fontSize: 20,
    bold: true,
    align: 'center',
    valign: 'middle',
    margin: 0,
  });
}

const none = { type: 'none' } as const;
const agenda = [
  ['09:00', 'Welcome and goals for the morning'],
  ['09:20', 'What makes feedback useful'],
  ['10:00', 'Exercise 1: rewrite the feedback'],
  ['10:45', 'Break'],
  ['11:00', 'Exercise 2: practise in pairs'],
  ['12:00', 'Key takeaways and close'],
] as const;

function addSamples(deck: PptxGenJS): void {
  const cover = deck.addSlide({ masterName: 'Title' });
  cover.addText('Giving feedback that helps', { placeholder: 'title' });
  cover.addText('Half-day workshop for team leads', { placeholder: 'subtitle' });

  const plan = deck.addSlide({ masterName: 'Agenda with timings' });
  plan.addText('The morning at a glance', { placeholder: 'title' });
  plan.addTable(
    agenda.map(([time, item]) => [
      { text: time, options: { bold: true, color: c.accent1 } },
      { text: item, options: { color: item === 'Break' ? c.accent6 : c.text } },
    ]),
    {
      x: left,
      y: 1.55,
      w: 8.2,
      colW: [1.3, 6.9],
      rowH: 0.5,
      fontFace: bodyFont,
      fontSize: 16,
      valign: 'middle',
      border: [none, none, { type: 'solid', pt: 0.75, color: 'E5DCCB' }, none],
      margin: [0, 0.1, 0, 0],
    },
  );

  const opener = deck.addSlide({ masterName: 'Exercise opener' });
  opener.addText('1', { placeholder: 'number' });
  opener.addText('Exercise 1: rewrite the feedback', { placeholder: 'title' });

  const exercise = deck.addSlide({ masterName: 'Exercise' });
  exercise.addText('Rewrite three pieces of feedback', { placeholder: 'title' });
  exercise.addText(
    numbered([
      'Read the three comments on your card',
      'Underline what is vague or about the person',
      'Rewrite each as an observation and a request',
      'Compare with the person next to you',
    ]),
    { placeholder: 'steps' },
  );
  exercise.addText('15 min', { placeholder: 'time' });
  exercise.addText('On your own, then in pairs', { placeholder: 'format' });

  const discussion = deck.addSlide({ masterName: 'Discussion questions' });
  discussion.addText('Discuss at your table', { placeholder: 'title' });
  [
    'When did feedback last change how you work?',
    'What makes bad news hard to give?',
    'How soon after a meeting should feedback come?',
  ].forEach((question, index) => {
    const x = left + index * 2.95;
    discussion.addShape(deck.ShapeType.roundRect, {
      x,
      y: 1.7,
      w: 2.7,
      h: 2.9,
      fill: { color: c.background },
      line: { color: 'E5DCCB', width: 1 },
      rectRadius: 0.12,
    });
    addDisc(discussion, deck, index, x + 0.25, 1.95);
    discussion.addText(question, {
      x: x + 0.25,
      y: 2.75,
      w: 2.2,
      h: 1.6,
      fontFace: headingFont,
      fontSize: 17,
      color: c.dark2,
      valign: 'top',
      margin: 0,
    });
  });

  const takeaways = deck.addSlide({ masterName: 'Key takeaways' });
  takeaways.addText('Three things to take away', { placeholder: 'title' });
  [
    'Describe what you saw, not who the person is',
    'Ask for one specific change',
    'Give it within a day or two',
  ].forEach((line, index) => {
    const y = 1.7 + index * 1.05;
    addDisc(takeaways, deck, index, left, y);
    takeaways.addText(line, {
      x: left + 0.85,
      y,
      w: 7.6,
      h: 0.6,
      fontFace: bodyFont,
      fontSize: 20,
      color: c.background,
      valign: 'middle',
      margin: 0,
    });
  });

  const closing = deck.addSlide({ masterName: 'Closing' });
  closing.addText('Thank you', { placeholder: 'title' });
  closing.addText('Please fill in the two-minute feedback form before you leave.', {
    placeholder: 'next',
  });
}

export const workshopTemplate: TTemplateSpec = {
  key: 'workshop',
  name: 'Workshop',
  theme,
  previewSlides: [1, 2, 4, 5],
  previewAlt:
    'Four Workshop slides: a cream cover with teal, yellow and orange circles, an agenda with times from 09:00 to 12:00, an exercise with numbered steps beside a yellow 15-minute timer, and three numbered discussion questions on cards.',
  build: (deck) => {
    defineWorkshopLayouts(deck);
    addSamples(deck);
  },
};
