/**
 * Makes the public site's pictures and downloads (docs/public-site.md): the five free templates
 * of /templates as .pptx files with a preview sheet each, and the before and after slides of the
 * six projects of /examples. Every deck is built with pptxgenjs, converted to PDF by LibreOffice,
 * rasterised by pdftoppm and encoded by ffmpeg as WebP and AVIF at three widths, into
 * src/features/site/media/ with site-media.json, which the pages read. Run from the repository's
 * root (not in CI, not at build time: the outputs are committed):
 *
 *   node --import tsx apps/web/build-tools/site-pictures/make-site-pictures.ts
 *
 * Needs LibreOffice Impress, poppler-utils, ffmpeg (libwebp, libaom), fonts-liberation and
 * fonts-urw-base35.
 */
import { mkdir, mkdtemp, readdir, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TSiteMedia, TSitePicture } from '../../src/features/site/media/site-media-types.ts';
import { assertFont, convertToPdf, findTools, runTool } from '../media-tools.ts';
import { createDeck, packDeck } from './deck-theme.ts';
import {
  encodePicture,
  makeGradientPicture,
  makeSheet,
  rasterise,
  type TTools,
} from './render-pictures.ts';
import { exampleSpecs, fontStandIns, templateSpecs } from './site-picture-specs.ts';

const outputDir = fileURLToPath(new URL('../../src/features/site/media/', import.meta.url));
const manifestFile = join(outputDir, 'site-media.json');
/**
 * The widths of each kind of picture: a slide fits a phone or half the page at 480 and 960 px;
 * a template's sheet of four slides gets 1440 px too, so that its small slides stay sharp at 2x.
 */
const exampleWidths = [480, 960] as const;
const sheetWidths = [480, 960, 1440] as const;
/** A template's sheet at each width: its margin and gap, so that each slide is a whole 16:9. */
const sheetSpacing = (width: number) => ({ margin: width / 40, gap: width / 60 });
const tileWidth = (width: number) => {
  const { margin, gap } = sheetSpacing(width);
  return (width - 2 * margin - gap) / 2;
};
const slideHeightOf = (width: number) => Math.round((width * 9) / 16);

async function checkTools() {
  const paths = await findTools(['soffice', 'pdftoppm', 'ffmpeg', 'fc-match']);
  for (const [font, standIn] of Object.entries(fontStandIns)) {
    await assertFont(paths['fc-match'], font, standIn);
  }
  const encoders = await runTool(paths.ffmpeg, ['-hide_banner', '-encoders']);
  for (const encoder of ['libwebp', 'libaom-av1']) {
    if (!encoders.includes(` ${encoder} `)) {
      throw new Error(`This ffmpeg has no ${encoder} encoder: apt-get install ffmpeg`);
    }
  }
  return paths;
}

/** Every width of a picture in both formats, from the PNG `pngOf(width)` gives. */
async function encodeAll(
  tools: TTools,
  widths: readonly number[],
  name: string,
  alt: string,
  heightAt: (width: number) => number,
  pngOf: (width: number) => Promise<string>,
): Promise<TSitePicture> {
  const picture: TSitePicture = { alt, width: 0, height: 0, avif: [], webp: [] };
  for (const width of widths) {
    const { avif, webp } = await encodePicture(tools, await pngOf(width), {
      outDir: outputDir,
      name,
      width,
    });
    picture.avif.push({ file: avif.file, width });
    picture.webp.push({ file: webp.file, width });
    picture.width = width;
    picture.height = heightAt(width);
  }
  return picture;
}

async function makeTemplates(tools: TTools, work: string, media: TSiteMedia): Promise<string[]> {
  const decks: string[] = [];
  for (const spec of templateSpecs) {
    const pictures: Record<string, string> = {};
    for (const [name, gradient] of Object.entries(spec.samplePictures ?? {})) {
      pictures[name] = await makeGradientPicture(
        tools,
        gradient,
        join(work, `${spec.key}-${name}.jpg`),
      );
    }
    const deck = createDeck(spec.theme, `${spec.name} template by Deckhand`);
    spec.build(deck, pictures);
    const file = `deckhand-${spec.key}-template.pptx`;
    const bytes = await packDeck(deck, spec.theme);
    await writeFile(join(outputDir, file), bytes);
    await writeFile(join(work, `${spec.key}.pptx`), bytes);
    decks.push(join(work, `${spec.key}.pptx`));
    media.templates[spec.key] = {
      name: spec.name,
      picture: `template-${spec.key}`,
      file,
      bytes: bytes.length,
      slides: 0,
    };
  }
  return decks;
}

