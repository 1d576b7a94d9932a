import {
  creditMessages,
  creditPackageNames,
  type TCreditPackVideoScene,
  ZCreditPackageColour,
} from '@deckhand/contract';
import { DEFAULT_THEME } from '@mantine/core';
import PptxGenJS from 'pptxgenjs';
import { packThemeColours } from '../src/features/credits/components/pack-colours.ts';

/**
 * The credit packs video's slides (make-credit-pack-video.ts): one 16:9 slide per scene of
 * creditPackVideoScenes, in the app's colours and the Liberation Sans font.
 */
export const fontFace = 'Liberation Sans';

/** The theme's colours (src/app/theme.ts): brand and ink shades, without '#'. */
const colours = {
  navy: '0F1D33', // ink 9, the header's background
  panel: '1C2B45', // ink 8
  rule: '2F3F5C', // ink 7, the steps still to come
  text: 'DFE5EF', // ink 1
  brand: '3A5FB6', // brand 6, the primary colour
  brandLight: '86A3E2', // brand 3
  white: 'FFFFFF',
};

/** One slide per scene on the app's dark navy: the step, the title, the caption, the cards. */
export function buildDeck(scenes: readonly TCreditPackVideoScene[]): PptxGenJS {
  const deck = new PptxGenJS();
  deck.layout = 'LAYOUT_16x9'; // 10 x 5.625 in
  deck.title = creditMessages.videoTitle;
  deck.author = 'Deckhand';
  const left = 0.75;
  const contentWidth = 10 - 2 * left;
  scenes.forEach((scene, index) => {
    const slide = deck.addSlide();
    slide.background = { color: colours.navy };
    // The step: a brand disc with its number, the video's name, and where it stands of all.
    slide.addText(String(index + 1), {
      shape: deck.ShapeType.ellipse,
      x: left,
      y: 0.55,
      w: 0.42,
      h: 0.42,
      fill: { color: colours.brand },
      color: colours.white,
      fontFace,
      fontSize: 15,
      bold: true,
      align: 'center',
      valign: 'middle',
      margin: 0,
    });
    slide.addText(creditMessages.packsHeading.toUpperCase(), {
      x: left + 0.6,
      y: 0.55,
      w: 4,
      h: 0.42,
      color: colours.brandLight,
      fontFace,
      fontSize: 12,
      bold: true,
      charSpacing: 2,
      valign: 'middle',
      margin: 0,
    });
    scenes.forEach((_, step) => {
      slide.addShape(deck.ShapeType.roundRect, {
        x: 10 - left - (scenes.length - step) * 0.42 + 0.08,
        y: 0.72,
        w: 0.34,
        h: 0.08,
        rectRadius: 0.04,
        fill: { color: step <= index ? colours.brandLight : colours.rule },
        line: { type: 'none' },
      });
    });
    slide.addText(scene.title, {
      x: left,
      y: 1.3,
      w: contentWidth,
      h: 0.85,
      color: colours.white,
      fontFace,
      fontSize: 34,
      bold: true,
      valign: 'top',
      margin: 0,
    });
    slide.addText(scene.caption, {
      x: left,
      y: 2.15,
      w: 7.4,
      h: 0.8,
      color: colours.text,
      fontFace,
      fontSize: 17,
      lineSpacingMultiple: 1.15,
      valign: 'top',
      margin: 0,
    });
    addCards(deck, slide, scene.cards ?? [], { left, top: 3.3, width: contentWidth });
  });
  return deck;
}

const cardHeight = 0.85;
/** The widest row of cards: every card is as wide as in this row, whatever its own row holds. */
const cardsPerRow = 3;

/**
 * The cards in a row across the slide, flat rounded boxes a little lighter than the slide. The
 * packs (Bronze, Silver, Gold) each with a disc of its colour on the credit packs page; other
 * cards are steps joined by chevrons, the last one (where they lead) in the brand colour.
 */
function addCards(
  deck: PptxGenJS,
  slide: PptxGenJS.Slide,
  cards: readonly string[],
  area: { left: number; top: number; width: number },
): void {
  const packColours = cards.map(findPackColour);
  const isPackChoice = cards.length > 0 && packColours.every(Boolean);
  const gap = 0.55;
  const columns = Math.max(cardsPerRow, cards.length);
  const cardWidth = (area.width - gap * (columns - 1)) / columns;
  cards.forEach((card, index) => {
    const x = area.left + index * (cardWidth + gap);
    const isHighlighted = !isPackChoice && index === cards.length - 1;
    slide.addShape(deck.ShapeType.roundRect, {
      x,
      y: area.top,
      w: cardWidth,
      h: cardHeight,
      rectRadius: 0.12,
      fill: { color: isHighlighted ? colours.brand : colours.panel },
      line: { type: 'none' },
    });
    const packColour = packColours[index];
    const discSize = 0.26;
    if (isPackChoice && packColour) {
      slide.addShape(deck.ShapeType.ellipse, {
        x: x + 0.32,
        y: area.top + (cardHeight - discSize) / 2,
        w: discSize,
        h: discSize,
        fill: { color: packColour },
        line: { type: 'none' },
      });
    }
    const textLeft = isPackChoice ? 0.32 + discSize + 0.2 : 0.1;
    slide.addText(card, {
      x: x + textLeft,
      y: area.top,
      w: cardWidth - textLeft - 0.1,
      h: cardHeight,
      color: colours.white,
      fontFace,
      fontSize: 16,
      bold: true,
      align: isPackChoice ? 'left' : 'center',
      valign: 'middle',
      margin: 0,
    });
    if (!isPackChoice && index < cards.length - 1) {
      const chevron = { w: 0.14, h: 0.24 };
      slide.addShape(deck.ShapeType.chevron, {
        x: x + cardWidth + (gap - chevron.w) / 2,
        y: area.top + (cardHeight - chevron.h) / 2,
        ...chevron,
        fill: { color: colours.brandLight },
        line: { type: 'none' },
      });
    }
  });
}

/** A pack's colour as the credit packs page shows it (pack-colours.ts), or null for other cards. */
function findPackColour(card: string): string | null {
  if (!creditPackageNames.some((name) => name === card)) return null;
  const colour = ZCreditPackageColour.safeParse(card.toLowerCase());
  if (!colour.success) return null;
  const shade = DEFAULT_THEME.colors[packThemeColours[colour.data]]?.[5];
  return shade ? shade.replace('#', '').toUpperCase() : null;
}
