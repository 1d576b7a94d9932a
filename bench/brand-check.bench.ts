/**
 * The brand check (issue "Every delivery checked against the customer's template",
 * docs/review.md): the generated corpus (apps/api/src/test/brand-corpus.ts: 5 templates with
 * known fonts, palettes and layouts; 20 decks of 10–30 slides with faults injected where the truth
 * is kept: off-palette colours at known CIEDE2000 distances, foreign fonts in runs and in the
 * master, small text, bullets over the limit, a missing title, a foreign layout; and 20 clean
 * decks) is checked by the code the render job runs (`checkBrand`). Budgets: recall ≥ 98 % of the
 * injected faults, ≤ 1 false finding per 100 clean slides, a 30-slide deck in ≤ 3 s.
 */
import { checkBrand } from '../apps/api/src/platform/documents/brand-check/check-brand.ts';
import {
  type CorpusTemplate,
  corpusDeck,
  makeTemplate,
  templatePptx,
} from '../apps/api/src/test/brand-corpus.ts';
import { type ResultRow, writeResult } from './report.ts';

const templates: { template: CorpusTemplate; file: Buffer }[] = [];
for (let index = 0; index < 5; index++) {
  const template = makeTemplate(index);
  templates.push({ template, file: await templatePptx(template) });
}

let injected = 0;
let caught = 0;
let cleanSlides = 0;
let falseFindings = 0;
const missed: string[] = [];
const times: number[] = [];
let thirtySlideMs = 0;

for (let index = 0; index < 40; index++) {
  const faulty = index < 20;
  const { template, file } = templates[index % templates.length]!;
  const slideCount = 10 + ((index * 7) % 21);
  const deck = await corpusDeck(template, index, { slideCount, faulty });
  const started = performance.now();
  const result = checkBrand({ deck: deck.pptx, template: file, settings: template.settings });
  const elapsed = performance.now() - started;
  times.push(elapsed);
  if (slideCount === 30) thirtySlideMs = Math.max(thirtySlideMs, elapsed);
  if (result.status !== 'checked') throw new Error(`deck ${index} not checked: ${result.reason}`);
  if (!faulty) {
    cleanSlides += slideCount;
    falseFindings += result.findings.length;
    continue;
  }
  for (const fault of deck.faults) {
    injected++;
    const hit = result.findings.some(
      (finding) =>
        finding.slide === fault.slide &&
        finding.kind === fault.kind &&
        finding.found === fault.found,
    );
    if (hit) caught++;
    else missed.push(`deck ${index} slide ${fault.slide}: ${fault.kind} ${fault.found}`);
  }
}

// A 30-slide deck, timed alone too (the corpus has one per 21 decks).
{
  const { template, file } = templates[0]!;
  const deck = await corpusDeck(template, 99, { slideCount: 30, faulty: true });
  const runs: number[] = [];
  for (let run = 0; run < 5; run++) {
    const started = performance.now();
    checkBrand({ deck: deck.pptx, template: file, settings: template.settings });
    runs.push(performance.now() - started);
  }
  thirtySlideMs = Math.max(thirtySlideMs, median(runs));
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

const recall = (caught / injected) * 100;
const falsePer100 = (falseFindings / cleanSlides) * 100;
const rows: ResultRow[] = [
  { figure: 'faults injected (20 decks)', value: injected, unit: '', budget: '', holds: true },
  {
    figure: 'recall of injected faults',
    value: Math.round(recall * 10) / 10,
    unit: '%',
    budget: '>= 98',
    holds: recall >= 98,
  },
  {
    figure: `false findings per 100 clean slides (${cleanSlides} slides)`,
    value: Math.round(falsePer100 * 100) / 100,
    unit: '',
    budget: '<= 1',
    holds: falsePer100 <= 1,
  },
  {
    figure: 'check a deck, median',
    value: Math.round(median(times)),
    unit: 'ms',
    budget: '',
    holds: true,
  },
  {
    figure: 'check a 30-slide deck',
    value: Math.round(thirtySlideMs),
    unit: 'ms',
    budget: '<= 3000',
    holds: thirtySlideMs <= 3000,
  },
];
for (const line of missed) console.log(`missed: ${line}`);
console.table(rows.map(({ figure, value, unit, budget }) => ({ figure, value, unit, budget })));
process.exitCode = writeResult('brand-check', rows) ? 0 : 1;
