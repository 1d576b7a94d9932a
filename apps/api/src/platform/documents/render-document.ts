import { mkdir, readdir, readFile, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { imageSize } from 'image-size';
import { DocumentRenderError, type DocumentTools, runTool } from './document-tools.ts';

/**
 * LibreOffice's profile: made on its first start (seconds), so kept for the process. A second
 * soffice on the same profile fails, so conversions in this process run one after another;
 * other processes (instances, test workers) have their own.
 */
const officeProfile = join(tmpdir(), `deckhand-office-${process.pid}`);
let officeQueue: Promise<unknown> = Promise.resolve();

/** A presentation converted to a PDF in `workDir` (its name keeps the extension LibreOffice reads). */
export async function convertToPdf(
  tools: DocumentTools,
  input: string,
  workDir: string,
): Promise<string> {
  const run = officeQueue.then(() =>
    runTool(
      tools.soffice,
      [
        `-env:UserInstallation=file://${officeProfile}`,
        '--headless',
        '--norestore',
        '--nolockcheck',
        '--convert-to',
        'pdf',
        '--outdir',
        workDir,
        input,
      ],
      {
        timeoutMs: tools.timeoutMs,
        signal: tools.signal,
        missing: 'converterMissing',
        cwd: workDir,
      },
    ),
  );
  officeQueue = run.catch(() => undefined);
  await run;
  const pdf = input.replace(/\.[^./]+$/, '.pdf');
  // soffice answers 0 even when it could not read the file: the PDF is the proof.
  const written = await stat(pdf).catch(() => null);
  if (!written || written.size === 0) throw new DocumentRenderError('unreadable', 'no PDF written');
  return pdf;
}

/** A PDF's page count; a password-protected one is refused. */
export async function countPdfPages(tools: DocumentTools, pdf: string): Promise<number> {
  const { stdout } = await runTool(tools.pdfinfo, [pdf], {
    timeoutMs: tools.timeoutMs,
    signal: tools.signal,
    missing: 'rendererMissing',
  });
  const pages = Number(/^Pages:\s+(\d+)/m.exec(stdout)?.[1]);
  if (!Number.isInteger(pages)) throw new DocumentRenderError('unreadable', 'no page count');
  return pages;
}

export interface RenderedPage {
  /** 1-based page number. */
  page: number;
  path: string;
  width: number;
  height: number;
}

/**
 * Pages `first`..`last` of a PDF as JPEG files `width` pixels wide (height in proportion), into
 * `outDir` (which must be empty of other renders).
 */
export async function renderPdfPages(
  tools: DocumentTools,
  pdf: string,
  options: { first: number; last: number; width: number; outDir: string },
): Promise<RenderedPage[]> {
  await mkdir(options.outDir, { recursive: true });
  await runTool(
    tools.pdftoppm,
    [
      '-f',
      String(options.first),
      '-l',
      String(options.last),
      '-scale-to-x',
      String(options.width),
      '-scale-to-y',
      '-1',
      '-jpeg',
      '-jpegopt',
      'quality=82,progressive=y',
      pdf,
      join(options.outDir, 'page'),
    ],
    { timeoutMs: tools.timeoutMs, signal: tools.signal, missing: 'rendererMissing' },
  );
  const pages: RenderedPage[] = [];
  for (const name of await readdir(options.outDir)) {
    const page = Number(/^page-(\d+)\.jpg$/.exec(name)?.[1]);
    if (!Number.isInteger(page) || page < options.first || page > options.last) continue;
    const path = join(options.outDir, name);
    const size = imageSize(await readFile(path));
    pages.push({ page, path, width: size.width, height: size.height });
  }
  pages.sort((a, b) => a.page - b.page);
  if (pages.length !== options.last - options.first + 1) {
    throw new DocumentRenderError('unreadable', `rendered ${pages.length} pages`);
  }
  return pages;
}

/** Each page's text, in page order (poppler separates pages with a form feed). */
export async function extractPdfText(
  tools: DocumentTools,
  pdf: string,
  pages: number,
  maxLength: number,
): Promise<string[]> {
  const { stdout } = await runTool(tools.pdftotext, ['-enc', 'UTF-8', pdf, '-'], {
    timeoutMs: tools.timeoutMs,
    signal: tools.signal,
    missing: 'rendererMissing',
  });
  const texts = stdout.split('\f');
  return Array.from({ length: pages }, (_, index) =>
    (texts[index] ?? '').replace(/\s+/g, ' ').trim().slice(0, maxLength),
  );
}
