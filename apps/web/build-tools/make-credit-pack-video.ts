/**
 * Makes the credit packs explainer video of the §2.5 video modal from the contract's
 * creditPackVideoScenes: a 16:9 PPTX (pptxgenjs), a PDF of it (LibreOffice), one PNG per slide
 * (pdftoppm), then the slides joined with crossfades (ffmpeg) into WebM and MP4, with a poster and
 * WebVTT captions, in src/features/credits/media/. Run from the repository's root:
 *
 *   node --import tsx apps/web/build-tools/make-credit-pack-video.ts
 *
 * Needs ffmpeg (with libvpx-vp9 and libx264), LibreOffice Impress, poppler-utils and the
 * Liberation fonts (docs/billing.md).
 */
import { access, copyFile, mkdir, mkdtemp, readdir, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { creditPackVideoScenes } from '@deckhand/contract';
import {
  buildCaptions,
  findFadeOffsets,
  getVideoSeconds,
} from '../src/features/credits/media/credit-pack-captions.ts';
import { buildDeck, fontFace } from './credit-pack-video-slides.ts';
import { assertFont, convertToPdf, findTools, runTool, type TTool } from './media-tools.ts';

const sceneSeconds = 4.5;
const fadeSeconds = 0.6;
const frameRate = 25;
const width = 1280;
const height = 720;
const outputDir = fileURLToPath(new URL('../src/features/credits/media/', import.meta.url));
const outputNames = {
  webm: 'credit-packs.webm',
  mp4: 'credit-packs.mp4',
  poster: 'credit-packs-poster.jpg',
  captions: 'credit-packs.en.vtt',
};

/** Fails unless the fonts, ffmpeg's encoders and every tool are there: before any work. */
async function checkTools(): Promise<Record<TTool, string>> {
  const paths = await findTools(['soffice', 'pdftoppm', 'ffmpeg', 'fc-match']);
  await assertFont(paths['fc-match'], fontFace);
  const encoders = await runTool(paths.ffmpeg, ['-hide_banner', '-encoders']);
  for (const encoder of ['libvpx-vp9', 'libx264']) {
    if (!encoders.includes(` ${encoder} `)) {
      throw new Error(`This ffmpeg has no ${encoder} encoder: apt-get install ffmpeg`);
    }
  }
  return paths;
}

/** ffmpeg's graph: each slide held, joined to the next by a crossfade, then one copy per file. */
function buildFilterGraph(count: number): string {
  const offsets = findFadeOffsets(count, sceneSeconds, fadeSeconds);
  const fades = offsets.map((offset, index) => {
    const from = index === 0 ? '[0:v]' : `[f${index}]`;
    return `${from}[${index + 1}:v]xfade=transition=fade:duration=${fadeSeconds}:offset=${offset}[f${index + 1}]`;
  });
  const last = count === 1 ? '[0:v]' : `[f${count - 1}]`;
  return [...fades, `${last}fps=${frameRate},format=yuv420p,split=2[webm][mp4]`].join(';');
}

async function makeVideo(): Promise<void> {
  const scenes = creditPackVideoScenes;
  const paths = await checkTools();
  const work = await mkdtemp(join(tmpdir(), 'credit-pack-video-'));
  try {
    const deckPath = join(work, 'credit-packs.pptx');
    await buildDeck(scenes).writeFile({ fileName: deckPath });

    await convertToPdf(paths.soffice, [deckPath], { outDir: work, workDir: work });
    const pdfPath = join(work, 'credit-packs.pdf');
    await access(pdfPath).catch(() => {
      throw new Error('LibreOffice did not write the PDF of the slides.');
    });

    const slidesDir = join(work, 'slides');
    await mkdir(slidesDir);
    const size = ['-scale-to-x', String(width), '-scale-to-y', String(height)];
    await runTool(paths.pdftoppm, ['-png', ...size, pdfPath, join(slidesDir, 'slide')]);
    const slides = (await readdir(slidesDir)).filter((name) => name.endsWith('.png')).sort();
    if (slides.length !== scenes.length) {
      throw new Error(`Expected ${scenes.length} slides, pdftoppm made ${slides.length}.`);
    }
    await runTool(paths.pdftoppm, [
      '-jpeg',
      '-jpegopt',
      'quality=80,progressive=y,optimize=y',
      '-singlefile',
      '-f',
      '1',
      '-l',
      '1',
      ...size,
      pdfPath,
      join(work, 'credit-packs-poster'),
    ]);

    const inputs = slides.flatMap((name) => [
      '-loop',
      '1',
      '-framerate',
      String(frameRate),
      '-t',
      String(sceneSeconds),
      '-i',
      join(slidesDir, name),
    ]);
    // No encoder names or dates in the files: the same slides make the same bytes.
    const plain = ['-an', '-map_metadata', '-1', '-fflags', '+bitexact', '-flags:v', '+bitexact'];
    // A key frame as each fade ends: the scene is drawn afresh (no blur left from the fade), and
    // seeking lands on a scene's start.
    const keyFrames = findFadeOffsets(slides.length, sceneSeconds, fadeSeconds)
      .map((offset) => offset + fadeSeconds)
      .join(',');
    const encode = [...plain, '-force_key_frames', keyFrames || '0'];
    await runTool(paths.ffmpeg, [
      '-hide_banner',
      '-loglevel',
      'error',
      '-y',
      ...inputs,
      '-filter_complex',
      buildFilterGraph(slides.length),
      '-map',
      '[webm]',
      ...encode,
      '-c:v',
      'libvpx-vp9',
      '-crf',
      '42',
      '-b:v',
      '0',
      '-row-mt',
      '1',
      join(work, outputNames.webm),
      '-map',
      '[mp4]',
      ...encode,
      '-c:v',
      'libx264',
      '-preset',
      'slow',
      '-tune',
      'stillimage',
      '-crf',
      '28',
      '-pix_fmt',
      'yuv420p',
      '-movflags',
      '+faststart',
      join(work, outputNames.mp4),
    ]);
    await writeFile(
      join(work, outputNames.captions),
      buildCaptions(scenes, sceneSeconds, fadeSeconds),
    );

    await mkdir(outputDir, { recursive: true });
    for (const name of Object.values(outputNames)) {
      await copyFile(join(work, name), join(outputDir, name));
      const { size: bytes } = await stat(join(outputDir, name));
      console.log(`${name}: ${Math.round(bytes / 1024)} KB`);
    }
    console.log(
      `${scenes.length} scenes, ${getVideoSeconds(scenes.length, sceneSeconds, fadeSeconds)} s, in ${outputDir}`,
    );
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

makeVideo().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
