import { copyFile, mkdir, readdir, readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { runTool } from '../media-tools.ts';
import type { TGradient } from './layout-kit.ts';

export type TTools = { pdftoppm: string; ffmpeg: string };

/** One encoded file of a picture: its name in the media folder, its width and bytes. */
export type TEncodedFile = { file: string; width: number; bytes: number };

/** The picture in every format and width, and its height at the largest width. */
export type TEncodedPicture = {
  width: number;
  height: number;
  avif: TEncodedFile[];
  webp: TEncodedFile[];
};

/** No encoder names or dates in the files: the same slides make the same bytes. */
const plain = ['-map_metadata', '-1', '-fflags', '+bitexact', '-flags:v', '+bitexact'];

/** Slides (pages of a PDF) as PNGs at exactly `width` x `height` pixels, in page order. */
export async function rasterise(
  tools: TTools,
  pdf: string,
  { width, height, outDir }: { width: number; height: number; outDir: string },
): Promise<string[]> {
  await mkdir(outDir, { recursive: true });
  await runTool(tools.pdftoppm, [
    '-png',
    '-aa',
    'yes',
    '-aaVector',
    'yes',
    '-scale-to-x',
    String(width),
    '-scale-to-y',
    String(height),
    pdf,
    join(outDir, 'slide'),
  ]);
  const names = (await readdir(outDir)).filter((name) => /^slide-\d+\.png$/.test(name));
  const order = (name: string) => Number(name.match(/\d+/)?.[0]);
  return names.sort((a, b) => order(a) - order(b)).map((name) => join(outDir, name));
}

/** The sheet of a template's preview: four slides in two rows on a pale "desk". */
export async function makeSheet(
  tools: TTools,
  slides: readonly string[],
  { out, margin, gap, workDir }: { out: string; margin: number; gap: number; workDir: string },
): Promise<void> {
  await mkdir(workDir, { recursive: true });
  await Promise.all(
    slides.map((slide, index) => copyFile(slide, join(workDir, `tile-${index + 1}.png`))),
  );
  await runTool(tools.ffmpeg, [
    '-hide_banner',
    '-loglevel',
    'error',
    '-y',
    '-start_number',
    '1',
    '-i',
    join(workDir, 'tile-%d.png'),
    '-vf',
    `tile=2x2:margin=${margin}:padding=${gap}:color=0xD3DCE7`,
    '-frames:v',
    '1',
    ...plain,
    out,
  ]);
}

/**
 * A PNG as WebP (every browser) and AVIF (smaller, for those that take it), at the quality
 * that keeps slide text crisp.
 */
export async function encodePicture(
  tools: TTools,
  png: string,
  { outDir, name, width }: { outDir: string; name: string; width: number },
): Promise<{ webp: TEncodedFile; avif: TEncodedFile }> {
  const webp = `${name}-${width}.webp`;
  const avif = `${name}-${width}.avif`;
  const input = ['-hide_banner', '-loglevel', 'error', '-y', '-i', png, ...plain];
  await runTool(tools.ffmpeg, [
    ...input,
    '-c:v',
    'libwebp',
    '-quality',
    '80',
    '-compression_level',
    '6',
    join(outDir, webp),
  ]);
  await runTool(tools.ffmpeg, [
    ...input,
    '-c:v',
    'libaom-av1',
    '-still-picture',
    '1',
    '-crf',
    '30',
    '-cpu-used',
    '4',
    '-pix_fmt',
    'yuv420p',
    join(outDir, avif),
  ]);
  const bytesOf = async (file: string) => (await stat(join(outDir, file))).size;
  return {
    webp: { file: webp, width, bytes: await bytesOf(webp) },
    avif: { file: avif, width, bytes: await bytesOf(avif) },
  };
}

/** A stand-in photo: a smooth gradient (ffmpeg's gradients source), as pptxgenjs takes data. */
export async function makeGradientPicture(
  tools: TTools,
  { colours, type, from, to }: TGradient,
  out: string,
): Promise<string> {
  const [c0, c1, c2] = colours.map((hex) => `0x${hex}`);
  const source = [
    's=1600x900',
    `c0=${c0}`,
    `c1=${c1}`,
    `c2=${c2}`,
    'nb_colors=3',
    `x0=${from[0]}`,
    `y0=${from[1]}`,
    `x1=${to[0]}`,
    `y1=${to[1]}`,
    `type=${type}`,
    // The first frame of a gradient that hardly moves, from a fixed seed: the same picture
    // every run.
    'speed=0.00001',
    'seed=1',
  ].join(':');
  await runTool(tools.ffmpeg, [
    '-hide_banner',
    '-loglevel',
    'error',
    '-y',
    '-f',
    'lavfi',
    '-i',
    `gradients=${source}`,
    '-frames:v',
    '1',
    '-q:v',
    '6',
    ...plain,
    out,
  ]);
  return `image/jpeg;base64,${(await readFile(out)).toString('base64')}`;
}
