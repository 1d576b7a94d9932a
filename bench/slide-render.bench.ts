/**
 * The review studio's render (issue "The review studio", docs/review.md): a 30-slide PPTX and the
 * 30-page PDF LibreOffice makes of it, each rendered three times by the code the render job runs
 * (`renderDeck`: LibreOffice, then poppler's large, medium and thumbnail JPEGs and text). The median of
 * three is held to its budget: PPTX ≤ 20 s, PDF ≤ 6 s on the project's 2-core machine. The first
 * PPTX run includes LibreOffice's first start in this process (its profile is made once).
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defaultDocumentTools } from '../apps/api/src/platform/documents/document-tools.ts';
import { convertToPdf } from '../apps/api/src/platform/documents/render-document.ts';
import { makePptx } from '../apps/api/src/test/deck-fixtures.ts';
import { renderLikeTheJob } from './deck-render.ts';
import { type ResultRow, writeResult } from './report.ts';

const slides = 30;
const runs = 3;
const budgets = { presentation: 20_000, pdf: 6_000 } as const;

const deck = await makePptx(
  Array.from({ length: slides }, (_, index) => ({
    title: `Slide ${index + 1}: quarterly results`,
    body: `Revenue grew ${index + 3}% in region ${index % 5}. Margins held; churn fell.`,
    background: ['FFFFFF', 'F4F1EA', 'E8F0FE', '1E3A5F', 'FDF6E3'][index % 5],
  })),
);
const root = await mkdtemp(join(tmpdir(), 'deckhand-render-bench-'));
const pptxPath = join(root, 'deck.pptx');
await writeFile(pptxPath, deck);
const pdfPath = await convertToPdf(defaultDocumentTools, pptxPath, root);

async function timeRender(kind: 'pdf' | 'presentation'): Promise<number> {
  const workDir = await mkdtemp(join(root, 'work-'));
  const input = kind === 'pdf' ? pdfPath : join(workDir, 'deck.pptx');
  if (kind === 'presentation') await writeFile(input, deck);
  const started = performance.now();
  const rendered = await renderLikeTheJob(input, kind, workDir);
  const elapsed = performance.now() - started;
  await rm(workDir, { recursive: true, force: true });
  if (rendered?.length !== slides) throw new Error(`rendered ${rendered?.length} of ${slides}`);
  return elapsed;
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
const rows: ResultRow[] = [];
for (const kind of ['presentation', 'pdf'] as const) {
  const times: number[] = [];
  for (let run = 0; run < runs; run++) times.push(await timeRender(kind));
  const middle = Math.round(median(times));
  const label = kind === 'pdf' ? `${slides}-page PDF` : `${slides}-slide PPTX`;
  console.log(`${label}: ${times.map((time) => Math.round(time)).join(', ')} ms`);
  rows.push(
    {
      figure: `${label} rendered (median of ${runs})`,
      value: middle,
      unit: 'ms',
      budget: `<= ${budgets[kind]}`,
      holds: middle <= budgets[kind],
    },
    {
      figure: `${label}: per slide`,
      value: Math.round(middle / slides),
      unit: 'ms',
      budget: '',
      holds: true,
    },
  );
}
await rm(root, { recursive: true, force: true });
process.exitCode = writeResult('slide-render', rows) ? 0 : 1;
