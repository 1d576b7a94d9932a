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
import { execFile } from 'node:child_process';
import { constants } from 'node:fs';
import { access, copyFile, mkdir, mkdtemp, readdir, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import {
  creditMessages,
  creditPackageNames,
  creditPackVideoScenes,
  type TCreditPackVideoScene,
  ZCreditPackageColour,
} from '@deckhand/contract';
import { DEFAULT_THEME } from '@mantine/core';
import PptxGenJS from 'pptxgenjs';
import { packThemeColours } from '../src/features/credits/components/pack-colours.ts';
import {
  buildCaptions,
  findFadeOffsets,
  getVideoSeconds,
} from '../src/features/credits/media/credit-pack-captions.ts';

const run = promisify(execFile);

const sceneSeconds = 4.5;
const fadeSeconds = 0.6;
const frameRate = 25;
const width = 1280;
const height = 720;
const fontFace = 'Liberation Sans';
const outputDir = fileURLToPath(new URL('../src/features/credits/media/', import.meta.url));
const outputNames = {
  webm: 'credit-packs.webm',
  mp4: 'credit-packs.mp4',
  poster: 'credit-packs-poster.jpg',
  captions: 'credit-packs.en.vtt',
};

/** The theme's colours (src/app/theme.ts): brand and ink shades, without '#'. */
const colours = {
  navy: '0F1D33', // ink 9, the header's background
  panel: '1C2B45', // ink 8
  rule: '2F3F5C', // ink 7, the steps still to come
  text: 'DFE5EF', // ink 1
  brand: '3A5FB6', // brand 6, the primary colour
  brandLight: '86A3E2', // brand 3
  white: 'FFFFFF',
};

/** The tools the script runs, with the Debian package that has each. */
const tools = {
  soffice: 'libreoffice-impress',
  pdftoppm: 'poppler-utils',
  ffmpeg: 'ffmpeg',
  'fc-match': 'fontconfig',
} as const;
type TTool = keyof typeof tools;

async function findTool(name: TTool): Promise<string> {
  for (const dir of (process.env.PATH ?? '').split(delimiter).filter(Boolean)) {
    const path = join(dir, name);
    try {
      await access(path, constants.X_OK);
      return path;
    } catch {
      // Not in this directory.
    }
  }
  throw new Error(`${name} is not installed: apt-get install ${tools[name]}`);
}

async function runTool(path: string, args: readonly string[]): Promise<string> {
  const { stdout } = await run(path, args, { maxBuffer: 16 * 1024 * 1024, timeout: 300_000 });
  return stdout;
}

/** Fails unless the fonts, ffmpeg's encoders and every tool are there: before any work. */
async function checkTools(): Promise<Record<TTool, string>> {
  const entries = await Promise.all(
    (Object.keys(tools) as TTool[]).map(async (name) => [name, await findTool(name)] as const),
  );
  const paths = Object.fromEntries(entries) as Record<TTool, string>;
  const font = await runTool(paths['fc-match'], ['--format=%{family}', fontFace]);
  if (!font.split(',').includes(fontFace)) {
    throw new Error(
      `The ${fontFace} font is missing (found ${font}): apt-get install fonts-liberation`,
    );
  }
  const encoders = await runTool(paths.ffmpeg, ['-hide_banner', '-encoders']);
  for (const encoder of ['libvpx-vp9', 'libx264']) {
    if (!encoders.includes(` ${encoder} `)) {
      throw new Error(`This ffmpeg has no ${encoder} encoder: apt-get install ffmpeg`);
    }
  }
  return paths;
}

/** One slide per scene on the app's dark navy: the step, the title, the caption, the cards. */
function buildDeck(scenes: readonly TCreditPackVideoScene[]): PptxGenJS {
  const deck = new PptxGenJS();
  deck.layout = 'LAYOUT_16x9'; // 10 x 5.625 in
  deck.title = creditMessages.videoTitle;
  deck.author = 'Deckhand';
  const left = 0.75;
  const contentWidth = 10 - 2 * left;
  scenes.forEach((scene, index) => {
    const slide = deck.addSlide();
    slide.background = { color: colours.navy };
    // The step: a brand disc with its number, the video's name, and where it stands of all.
    slide.addText(String(index + 1), {
      shape: deck.ShapeType.ellipse,
      x: left,
      y: 0.55,
      w: 0.42,
      h: 0.42,
      fill: { color: colours.brand },
      color: colours.white,
      fontFace,
      fontSize: 15,
      bold: true,
      align: 'center',
      valign: 'middle',
      margin: 0,
    });
    slide.addText(creditMessages.packsHeading.toUpperCase(), {
      x: left + 0.6,
      y: 0.55,
      w: 4,
      h: 0.42,
      color: colours.brandLight,
      fontFace,
      fontSize: 12,
      bold: true,
      charSpacing: 2,
      valign: 'middle',
      margin: 0,
    });
    scenes.forEach((_, step) => {
      slide.addShape(deck.ShapeType.roundRect, {
        x: 10 - left - (scenes.length - step) * 0.42 + 0.08,
        y: 0.72,
        w: 0.34,
        h: 0.08,
        rectRadius: 0.04,
        fill: { color: step <= index ? colours.brandLight : colours.rule },
        line: { type: 'none' },
      });
    });
    slide.addText(scene.title, {
      x: left,
      y: 1.3,
      w: contentWidth,
      h: 0.85,
      color: colours.white,
      fontFace,
      fontSize: 34,
      bold: true,
      valign: 'top',
      margin: 0,
    });
    slide.addText(scene.caption, {
      x: left,
      y: 2.15,
      w: 7.4,
      h: 0.8,
      color: colours.text,
      fontFace,
      fontSize: 17,
      lineSpacingMultiple: 1.15,
      valign: 'top',
      margin: 0,
    });
    addCards(deck, slide, scene.cards ?? [], { left, top: 3.3, width: contentWidth });
  });
  return deck;
}

const cardHeight = 0.85;
/** The widest row of cards: every card is as wide as in this row, whatever its own row holds. */
const cardsPerRow = 3;

/**
 * The cards in a row across the slide, flat rounded boxes a little lighter than the slide. The
 * packs (Bronze, Silver, Gold) each with a disc of its colour on the credit packs page; other
 * cards are steps joined by chevrons, the last one (where they lead) in the brand colour.
 */
function addCards(
  deck: PptxGenJS,
  slide: PptxGenJS.Slide,
  cards: readonly string[],
  area: { left: number; top: number; width: number },
): void {
  const packColours = cards.map(findPackColour);
  const isPackChoice = cards.length > 0 && packColours.every(Boolean);
  const gap = 0.55;
  const columns = Math.max(cardsPerRow, cards.length);
  const cardWidth = (area.width - gap * (columns - 1)) / columns;
  cards.forEach((card, index) => {
    const x = area.left + index * (cardWidth + gap);
    const isHighlighted = !isPackChoice && index === cards.length - 1;
    slide.addShape(deck.ShapeType.roundRect, {
      x,
      y: area.top,
      w: cardWidth,
      h: cardHeight,
      rectRadius: 0.12,
      fill: { color: isHighlighted ? colours.brand : colours.panel },
      line: { type: 'none' },
    });
    const packColour = packColours[index];
    const discSize = 0.26;
    if (isPackChoice && packColour) {
      slide.addShape(deck.ShapeType.ellipse, {
        x: x + 0.32,
        y: area.top + (cardHeight - discSize) / 2,
        w: discSize,
        h: discSize,
        fill: { color: packColour },
        line: { type: 'none' },
      });
    }
    const textLeft = isPackChoice ? 0.32 + discSize + 0.2 : 0.1;
    slide.addText(card, {
      x: x + textLeft,
      y: area.top,
      w: cardWidth - textLeft - 0.1,
      h: cardHeight,
      color: colours.white,
      fontFace,
      fontSize: 16,
      bold: true,
      align: isPackChoice ? 'left' : 'center',
      valign: 'middle',
      margin: 0,
    });
    if (!isPackChoice && index < cards.length - 1) {
      const chevron = { w: 0.14, h: 0.24 };
      slide.addShape(deck.ShapeType.chevron, {
        x: x + cardWidth + (gap - chevron.w) / 2,
        y: area.top + (cardHeight - chevron.h) / 2,
        ...chevron,
        fill: { color: colours.brandLight },
        line: { type: 'none' },
      });
    }
  });
}

/** A pack's colour as the credit packs page shows it (pack-colours.ts), or null for other cards. */
function findPackColour(card: string): string | null {
  if (!creditPackageNames.some((name) => name === card)) return null;
  const colour = ZCreditPackageColour.safeParse(card.toLowerCase());
  if (!colour.success) return null;
  const shade = DEFAULT_THEME.colors[packThemeColours[colour.data]]?.[5];
  return shade ? shade.replace('#', '').toUpperCase() : null;
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

    // A profile of its own, so that this LibreOffice never meets one already running.
    const profile = pathToFileURL(join(work, 'libreoffice-profile')).href;
    await runTool(paths.soffice, [
      `-env:UserInstallation=${profile}`,
      '--headless',
      '--convert-to',
      'pdf',
      '--outdir',
      work,
      deckPath,
    ]);
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
