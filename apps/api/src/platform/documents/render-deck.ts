import { readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { DocumentRenderError, type DocumentTools } from './document-tools.ts';
import { readPptxStructure, type SlideShape } from './pptx-structure.ts';
import { convertToPdf, countPdfPages, extractPdfText, renderPdfPages } from './render-document.ts';
import { encodeFingerprint, fingerprintJpeg } from './slide-fingerprint.ts';

export interface RenderDeckOptions {
  tools: DocumentTools;
  /** The file on disk, named with its extension (LibreOffice reads it). */
  input: string;
  kind: 'pdf' | 'presentation';
  /** An empty folder for the work; the caller removes it. */
  workDir: string;
  maxPages: number;
  /** Widths of the three images of each slide. */
  largeWidth: number;
  mediumWidth: number;
  thumbWidth: number;
  /** Pages rendered between two progress calls. */
  batch: number;
  textMax: number;
  /** Told the page count once known; false stops the render (superseded). */
  onCount(pages: number): Promise<boolean>;
  /** Each slide's three JPEGs, in order. */
  onImages(position: number, images: SlideImages): Promise<void>;
  /** After each batch but the last; false stops the render. */
  onProgress(done: number): Promise<boolean>;
}

export interface SlideImages {
  large: Buffer;
  medium: Buffer;
  thumb: Buffer;
}

export interface RenderedSlide {
  position: number;
  width: number;
  height: number;
  text: string;
  /** The slide's id in a PPTX, kept across saves; null for other files. */
  slideKey: string | null;
  /** Its look in small, base64 (slide-fingerprint.ts); null if the thumbnail would not decode. */
  fingerprint: string | null;
  /** Its shapes in a PPTX; null for other files. */
  shapes: SlideShape[] | null;
}

/** A PPTX's slides, when its slide count is the PDF's page count (else they cannot be paired). */
async function structureOf(input: string, pages: number) {
  if (!/\.(pptx|potx|pptm)$/i.test(input)) return null;
  const slides = readPptxStructure(await readFile(input));
  return slides?.length === pages ? slides : null;
}

function fingerprintOf(thumb: Buffer): string | null {
  try {
    return encodeFingerprint(fingerprintJpeg(thumb));
  } catch {
    return null;
  }
}

/**
 * A deck to slide images and text: a presentation through LibreOffice to PDF, then each PDF page
 * through poppler to a large, a medium and a thumbnail JPEG, in batches. Null when a callback stopped it.
 */
export async function renderDeck(options: RenderDeckOptions): Promise<RenderedSlide[] | null> {
  const { tools, workDir } = options;
  const pdf =
    options.kind === 'pdf' ? options.input : await convertToPdf(tools, options.input, workDir);
  const pages = await countPdfPages(tools, pdf);
  if (pages === 0) throw new DocumentRenderError('empty');
  if (pages > options.maxPages) throw new DocumentRenderError('tooManyPages');
  if (!(await options.onCount(pages))) return null;
  const texts = await extractPdfText(tools, pdf, pages, options.textMax);
  const structure =
    options.kind === 'presentation' ? await structureOf(options.input, pages) : null;
  const slides: RenderedSlide[] = [];
  for (let first = 1; first <= pages; first += options.batch) {
    const last = Math.min(pages, first + options.batch - 1);
    const batch = join(workDir, `pages-${first}`);
    const render = (width: number, folder: string) =>
      renderPdfPages(tools, pdf, { first, last, width, outDir: join(batch, folder) });
    const large = await render(options.largeWidth, 'large');
    const mediums = await render(options.mediumWidth, 'medium');
    const thumbs = await render(options.thumbWidth, 'thumb');
    for (const [index, page] of large.entries()) {
      const medium = mediums[index];
      const thumb = thumbs[index];
      if (!(medium && thumb)) throw new DocumentRenderError('unreadable', 'smaller image missing');
      const images: SlideImages = {
        large: await readFile(page.path),
        medium: await readFile(medium.path),
        thumb: await readFile(thumb.path),
      };
      await options.onImages(page.page, images);
      const pptx = structure?.[page.page - 1];
      slides.push({
        position: page.page,
        width: page.width,
        height: page.height,
        text: texts[page.page - 1] ?? '',
        slideKey: pptx?.key ?? null,
        fingerprint: fingerprintOf(images.thumb),
        shapes: pptx?.shapes ?? null,
      });
    }
    await rm(batch, { recursive: true, force: true });
    if (last < pages && !(await options.onProgress(last))) return null;
  }
  return slides;
}
