import type PptxGenJS from 'pptxgenjs';
import type { TDeckTheme } from '../deck-theme.ts';
import { slideHeight as h, type TTemplateSpec } from '../layout-kit.ts';
import { band, defineStoryLayouts, fullBleed } from './story-layouts.ts';

/** Story: talks and keynotes. Full-bleed pictures, large quotes, a few words a slide. */
const theme: TDeckTheme = {
  name: 'Story',
  headingFont: 'Palatino Linotype',
  bodyFont: 'Arial',
  palette: {
    dark1: '1A1A1A',
    light1: 'FFFFFF',
    dark2: '2B2A4C',
    light2: 'F5EFE6',
    accent1: 'D1495B',
    accent2: 'EDAE49',
    accent3: '00798C',
    accent4: '30638E',
    accent5: '003D5B',
    accent6: 'A39E93',
  },
};

function addSamples(deck: PptxGenJS, pictures: Record<string, string>): void {
  const picture = (slide: PptxGenJS.Slide, name: string, box: { w: number; h: number }) =>
    slide.addImage({
      data: pictures[name],
      placeholder: 'picture',
      sizing: { type: 'cover', w: box.w, h: box.h },
    });

  const cover = deck.addSlide({ masterName: 'Title over picture' });
  picture(cover, 'dusk', fullBleed);
  cover.addText('What the audience remembers', { placeholder: 'title' });
  cover.addText('A talk about slides that set the mood', { placeholder: 'subtitle' });

  const quote = deck.addSlide({ masterName: 'Quote' });
  quote.addText('People forget the slides. They remember how the talk made them feel.', {
    placeholder: 'title',
  });
  quote.addText('A speaker coach we work with', { placeholder: 'source' });

  deck
    .addSlide({ masterName: 'Statement' })
    .addText('Most slides say too much.', { placeholder: 'title' });

  const scene = deck.addSlide({ masterName: 'Picture with caption' });
  picture(scene, 'sea', band);
  scene.addText('One picture, one idea', { placeholder: 'title' });
  scene.addText('Replace the picture with your own: right-click › Change picture.', {
    placeholder: 'caption',
  });

  const words = deck.addSlide({ masterName: 'Three words' });
  ['Listen.', 'Test.', 'Repeat.'].forEach((word, index) => {
    words.addText(word, { placeholder: `word-${index + 1}` });
  });

  const split = deck.addSlide({ masterName: 'Picture and text' });
  picture(split, 'dusk', { w: 4.6, h });
  split.addText('Let the picture carry the mood', { placeholder: 'title' });
  split.addText('Keep the words to a line or two, and say the rest out loud.', {
    placeholder: 'body',
  });

  const closing = deck.addSlide({ masterName: 'Closing' });
  closing.addText('Thank you', { placeholder: 'title' });
  closing.addText('Slides and notes: talks.example.com', { placeholder: 'contact' });
}

export const storyTemplate: TTemplateSpec = {
  key: 'story',
  name: 'Story',
  theme,
  previewSlides: [1, 2, 4, 5],
  samplePictures: {
    dusk: {
      colours: ['EDAE49', 'D1495B', '2B2A4C'],
      type: 'radial',
      from: [1150, 620],
      to: [0, 0],
    },
    sea: { colours: ['00798C', '30638E', 'EDAE49'], type: 'linear', from: [0, 900], to: [1600, 0] },
  },
  previewAlt:
    'Four Story slides: a title in white serif type over a warm sunset-coloured picture, a large quote with a rose quotation mark, a teal picture with a white caption box, and the words Listen, Test, Repeat in three colours.',
  build: (deck, pictures) => {
    defineStoryLayouts(deck);
    addSamples(deck, pictures);
  },
};
