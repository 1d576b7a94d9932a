import { strFromU8, strToU8, unzipSync, zipSync } from 'fflate';
import PptxGenJS from 'pptxgenjs';

/**
 * A corpus of decks and their revisions for carrying pins across versions (issue "The review
 * studio"): each deck made with pptxgenjs, then revised as a designer would (text and colours
 * changed, slides inserted, deleted, duplicated, moved, a chart replaced, a box moved), with the
 * truth kept: which old slide is which new one, and where each shape is. Seeded, so every run
 * makes the same corpus.
 */

/** One slide: `uid` is the slide's true identity (PowerPoint's slide id keeps it across saves). */
export interface CorpusSlide {
  uid: number;
  title: string;
  bullets: string[];
  background: string;
  accent: string;
  chart: { kind: 'bar' | 'pie'; values: number[] } | null;
  /** Where the body box sits (inches from the top); a "moved box" edit changes it. */
  bodyTop: number;
}

export type CorpusEdit =
  | 'textChanged'
  | 'colourChanged'
  | 'inserted'
  | 'deleted'
  | 'duplicated'
  | 'reordered'
  | 'chartReplaced'
  | 'boxMoved';

export interface CorpusDeck {
  name: string;
  v1: CorpusSlide[];
  v2: CorpusSlide[];
  edits: CorpusEdit[];
}

/** A slide's shapes as the corpus lays them out, in inches on a 10 × 5.625 slide. */
export const corpusLayout = {
  width: 10,
  height: 5.625,
  title: { x: 0.5, y: 0.3, w: 9, h: 0.9 },
  body: (top: number) => ({ x: 0.5, y: top, w: 5.2, h: 3 }),
  chart: { x: 6, y: 1.5, w: 3.5, h: 3.2 },
} as const;

const topics = [
  'Revenue',
  'Hiring',
  'Roadmap',
  'Churn',
  'Pricing',
  'Markets',
  'Brand',
  'Costs',
  'Partners',
  'Security',
  'Support',
  'Product',
  'Funding',
  'Risks',
  'Goals',
  'Team',
];
const verbs = ['grew', 'fell', 'held', 'doubled', 'slowed', 'recovered', 'peaked', 'shifted'];
const places = [
  'Europe',
  'Asia',
  'the Americas',
  'Nordics',
  'Iberia',
  'the UK',
  'online',
  'retail',
];
const colours = ['FFFFFF', 'F4F1EA', 'E8F0FE', 'FDF6E3', 'EEF7EE', 'FBEFF2'];
const accents = ['1E3A5F', 'B5452B', '2F7D5B', '6B4FA0', 'C28A12', '0F6E8C'];

/** A seeded generator (mulberry32): every run makes the same corpus. */
export function randomOf(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (max: number) => Math.floor(next() * max);
  const pick = <T>(items: readonly T[]): T => items[int(items.length)] as T;
  return { next, int, pick };
}
type Random = ReturnType<typeof randomOf>;

function makeSlide(random: Random, uid: number): CorpusSlide {
  const topic = random.pick(topics);
  const bullets = Array.from(
    { length: 2 + random.int(3) },
    () =>
      `${random.pick(topics)} ${random.pick(verbs)} ${3 + random.int(40)}% in ${random.pick(places)}`,
  );
  return {
    uid,
    title: `${topic} ${2020 + random.int(7)}: ${random.pick(verbs)} in ${random.pick(places)}`,
    bullets,
    background: random.pick(colours),
    accent: random.pick(accents),
    chart:
      random.next() < 0.5
        ? { kind: 'bar', values: [1, 2, 3, 4].map(() => 5 + random.int(50)) }
        : null,
    bodyTop: 1.5,
  };
}

