import { beforeAll, describe, expect, it } from 'vitest';
import {
  addScores,
  automaticShare,
  type CarryScore,
  scoreCarry,
} from '../../../test/carry-evaluation.ts';
import { corpusPptx, makeCorpus } from '../../../test/deck-corpus.ts';
import { readPptxStructure } from '../pptx-structure.ts';
import type { CarrySlide } from './match-slides.ts';

/**
 * The carrying rules on the generated corpus (20 decks, every kind of edit), from what the PPTX
 * files hold: slide ids, shapes and their text. The bench (bench/pin-carry.bench.ts) adds the
 * rendered look and the PDF-only case.
 */
const corpus = makeCorpus(20);

async function slidesOf(slides: Parameters<typeof corpusPptx>[0], withIds: boolean) {
  const structure = readPptxStructure(await corpusPptx(slides));
  if (!structure) throw new Error('the corpus PPTX did not read');
  return structure.map(
    (slide, index): CarrySlide => ({
      position: index + 1,
      key: withIds ? slide.key : null,
      text: slide.shapes.map((shape) => shape.text).join(' '),
      fingerprint: null,
      shapes: slide.shapes,
    }),
  );
}

describe('carrying pins across versions, on the corpus', () => {
  let withIds: CarryScore;
  let textOnly: CarryScore;
  beforeAll(async () => {
    const scored = await Promise.all(
      corpus.map(async (deck) => ({
        withIds: scoreCarry(deck, await slidesOf(deck.v1, true), await slidesOf(deck.v2, true)),
        textOnly: scoreCarry(deck, await slidesOf(deck.v1, false), await slidesOf(deck.v2, false)),
      })),
    );
    withIds = addScores(scored.map((item) => item.withIds));
    textOnly = addScores(scored.map((item) => item.textOnly));
  });

  it('covers 20 decks of 10–30 slides with every kind of edit', () => {
    expect(corpus).toHaveLength(20);
    for (const deck of corpus) {
      expect(deck.v1.length).toBeGreaterThanOrEqual(10);
      expect(deck.v1.length).toBeLessThanOrEqual(30);
    }
    expect(new Set(corpus.flatMap((deck) => deck.edits)).size).toBe(8);
  });

  it('with slide ids: ≥ 95 % placed automatically, none dropped, none on a wrong slide unflagged', () => {
    expect(withIds.dropped).toBe(0);
    expect(withIds.wrongSlide).toBe(0);
    expect(automaticShare(withIds)).toBeGreaterThanOrEqual(0.95);
    expect(withIds.flagged).toBeGreaterThanOrEqual(withIds.flaggedDeleted);
  });

  it('by text alone (a PDF or a rebuilt file): none dropped, none on a wrong slide unflagged', () => {
    expect(textOnly.dropped).toBe(0);
    expect(textOnly.wrongSlide).toBe(0);
    expect(automaticShare(textOnly)).toBeGreaterThanOrEqual(0.9);
  });

  it('flags every pin whose slide was deleted', () => {
    const deletedPins = corpus.flatMap((deck) =>
      deck.v1.filter((slide) => !deck.v2.some((item) => item.uid === slide.uid)),
    );
    expect(deletedPins.length).toBeGreaterThan(0);
    expect(withIds.flaggedDeleted).toBeGreaterThanOrEqual(deletedPins.length * 2);
  });
});
