import type { TPinArea } from '@deckhand/contract';
import { anchorPin } from '../platform/documents/matching/anchor-pin.ts';
import { type CarrySlide, matchSlides } from '../platform/documents/matching/match-slides.ts';
import { type CorpusDeck, type CorpusSlide, corpusLayout } from './deck-corpus.ts';

/** What carrying did with a deck's pins, against the truth the corpus keeps. */
export interface CarryScore {
  pins: number;
  /** Carried with confidence to the right slide and onto the right shape. */
  automatic: number;
  /** Marked "needs a look" (its slide was deleted: the right answer, or could not tell). */
  flagged: number;
  /** Of those flagged, how many had lost their slide (nothing to carry them to). */
  flaggedDeleted: number;
  /** Carried with confidence to a wrong slide: must be 0. */
  wrongSlide: number;
  /** Carried with confidence to the right slide but off the shape it was on. */
  wrongRegion: number;
  /** Given no place on the new version at all: must be 0. */
  dropped: number;
}

type ShapeName = 'Title' | 'Body' | 'Chart';

const boxOf = (slide: CorpusSlide, shape: ShapeName) => {
  const inches =
    shape === 'Title'
      ? corpusLayout.title
      : shape === 'Body'
        ? corpusLayout.body(slide.bodyTop)
        : corpusLayout.chart;
  return {
    x: inches.x / corpusLayout.width,
    y: inches.y / corpusLayout.height,
    w: inches.w / corpusLayout.width,
    h: inches.h / corpusLayout.height,
  };
};

/** The pins a reviewer would leave on a slide: a point on the title and the body, an area on the chart. */
export function pinsOn(slide: CorpusSlide): { shape: ShapeName; area: TPinArea }[] {
  const at = (shape: ShapeName, rx: number, ry: number): TPinArea => {
    const box = boxOf(slide, shape);
    return { x: box.x + rx * box.w, y: box.y + ry * box.h, w: null, h: null };
  };
  const pins: { shape: ShapeName; area: TPinArea }[] = [
    { shape: 'Title', area: at('Title', 0.3, 0.5) },
    { shape: 'Body', area: at('Body', 0.4, 0.2) },
  ];
  if (slide.chart) {
    const box = boxOf(slide, 'Chart');
    pins.push({
      shape: 'Chart',
      area: { x: box.x + 0.2 * box.w, y: box.y + 0.2 * box.h, w: 0.4 * box.w, h: 0.3 * box.h },
    });
  }
  return pins;
}

const inside = (area: TPinArea, box: { x: number; y: number; w: number; h: number }) => {
  const x = area.w === null ? area.x : area.x + area.w / 2;
  const y = area.h === null ? area.y : area.y + area.h / 2;
  const slack = 0.01;
  return (
    x >= box.x - slack &&
    x <= box.x + box.w + slack &&
    y >= box.y - slack &&
    y <= box.y + box.h + slack
  );
};

/**
 * Carries every pin of a deck's first version onto its second the way the service does
 * (matchSlides, then anchorPin) and scores each against where the corpus knows it belongs.
 */
export function scoreCarry(
  deck: CorpusDeck,
  oldSlides: readonly CarrySlide[],
  newSlides: readonly CarrySlide[],
): CarryScore {
  const score: CarryScore = {
    pins: 0,
    automatic: 0,
    flagged: 0,
    flaggedDeleted: 0,
    wrongSlide: 0,
    wrongRegion: 0,
    dropped: 0,
  };
  const matches = matchSlides(oldSlides, newSlides);
  for (const [index, slide] of deck.v1.entries()) {
    const oldSlide = oldSlides[index];
    const truthIndex = deck.v2.findIndex((item) => item.uid === slide.uid);
    for (const pin of pinsOn(slide)) {
      score.pins += 1;
      const match = matches.get(index + 1);
      const newSlide = newSlides.find((item) => item.position === match?.position);
      if (!match || !oldSlide || !newSlide) {
        score.dropped += 1;
        continue;
      }
      if (!match.isConfident) {
        score.flagged += 1;
        if (truthIndex < 0) score.flaggedDeleted += 1;
        continue;
      }
      const truth = deck.v2[truthIndex];
      if (!truth || match.position !== truthIndex + 1) {
        score.wrongSlide += 1;
        continue;
      }
      const anchored = anchorPin(pin.area, oldSlide, newSlide);
      if (inside(anchored.area, boxOf(truth, pin.shape))) score.automatic += 1;
      else score.wrongRegion += 1;
    }
  }
  return score;
}

/** Scores added up over a corpus. */
export function addScores(scores: readonly CarryScore[]): CarryScore {
  return scores.reduce((sum, score) => ({
    pins: sum.pins + score.pins,
    automatic: sum.automatic + score.automatic,
    flagged: sum.flagged + score.flagged,
    flaggedDeleted: sum.flaggedDeleted + score.flaggedDeleted,
    wrongSlide: sum.wrongSlide + score.wrongSlide,
    wrongRegion: sum.wrongRegion + score.wrongRegion,
    dropped: sum.dropped + score.dropped,
  }));
}

/** The share carried automatically of the pins whose slide still exists. */
export const automaticShare = (score: CarryScore) =>
  score.automatic / Math.max(1, score.pins - score.flaggedDeleted);