/** Revises a deck: each edit applied once to a random slide; duplicates get a new identity. */
function revise(random: Random, v1: CorpusSlide[], edits: CorpusEdit[], nextUid: () => number) {
  const v2 = v1.map((slide) => ({ ...slide, bullets: [...slide.bullets] }));
  const somewhere = () => random.int(v2.length);
  for (const edit of edits) {
    const at = somewhere();
    const slide = v2[at];
    if (!slide) continue;
    if (edit === 'textChanged')
      slide.bullets[0] = `${slide.bullets[0]} and ${random.pick(verbs)} again`;
    if (edit === 'colourChanged') {
      slide.background = random.pick(colours.filter((colour) => colour !== slide.background));
      slide.accent = random.pick(accents.filter((colour) => colour !== slide.accent));
    }
    if (edit === 'inserted') v2.splice(at, 0, makeSlide(random, nextUid()));
    if (edit === 'deleted' && v2.length > 2) v2.splice(at, 1);
    if (edit === 'duplicated')
      v2.splice(at + 1, 0, { ...slide, uid: nextUid(), bullets: [...slide.bullets] });
    if (edit === 'reordered') {
      const [moved] = v2.splice(at, 1);
      if (moved) v2.splice(somewhere(), 0, moved);
    }
    if (edit === 'chartReplaced') {
      slide.chart = {
        kind: slide.chart?.kind === 'pie' ? 'bar' : 'pie',
        values: [1, 2, 3].map(() => 5 + random.int(50)),
      };
    }
    if (edit === 'boxMoved') slide.bodyTop = 2.2;
  }
  return v2;
}

const allEdits: CorpusEdit[] = [
  'textChanged',
  'colourChanged',
  'inserted',
  'deleted',
  'duplicated',
  'reordered',
  'chartReplaced',
  'boxMoved',
];

/** `count` decks of 10–30 slides, each with its revision (2–5 edits, every kind in the corpus). */
export function makeCorpus(count: number, seed = 27): CorpusDeck[] {
  const random = randomOf(seed);
  return Array.from({ length: count }, (_, index) => {
    let uid = 0;
    const nextUid = () => {
      uid += 1;
      return uid;
    };
    const v1 = Array.from({ length: 10 + random.int(21) }, () => makeSlide(random, nextUid()));
    const edits = [allEdits[index % allEdits.length] as CorpusEdit];
    for (let extra = 1 + random.int(4); extra > 0; extra -= 1) edits.push(random.pick(allEdits));
    return { name: `deck-${index + 1}`, v1, v2: revise(random, v1, edits, nextUid), edits };
  });
}

/** `count` slides of a deck (slide `n` has identity `n`), for a test that revises them by hand. */
export function corpusSlides(count: number, seed = 5): CorpusSlide[] {
  const random = randomOf(seed);
  return Array.from({ length: count }, (_, index) => makeSlide(random, index + 1));
}

/** A corpus deck's version as a real PPTX whose slide ids are the slides' identities. */
export async function corpusPptx(slides: readonly CorpusSlide[]): Promise<Buffer> {
  const deck = new PptxGenJS();
  deck.layout = 'LAYOUT_16x9';
  for (const slide of slides) {
    const page = deck.addSlide();
    page.background = { color: slide.background };
    page.addText(slide.title, {
      ...corpusLayout.title,
      fontSize: 28,
      bold: true,
      color: slide.accent,
      objectName: 'Title',
    });
    page.addText(
      slide.bullets.map((text) => ({ text, options: { bullet: true, breakLine: true } })),
      {
        ...corpusLayout.body(slide.bodyTop),
        fontSize: 16,
        color: '333333',
        valign: 'top',
        objectName: 'Body',
      },
    );
    if (slide.chart) {
      const labels = slide.chart.values.map((_, index) => `Q${index + 1}`);
      page.addChart(
        slide.chart.kind === 'pie' ? deck.ChartType.pie : deck.ChartType.bar,
        [{ name: 'Values', labels, values: slide.chart.values }],
        {
          ...corpusLayout.chart,
          chartColors: [slide.accent, 'AAAAAA', 'DDDDDD', '777777'],
          objectName: 'Chart',
        },
      );
    }
  }
  const written = await deck.write({ outputType: 'nodebuffer' });
  if (!(written instanceof Buffer)) throw new Error('pptxgenjs did not write a buffer');
  return withSlideIds(
    written,
    slides.map((slide) => 255 + slide.uid),
  );
}

/** Sets a PPTX's slide ids, in show order (as PowerPoint keeps them when a deck is revised). */
export function withSlideIds(pptx: Uint8Array, ids: readonly number[]): Buffer {
  const files = unzipSync(pptx);
  const name = 'ppt/presentation.xml';
  const xml = files[name];
  if (!xml) throw new Error('not a PPTX');
  let index = 0;
  files[name] = strToU8(
    strFromU8(xml).replace(/<p:sldId id="\d+"/g, (found) => {
      const id = ids[index];
      index += 1;
      return id === undefined ? found : `<p:sldId id="${id}"`;
    }),
  );
  return Buffer.from(zipSync(files));
}
