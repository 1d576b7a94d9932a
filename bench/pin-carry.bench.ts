/**
 * Carrying pins across versions (issue "The review studio", docs/review.md): the generated
 * corpus (20 decks of 10–30 slides, each revised with every kind of edit: text and colours
 * changed, slides inserted, deleted, duplicated, moved, a chart replaced, a box moved) is rendered
 * by the code the render job runs (`renderDeck`: LibreOffice, poppler, the fingerprints and the
 * PPTX's slide ids and shapes), and every pin a reviewer would leave on version 1 is carried to
 * version 2 as the service carries it. Each is scored against where the corpus knows it belongs.
 * Budgets: ≥ 95 % placed automatically on the right slide and shape, 0 dropped, 0 on a wrong
 * slide without a "needs a look" flag. The same decks delivered as PDFs (no slide ids, no shapes)
 * are scored too: 0 dropped and 0 wrong unflagged hold there as well.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { CarrySlide } from '../apps/api/src/platform/documents/matching/match-slides.ts';
import { findSlideChanges } from '../apps/api/src/platform/documents/matching/slide-changes.ts';
import { decodeFingerprint } from '../apps/api/src/platform/documents/slide-fingerprint.ts';
import {
  addScores,
  automaticShare,
  type CarryScore,
  scoreCarry,
} from '../apps/api/src/test/carry-evaluation.ts';
import { type CorpusSlide, corpusPptx, makeCorpus } from '../apps/api/src/test/deck-corpus.ts';
import { renderLikeTheJob } from './deck-render.ts';
import { type ResultRow, writeResult } from './report.ts';

const decks = makeCorpus(20);
const root = await mkdtemp(join(tmpdir(), 'deckhand-carry-bench-'));

/** The thumbnails of the first deck's two versions, for timing the compare highlight. */
const thumbnails = new Map<string, Buffer>();

async function render(slides: readonly CorpusSlide[], name: string): Promise<CarrySlide[]> {
  const workDir = await mkdtemp(join(root, `${name}-`));
  const input = join(workDir, 'deck.pptx');
  await writeFile(input, await corpusPptx(slides));
  const rendered = await renderLikeTheJob(
    input,
    'presentation',
    workDir,
    async (position, images) => {
      if (name.startsWith(`${decks[0]?.name}-`))
        thumbnails.set(`${name}:${position}`, images.thumb);
    },
  );
  await rm(workDir, { recursive: true, force: true });
  if (rendered?.length !== slides.length) throw new Error(`${name}: rendered ${rendered?.length}`);
  return rendered.map((slide) => ({
    position: slide.position,
    key: slide.slideKey,
    text: slide.text,
    fingerprint: decodeFingerprint(slide.fingerprint),
    shapes: slide.shapes,
  }));
}
const asPdf = (slides: CarrySlide[]) =>
  slides.map((slide) => ({ ...slide, key: null, shapes: null }));

const pptxScores: CarryScore[] = [];
const pdfScores: CarryScore[] = [];
const carryTimes: number[] = [];
let slidesRendered = 0;
for (const deck of decks) {
  const v1 = await render(deck.v1, `${deck.name}-v1`);
  const v2 = await render(deck.v2, `${deck.name}-v2`);
  slidesRendered += v1.length + v2.length;
  const started = performance.now();
  const pptx = scoreCarry(deck, v1, v2);
  carryTimes.push(performance.now() - started);
  const pdf = scoreCarry(deck, asPdf(v1), asPdf(v2));
  pptxScores.push(pptx);
  pdfScores.push(pdf);
  console.log(
    `${deck.name} (${deck.v1.length}→${deck.v2.length}, ${deck.edits.join(', ')}): PPTX ${pptx.automatic}/${pptx.pins} auto, ${pptx.flagged} flagged; PDF ${pdf.automatic} auto, ${pdf.flagged} flagged, ${pdf.wrongRegion} off-shape`,
  );
}
await rm(root, { recursive: true, force: true });

// The compare view's highlight: each slide of the first deck's version 2 against its version 1.
const [firstDeck] = decks;
const highlightTimes: number[] = [];
for (const [index, slide] of (firstDeck?.v2 ?? []).entries()) {
  const was = firstDeck?.v1.findIndex((item) => item.uid === slide.uid) ?? -1;
  const before = thumbnails.get(`${firstDeck?.name}-v1:${was + 1}`);
  const after = thumbnails.get(`${firstDeck?.name}-v2:${index + 1}`);
  if (was < 0 || !before || !after) continue;
  const started = performance.now();
  findSlideChanges(before, after);
  highlightTimes.push(performance.now() - started);
}
highlightTimes.sort((a, b) => a - b);

const rows: ResultRow[] = [];
for (const [label, total] of [
  ['PPTX', addScores(pptxScores)],
  ['PDF', addScores(pdfScores)],
] as const) {
  const share = Math.round(automaticShare(total) * 1000) / 10;
  const isPptx = label === 'PPTX';
  rows.push(
    {
      figure: `${label}: pins placed automatically (right slide and shape)`,
      value: share,
      unit: '%',
      budget: isPptx ? '>= 95' : '',
      holds: !isPptx || share >= 95,
    },
    {
      figure: `${label}: pins flagged "needs a look" (of them, slide deleted)`,
      value: `${total.flagged} (${total.flaggedDeleted})`,
      unit: `of ${total.pins}`,
      budget: '',
      holds: true,
    },
    {
      figure: `${label}: pins dropped`,
      value: total.dropped,
      unit: '',
      budget: '0',
      holds: total.dropped === 0,
    },
    {
      figure: `${label}: pins on a wrong slide without a flag`,
      value: total.wrongSlide,
      unit: '',
      budget: '0',
      holds: total.wrongSlide === 0,
    },
    {
      figure: `${label}: right slide, off the shape`,
      value: total.wrongRegion,
      unit: '',
      budget: '',
      holds: true,
    },
  );
}
const slowest = Math.max(...carryTimes);
rows.push({
  figure: `carrying one deck's pins (slowest of ${decks.length}, ${slidesRendered} slides rendered)`,
  value: Math.round(slowest),
  unit: 'ms',
  budget: '<= 1000',
  holds: slowest <= 1000,
});
const highlightSlowest = highlightTimes.at(-1) ?? Number.NaN;
rows.push(
  {
    figure: `compare highlight of a slide pair (median of ${highlightTimes.length}, from the 320 px thumbnails)`,
    value: Math.round(highlightTimes[Math.floor(highlightTimes.length / 2)] ?? Number.NaN),
    unit: 'ms',
    budget: '',
    holds: true,
  },
  {
    figure: 'compare highlight of a slide pair (slowest)',
    value: Math.round(highlightSlowest),
    unit: 'ms',
    budget: '<= 1000',
    holds: highlightSlowest <= 1000,
  },
);
process.exitCode = writeResult('pin-carry', rows) ? 0 : 1;
