import type { SlideShape } from '../pptx-structure.ts';
import { fingerprintLikeness } from '../slide-fingerprint.ts';
import { textLikeness } from './text-likeness.ts';

/** What carrying knows of one rendered slide. */
export interface CarrySlide {
  position: number;
  /** The slide's id in a PPTX; null for a PDF or an unreadable file. */
  key: string | null;
  text: string;
  fingerprint: Uint8Array | null;
  /** The PPTX's shapes on it; null when unknown. */
  shapes: SlideShape[] | null;
}

/** Where an old slide went in the new version, and how sure that is. */
export interface SlideMatch {
  position: number;
  /** identity: the same slide id and still alike; content: found by its text and look. */
  how: 'identity' | 'content';
  /** False: a best guess the customer must confirm ("needs a look"). */
  isConfident: boolean;
  /** How alike the two slides are, 0–1. */
  likeness: number;
}

/** The thresholds, chosen on the bench's corpus (docs/review.md). */
export const matchRules = {
  /** A slide with the same id is the same slide unless it no longer looks like it at all. */
  identityFloor: 0.3,
  /** Content alone must be this alike, and this much more alike than the runner-up. */
  contentFloor: 0.72,
  contentMargin: 0.08,
} as const;

/** How alike two slides are: their words and their look, or their look alone when wordless. */
export function slideLikeness(a: CarrySlide, b: CarrySlide): number {
  const look =
    a.fingerprint && b.fingerprint ? fingerprintLikeness(a.fingerprint, b.fingerprint) : null;
  const words = a.text.trim() || b.text.trim() ? textLikeness(a.text, b.text) : null;
  if (look === null) return words ?? 0;
  if (words === null) return look;
  return 0.65 * words + 0.35 * look;
}

/**
 * Finds, for each slide of the old version, where it is in the new one: by its id first (the
 * id PowerPoint keeps), else by the slide most alike in words and look. A slide no longer there,
 * duplicated or too changed to tell gets a guess that is not confident (beside where its
 * neighbours went), never a confident wrong place.
 */
export function matchSlides(
  oldSlides: readonly CarrySlide[],
  newSlides: readonly CarrySlide[],
): Map<number, SlideMatch> {
  const matches = new Map<number, SlideMatch>();
  if (newSlides.length === 0) return matches;
  const byKey = new Map<string, CarrySlide[]>();
  for (const slide of newSlides) {
    if (slide.key) byKey.set(slide.key, [...(byKey.get(slide.key) ?? []), slide]);
  }
  for (const old of oldSlides) {
    const same = old.key ? byKey.get(old.key) : undefined;
    if (same?.length === 1 && same[0]) {
      const likeness = slideLikeness(old, same[0]);
      if (likeness >= matchRules.identityFloor) {
        matches.set(old.position, {
          position: same[0].position,
          how: 'identity',
          isConfident: true,
          likeness,
        });
        continue;
      }
    }
    const ranked = newSlides
      .map((slide) => ({ slide, likeness: slideLikeness(old, slide) }))
      .sort((a, b) => b.likeness - a.likeness);
    const [best, second] = ranked;
    if (!best) continue;
    const isConfident =
      best.likeness >= matchRules.contentFloor &&
      best.likeness - (second?.likeness ?? 0) >= matchRules.contentMargin;
    matches.set(old.position, {
      position: best.slide.position,
      how: 'content',
      isConfident,
      likeness: best.likeness,
    });
  }
  // A guess too unlike its slide goes beside where the slide before it went.
  for (const old of oldSlides) {
    const match = matches.get(old.position);
    if (!match || match.isConfident || match.likeness >= matchRules.identityFloor) continue;
    const before = [...oldSlides]
      .reverse()
      .find((slide) => slide.position < old.position && matches.get(slide.position)?.isConfident);
    const anchor = before ? matches.get(before.position)?.position : undefined;
    const position = Math.min(newSlides.length, anchor === undefined ? 1 : anchor + 1);
    const guess = newSlides.find((slide) => slide.position === position) ?? newSlides[0];
    if (guess) matches.set(old.position, { ...match, position: guess.position });
  }
  return matches;
}

/** For comparing two versions: which slide of the earlier one each slide of the later one was. */
export interface SlidePairs {
  /** Each later slide, with the earlier slide it was (null: new in the later version). */
  pairs: { position: number; otherPosition: number | null }[];
  /** Earlier slides no later one was (deleted). */
  removed: number[];
}

/** Pairs the slides of two versions as carrying does, keeping only confident matches. */
export function pairSlides(
  earlier: readonly CarrySlide[],
  later: readonly CarrySlide[],
): SlidePairs {
  const best = new Map<number, { otherPosition: number; likeness: number }>();
  for (const [otherPosition, match] of matchSlides(earlier, later)) {
    if (!match.isConfident) continue;
    const held = best.get(match.position);
    if (!held || match.likeness > held.likeness) {
      best.set(match.position, { otherPosition, likeness: match.likeness });
    }
  }
  const kept = new Set([...best.values()].map((pair) => pair.otherPosition));
  return {
    pairs: later.map((slide) => ({
      position: slide.position,
      otherPosition: best.get(slide.position)?.otherPosition ?? null,
    })),
    removed: earlier.map((slide) => slide.position).filter((position) => !kept.has(position)),
  };
}
