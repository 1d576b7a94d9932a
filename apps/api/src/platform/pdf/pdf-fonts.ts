import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Font } from 'fontkit';

/**
 * The fonts of the PDFs the API writes (receipts now; audit and invoice PDFs next), instead of
 * pdfkit's built-in Helvetica, whose WinAnsi encoding prints only Latin-1. Noto, SIL Open Font
 * License 1.1, from the @embedpdf/fonts-* packages, in fallback order: Noto Sans (Latin, Greek,
 * Cyrillic), Noto Sans SC (Chinese characters, kana, CJK punctuation), Noto Sans KR (Hangul).
 * pdfkit embeds each as a subset of the glyphs a document uses and writes a ToUnicode map, so a
 * receipt stays small and its text can be searched and copied. docs/billing.md says more.
 */
const fallbackChain = [
  { from: '@embedpdf/fonts-latin', regular: 'NotoSans-Regular.ttf', bold: 'NotoSans-Bold.ttf' },
  {
    from: '@embedpdf/fonts-sc',
    regular: 'NotoSansHans-Regular.otf',
    bold: 'NotoSansHans-Bold.otf',
  },
  { from: '@embedpdf/fonts-kr', regular: 'NotoSansKR-Regular.otf', bold: 'NotoSansKR-Bold.otf' },
] as const;

export type PdfFontWeight = 'regular' | 'bold';

interface FontFace {
  /** The name the face is registered under in a document: its file name. */
  name: string;
  data: Buffer;
  font: Font;
}

export interface PdfTextRun {
  face: FontFace;
  text: string;
}

type PdfDocumentClass = typeof import('pdfkit');
let fontkit: typeof import('fontkit') | undefined;
let loading: Promise<PdfDocumentClass> | undefined;

/**
 * pdfkit and fontkit, loaded with the first PDF a process writes rather than at start (issue 33:
 * with what they import, ~9 MB of heap and ~30 MB of RSS a process that writes no PDF never
 * needs). A renderer takes pdfkit's document class from here; the helpers below need it done.
 */
export function loadPdfKit(): Promise<PdfDocumentClass> {
  loading ??= Promise.all([import('pdfkit'), import('fontkit')]).then(([pdfkit, fontkitModule]) => {
    fontkit = fontkitModule;
    return pdfkit.default;
  });
  return loading;
}

function openFont(data: Buffer): Font {
  if (!fontkit) throw new Error('pdf-fonts: await loadPdfKit() before writing text');
  return fontkit.create(data);
}

const require = createRequire(import.meta.url);
/** Read once per process, on first use: a Latin-only process never reads the CJK files. */
const faces = new Map<string, FontFace>();

function getFace(source: (typeof fallbackChain)[number], weight: PdfFontWeight): FontFace {
  const file = source[weight];
  let face = faces.get(file);
  if (!face) {
    // The packages export only the list of their files, which sit in fonts/ beside dist/.
    const data = readFileSync(join(dirname(require.resolve(source.from)), '..', 'fonts', file));
    face = { name: file, data, font: openFont(data) };
    faces.set(file, face);
  }
  return face;
}

const primarySource = fallbackChain[0];

/** The first face of the chain with a glyph for the character, if any has one. */
function findFace(codePoint: number, weight: PdfFontWeight): FontFace | undefined {
  for (const source of fallbackChain) {
    const face = getFace(source, weight);
    if (face.font.hasGlyphForCodePoint(codePoint)) return face;
  }
  return undefined;
}

/** Spaces, combining marks and joiners stay in the run they follow when its font has them. */
const joinsCurrentRun = /[\s\p{M}\p{Cf}]/u;

/**
 * Cuts text (NFC) into runs, each set in the first font of the chain that has its characters.
 * A character no font has stays in the run before it (it prints as a blank box, but its text is
 * still there to copy).
 */
export function splitIntoFontRuns(text: string, weight: PdfFontWeight = 'regular'): PdfTextRun[] {
  const runs: PdfTextRun[] = [];
  let current: PdfTextRun | undefined;
  for (const char of text.normalize('NFC')) {
    const codePoint = char.codePointAt(0) ?? 0;
    const keepsRun =
      current && joinsCurrentRun.test(char) && current.face.font.hasGlyphForCodePoint(codePoint);
    const face =
      (keepsRun ? current?.face : findFace(codePoint, weight)) ??
      current?.face ??
      getFace(primarySource, weight);
    if (current?.face === face) {
      current.text += char;
    } else {
      current = { face, text: char };
      runs.push(current);
    }
  }
  return runs;
}

/**
 * OpenType features: kerning only. fontkit's default shaping (ligatures, contextual forms, mark
 * positioning) decodes Noto Sans's large GSUB and GPOS tables, about 150 ms per face and document;
 * the text is NFC, whose precomposed letters need no mark positioning. fontkit takes an object of
 * features on and off, which pdfkit passes on as it is (its types know only a list).
 */
const layoutFeatures = Object.fromEntries([
  ...'rvrn ccmp locl rlig mark mkmk frac numr dnom calt clig liga rclt curs'
    .split(' ')
    .map((tag) => [tag, false]),
  ['kern', true],
]) as unknown as PDFKit.Mixins.OpenTypeFeatures[];

export interface PdfTextOptions extends Omit<PDFKit.Mixins.TextOptions, 'baseline' | 'features'> {
  weight?: PdfFontWeight;
  /** Where the text starts, as doc.text(text, x, y); the current position when left out. */
  x?: number;
  y?: number;
}

/**
 * doc.text with fallback fonts (pdfkit has none): each run of the text in its own font, joined
 * with `continued` into one paragraph, every run on the primary font's baseline (pdfkit would set
 * each below its own font's ascender, and the CJK fonts' is lower). Size and colour are the
 * document's current ones. A text of several runs wraps as one, but `align` other than left
 * places each run on its own, so keep right-aligned and centred text to one script (amounts).
 */
export function writePdfText(
  doc: PDFKit.PDFDocument,
  text: string,
  options: PdfTextOptions = {},
): void {
  const { weight = 'regular', x, y, continued = false, ...textOptions } = options;
  const primary = getFace(primarySource, weight);
  const runs = splitIntoFontRuns(text, weight);
  if (runs.length === 0) runs.push({ face: primary, text });
  // Registering again is an assignment; pdfkit opens a font once per document, by name.
  doc.registerFont(primary.name, primary.data).font(primary.name);
  const { ascent, descent } = primary.font;
  const baseline = (-doc.currentLineHeight() * ascent) / (ascent - descent);
  runs.forEach((run, index) => {
    doc.registerFont(run.face.name, run.face.data).font(run.face.name);
    const runOptions = {
      features: layoutFeatures,
      baseline,
      ...textOptions,
      continued: index < runs.length - 1 || continued,
    };
    if (index === 0 && x !== undefined) doc.text(run.text, x, y, runOptions);
    else doc.text(run.text, runOptions);
  });
}
