/**
 * The command-line tools the media scripts run (make-credit-pack-video.ts, site-pictures/):
 * LibreOffice for PPTX -> PDF, poppler for PDF -> PNG, ffmpeg to encode, fontconfig to check
 * the fonts. None of them runs in CI or at build time: their outputs are committed.
 */
import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** The tools, with the Debian package that has each. */
export const toolPackages = {
  soffice: 'libreoffice-impress',
  pdftoppm: 'poppler-utils',
  ffmpeg: 'ffmpeg',
  'fc-match': 'fontconfig',
} as const;
export type TTool = keyof typeof toolPackages;

/** Versions flags: running the tool is how the script knows it is installed (on the PATH). */
const versionFlags: Record<TTool, string> = {
  soffice: '--version',
  pdftoppm: '-v',
  ffmpeg: '-version',
  'fc-match': '--version',
};

export async function findTool(name: TTool): Promise<string> {
  try {
    await run(name, [versionFlags[name]], { timeout: 60_000 });
    return name;
  } catch (error) {
    if (error instanceof Error && 'code' in error && error.code === 'ENOENT') {
      throw new Error(`${name} is not installed: apt-get install ${toolPackages[name]}`);
    }
    // It ran but said no to the flag: it is there.
    return name;
  }
}

/** Every tool of `names`, found on the PATH, or an error naming the package to install. */
export async function findTools<T extends TTool>(names: readonly T[]): Promise<Record<T, string>> {
  const entries = await Promise.all(names.map(async (name) => [name, await findTool(name)]));
  return Object.fromEntries(entries) as Record<T, string>;
}

export async function runTool(path: string, args: readonly string[]): Promise<string> {
  const { stdout } = await run(path, args, { maxBuffer: 16 * 1024 * 1024, timeout: 300_000 });
  return stdout;
}

/**
 * Fails unless fontconfig draws `family` with `drawnWith` (the family itself unless told; a
 * metric-compatible stand-in such as Liberation Sans for Arial).
 */
export async function assertFont(
  fcMatch: string,
  family: string,
  drawnWith: string = family,
): Promise<void> {
  const font = await runTool(fcMatch, ['--format=%{family}', family]);
  if (!font.split(',').includes(drawnWith)) {
    throw new Error(
      `${family} is drawn with ${font}, not ${drawnWith}: apt-get install fonts-liberation fonts-urw-base35`,
    );
  }
}

/**
 * PPTX files to PDF (LibreOffice headless), one PDF per file in `outDir` under the same name.
 * A profile of its own under `workDir`, so that this LibreOffice never meets one already running.
 */
export async function convertToPdf(
  soffice: string,
  files: readonly string[],
  { outDir, workDir }: { outDir: string; workDir: string },
): Promise<void> {
  const profile = pathToFileURL(join(workDir, 'libreoffice-profile')).href;
  await runTool(soffice, [
    `-env:UserInstallation=${profile}`,
    '--headless',
    '--convert-to',
    'pdf',
    '--outdir',
    outDir,
    ...files,
  ]);
}
