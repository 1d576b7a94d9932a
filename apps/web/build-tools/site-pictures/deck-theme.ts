import JSZip from 'jszip';
import PptxGenJS from 'pptxgenjs';

/** A theme's colour scheme (PowerPoint's Design › Variants › Colours), hex without '#'. */
export type TPalette = {
  dark1: string;
  light1: string;
  dark2: string;
  light2: string;
  accent1: string;
  accent2: string;
  accent3: string;
  accent4: string;
  accent5: string;
  accent6: string;
};

/** A deck's theme: its name, theme fonts (headings, body) and theme colours. */
export type TDeckTheme = {
  name: string;
  headingFont: string;
  bodyFont: string;
  palette: TPalette;
};

/**
 * Theme colours and fonts by reference: a shape coloured `colour.accent1` follows the theme, so
 * changing the theme's colours or fonts restyles the whole deck (what templates.mdx promises).
 */
export const colour = {
  text: 'tx1',
  background: 'bg1',
  dark2: 'tx2',
  light2: 'bg2',
  accent1: 'accent1',
  accent2: 'accent2',
  accent3: 'accent3',
  accent4: 'accent4',
  accent5: 'accent5',
  accent6: 'accent6',
} as const;
export const headingFont = '+mj-lt';
export const bodyFont = '+mn-lt';

/** The date every file says it was made and changed: the same decks make the same bytes. */
const fixedDate = new Date('2026-11-30T09:00:00Z');

export function createDeck(theme: TDeckTheme, title: string): PptxGenJS {
  const deck = new PptxGenJS();
  deck.layout = 'LAYOUT_16x9'; // 10 x 5.625 in
  deck.author = 'Deckhand';
  deck.company = 'Deckhand';
  deck.title = title;
  deck.theme = { headFontFace: theme.headingFont, bodyFontFace: theme.bodyFont };
  return deck;
}

function buildColourScheme({ name, palette: p }: TDeckTheme): string {
  const rgb = (tag: string, hex: string) => `<a:${tag}><a:srgbClr val="${hex}"/></a:${tag}>`;
  return [
    `<a:clrScheme name="${name}">`,
    rgb('dk1', p.dark1),
    rgb('lt1', p.light1),
    rgb('dk2', p.dark2),
    rgb('lt2', p.light2),
    ...(['accent1', 'accent2', 'accent3', 'accent4', 'accent5', 'accent6'] as const).map((key) =>
      rgb(key, p[key]),
    ),
    rgb('hlink', p.accent1),
    rgb('folHlink', p.dark2),
    '</a:clrScheme>',
  ].join('');
}

/**
 * The same deck makes the same bytes: the created and modified dates in docProps/core.xml and
 * the zip entries' dates are fixed, in the .pptx and in each chart's embedded workbook.
 */
async function fixDates(zip: JSZip): Promise<void> {
  const stamp = fixedDate.toISOString().replace(/\.\d+Z$/, 'Z');
  const core = await zip.file('docProps/core.xml')?.async('string');
  if (core) {
    zip.file(
      'docProps/core.xml',
      core.replace(
        /(<dcterms:(created|modified)[^>]*>)[^<]*(<\/dcterms:\2>)/g,
        (_all, open: string, _tag: string, close: string) => `${open}${stamp}${close}`,
      ),
    );
  }
  for (const name of Object.keys(zip.files).filter((file) => file.endsWith('.xlsx'))) {
    const workbook = await JSZip.loadAsync((await zip.file(name)?.async('uint8array')) ?? []);
    await fixDates(workbook);
    zip.file(name, await workbook.generateAsync({ type: 'uint8array', compression: 'DEFLATE' }));
  }
  for (const file of Object.values(zip.files)) file.date = fixedDate;
}

/**
 * The finished .pptx: pptxgenjs writes Office's default colour scheme, so the theme's own goes
 * into ppt/theme/theme1.xml here; the dates are fixed and the zip compressed.
 */
export async function packDeck(deck: PptxGenJS, theme: TDeckTheme | null): Promise<Buffer> {
  const written = (await deck.write({ outputType: 'nodebuffer' })) as Buffer;
  const zip = await JSZip.loadAsync(written);
  if (theme) {
    const themeFile = 'ppt/theme/theme1.xml';
    const xml = await zip.file(themeFile)?.async('string');
    if (!xml?.includes('<a:clrScheme name="Office">')) {
      throw new Error(`pptxgenjs wrote no Office colour scheme in ${themeFile}`);
    }
    zip.file(
      themeFile,
      xml
        .replace(/<a:clrScheme name="Office">[\s\S]*?<\/a:clrScheme>/, buildColourScheme(theme))
        .replace('name="Office Theme"', `name="${theme.name}"`),
    );
  }
  await fixDates(zip);
  return zip.generateAsync({
    type: 'nodebuffer',
    compression: 'DEFLATE',
    compressionOptions: { level: 9 },
  });
}