async function renderTemplates(tools: TTools, work: string, media: TSiteMedia): Promise<void> {
  for (const spec of templateSpecs) {
    const pdf = join(work, `${spec.key}.pdf`);
    const sheetHeight = (width: number) => {
      const { margin, gap } = sheetSpacing(width);
      return 2 * slideHeightOf(tileWidth(width)) + 2 * margin + gap;
    };
    const name = `template-${spec.key}`;
    media.pictures[name] = await encodeAll(
      tools,
      sheetWidths,
      name,
      spec.previewAlt,
      sheetHeight,
      async (width) => {
        const slides = await rasterise(tools, pdf, {
          width: tileWidth(width),
          height: slideHeightOf(tileWidth(width)),
          outDir: join(work, `${spec.key}-${width}`),
        });
        const template = media.templates[spec.key];
        if (template) template.slides = slides.length;
        const chosen = spec.previewSlides.map((index) => slides[index - 1]);
        if (chosen.some((slide) => slide === undefined)) {
          throw new Error(`${spec.name}: a preview slide is not in its ${slides.length} slides.`);
        }
        const out = join(work, `${name}-${width}.png`);
        await makeSheet(tools, chosen as string[], {
          out,
          ...sheetSpacing(width),
          workDir: join(work, `${name}-${width}-tiles`),
        });
        return out;
      },
    );
  }
}

async function makeExamples(work: string): Promise<string[]> {
  const decks: string[] = [];
  for (const spec of exampleSpecs) {
    const deck = createDeck(
      { name: 'Example', headingFont: 'Arial', bodyFont: 'Arial', palette: {} as never },
      spec.key,
    );
    spec.before.build(deck, deck.addSlide());
    spec.after.build(deck, deck.addSlide());
    const path = join(work, `example-${spec.key}.pptx`);
    await writeFile(path, await packDeck(deck, null));
    decks.push(path);
  }
  return decks;
}

async function renderExamples(tools: TTools, work: string, media: TSiteMedia): Promise<void> {
  for (const spec of exampleSpecs) {
    const pdf = join(work, `example-${spec.key}.pdf`);
    const slidesAt = new Map<number, string[]>();
    const slideAt = async (width: number, index: number) => {
      if (!slidesAt.has(width)) {
        const outDir = join(work, `example-${spec.key}-${width}`);
        slidesAt.set(
          width,
          await rasterise(tools, pdf, { width, height: slideHeightOf(width), outDir }),
        );
      }
      const slide = slidesAt.get(width)?.[index];
      if (!slide) throw new Error(`${spec.key}: LibreOffice drew fewer than two slides.`);
      return slide;
    };
    const names = { before: `example-${spec.key}-before`, after: `example-${spec.key}-after` };
    media.pictures[names.before] = await encodeAll(
      tools,
      exampleWidths,
      names.before,
      spec.before.alt,
      slideHeightOf,
      (width) => slideAt(width, 0),
    );
    media.pictures[names.after] = await encodeAll(
      tools,
      exampleWidths,
      names.after,
      spec.after.alt,
      slideHeightOf,
      (width) => slideAt(width, 1),
    );
    media.examples[spec.key] = names;
  }
}

/** The files a previous run wrote: removed first, so that a renamed picture leaves nothing behind. */
async function clearOutputs(): Promise<void> {
  await mkdir(outputDir, { recursive: true });
  const made = (await readdir(outputDir)).filter((name) => /\.(webp|avif|pptx)$/.test(name));
  await Promise.all(made.map((name) => rm(join(outputDir, name))));
}

async function makeSitePictures(): Promise<void> {
  const tools = await checkTools();
  const work = await mkdtemp(join(tmpdir(), 'site-pictures-'));
  try {
    await clearOutputs();
    const media: TSiteMedia = { pictures: {}, templates: {}, examples: {} };
    const decks = [...(await makeTemplates(tools, work, media)), ...(await makeExamples(work))];
    await convertToPdf(tools.soffice, decks, { outDir: work, workDir: work });
    await renderTemplates(tools, work, media);
    await renderExamples(tools, work, media);
    await writeFile(manifestFile, `${JSON.stringify(media, null, 2)}\n`);
    const files = await readdir(outputDir);
    let total = 0;
    for (const name of files.filter((file) => /\.(webp|avif|pptx)$/.test(file))) {
      total += (await stat(join(outputDir, name))).size;
    }
    console.log(
      `${files.length} files in ${outputDir}, ${Math.round(total / 1024)} KB of pictures and decks`,
    );
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

makeSitePictures().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
