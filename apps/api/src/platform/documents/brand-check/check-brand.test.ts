import type { TBrandSettings } from '@deckhand/contract';
import { strFromU8, strToU8, unzipSync, zipSync } from 'fflate';
import jpeg from 'jpeg-js';
import PptxGenJS from 'pptxgenjs';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  allowedColours,
  type CorpusTemplate,
  colourNear,
  corpusDeck,
  makeTemplate,
  templatePptx,
} from '../../../test/brand-corpus.ts';
import { withMasterPicture, withTemplateColours } from '../../../test/brand-corpus-patches.ts';
import { checkBrand } from './check-brand.ts';

const template = makeTemplate(0);
let templateFile: Buffer;
beforeAll(async () => {
  templateFile = await templatePptx(template);
});

const check = (
  deck: Uint8Array,
  settings: TBrandSettings = template.settings,
  file = templateFile,
) => {
  const result = checkBrand({ deck, template: file, settings });
  if (result.status !== 'checked') throw new Error(`not checked: ${result.reason}`);
  return result;
};

/** Rewrites one part of a PPTX (the tests' way to put PowerPoint's XML where pptxgenjs writes none). */
function patchPart(pptx: Uint8Array, part: string, change: (xml: string) => string): Buffer {
  const files = unzipSync(pptx);
  files[part] = strToU8(change(strFromU8(files[part]!)));
  return Buffer.from(zipSync(files));
}

/** A one-slide deck on the template's first layout, with what `build` adds. */
async function deckWith(
  build: (slide: PptxGenJS.Slide, deck: PptxGenJS) => void,
  on: CorpusTemplate = template,
): Promise<Buffer> {
  const deck = new PptxGenJS();
  deck.layout = 'LAYOUT_16x9';
  deck.theme = { headFontFace: on.headingFont, bodyFontFace: on.bodyFont };
  for (const title of on.layouts) deck.defineSlideMaster({ title, objects: [] });
  const slide = deck.addSlide({ masterName: on.layouts[0] });
  build(slide, deck);
  const written = await deck.write({ outputType: 'nodebuffer' });
  return withTemplateColours(written as Buffer, on);
}

const hex = (colour: string) => colour.slice(1).toUpperCase();
/** The template's colours without its rules, for the tests of one thing at a time. */
const noRules: TBrandSettings = { brandColours: template.settings.brandColours, rules: [] };
/** Text in the theme's dark colour (pptxgenjs writes black otherwise, which this palette lacks). */
const ink = () => hex(template.palette[0]!);

describe('the brand check of a delivered deck against its template', () => {
  it('finds nothing in a deck built from the template', async () => {
    const { pptx } = await corpusDeck(template, 0, { slideCount: 12, faulty: false });
    const result = check(pptx);
    expect(result.slides).toBe(12);
    expect(result.findings).toEqual([]);
  });

  it('finds each injected fault on its slide, and nothing else', async () => {
    const { pptx, faults } = await corpusDeck(template, 0, { slideCount: 12, faulty: true });
    const result = check(pptx);
    const found = result.findings.map(({ slide, kind, found: value }) => ({
      slide,
      kind,
      found: value,
    }));
    expect(found).toEqual(
      expect.arrayContaining(
        faults.map(({ slide, kind, found: value }) => ({ slide, kind, found: value })),
      ),
    );
    expect(result.findings).toHaveLength(faults.length);
    const colour = result.findings.find((finding) => finding.kind === 'colour');
    expect(colour?.allowed).toMatch(/^#[0-9a-f]{6}$/);
    expect(colour?.delta).toBeGreaterThan(2.3);
    expect(colour?.element).toMatchObject({ name: 'Shape 2', box: { x: 0.65 } });
  });

  it('flags a colour just past ΔE 2.3 of the palette and passes one just within it', async () => {
    const random = (() => {
      let n = 0.123;
      return () => {
        n = (n * 9301 + 0.49297) % 1;
        return n;
      };
    })();
    const allowed = allowedColours(template);
    const base = template.palette[5]!;
    const within = colourNear(random, base, allowed, [2.0, 2.25]);
    const beyond = colourNear(random, base, allowed, [2.4, 2.7]);
    const deck = await deckWith((slide, pptx) => {
      slide.addShape(pptx.ShapeType.rect, {
        x: 1,
        y: 1,
        w: 1,
        h: 1,
        fill: { color: hex(within.hex) },
        objectName: 'Within',
      });
      slide.addShape(pptx.ShapeType.rect, {
        x: 3,
        y: 1,
        w: 1,
        h: 1,
        fill: { color: hex(beyond.hex) },
        objectName: 'Beyond',
      });
    });
    const result = check(deck, noRules);
    expect(result.findings).toEqual([
      expect.objectContaining({
        kind: 'colour',
        found: beyond.hex,
        element: expect.objectContaining({ name: 'Beyond' }),
      }),
    ]);
  });

  it('resolves theme colours with their modifiers before comparing: a picker shade passes, darker 60 % (not a picker step) does not', async () => {
    const deck = await deckWith((slide, pptx) => {
      slide.addShape(pptx.ShapeType.rect, {
        x: 1,
        y: 1,
        w: 1,
        h: 1,
        fill: { color: '000001' },
        objectName: 'Shade',
      });
      slide.addShape(pptx.ShapeType.rect, {
        x: 3,
        y: 1,
        w: 1,
        h: 1,
        fill: { color: '000002' },
        objectName: 'Odd',
      });
    });
    const patched = patchPart(deck, 'ppt/slides/slide1.xml', (xml) =>
      xml
        .replace(
          '<a:srgbClr val="000001"/>',
          '<a:schemeClr val="accent2"><a:lumMod val="75000"/></a:schemeClr>',
        )
        .replace(
          '<a:srgbClr val="000002"/>',
          '<a:schemeClr val="accent2"><a:lumMod val="40000"/></a:schemeClr>',
        ),
    );
    const result = check(patched, noRules);
    expect(result.findings.map((finding) => finding.element?.name)).toEqual(['Odd']);
  });

  it('checks a run’s own font and passes the theme’s fonts however they are named', async () => {
    const deck = await deckWith((slide) => {
      slide.addText('Own font', {
        x: 1,
        y: 1,
        w: 4,
        h: 1,
        fontFace: 'Wingdings',
        color: ink(),
        objectName: 'Foreign',
      });
      slide.addText('Theme font by name', {
        x: 1,
        y: 2,
        w: 4,
        h: 1,
        fontFace: template.bodyFont,
        color: ink(),
      });
      slide.addText('Inherited', { x: 1, y: 3, w: 4, h: 1, color: ink() });
    });
    const result = check(deck, noRules);
    expect(result.findings).toEqual([
      expect.objectContaining({ kind: 'font', found: 'Wingdings', allowed: template.bodyFont }),
    ]);
  });

  it('reports a font the master sets once, where it first shows, saying the master set it', async () => {
    const { pptx } = await corpusDeck(template, 0, { slideCount: 10, faulty: false });
    const patched = patchPart(pptx, 'ppt/slideMasters/slideMaster1.xml', (xml) =>
      xml.replace(
        /(<p:bodyStyle>[\s\S]*?)<a:latin typeface="\+mn-lt"\/>/,
        '$1<a:latin typeface="Papyrus"/>',
      ),
    );
    const result = check(patched);
    expect(result.findings).toEqual([
      expect.objectContaining({ slide: 1, kind: 'font', found: 'Papyrus (set by the master)' }),
    ]);
  });

  it('resolves +mj-lt and +mn-lt through the deck’s own theme: a changed theme font is found', async () => {
    const { pptx } = await corpusDeck(template, 0, { slideCount: 3, faulty: false });
    const patched = patchPart(pptx, 'ppt/theme/theme1.xml', (xml) =>
      xml.replace(
        `<a:majorFont><a:latin typeface="${template.headingFont}"`,
        '<a:majorFont><a:latin typeface="Impact"',
      ),
    );
    const result = check(patched);
    expect(result.findings).toEqual([
      expect.objectContaining({
        slide: 1,
        kind: 'font',
        found: 'Impact (set by the theme, through the master)',
      }),
    ]);
  });

  it('flags text under the minimum after autofit shrinks it, and the customer’s own minimum instead when set', async () => {
    const deck = await deckWith((slide) => {
      slide.addText('Tiny', {
        x: 1,
        y: 1,
        w: 4,
        h: 1,
        fontSize: 7,
        color: ink(),
        objectName: 'Tiny',
      });
      slide.addText('Shrunk', {
        x: 1,
        y: 2,
        w: 4,
        h: 1,
        fontSize: 12,
        color: ink(),
        objectName: 'Shrunk',
      });
      slide.addText('Fine', { x: 1, y: 3, w: 4, h: 1, fontSize: 14, color: ink() });
    });
    const shrunk = patchPart(deck, 'ppt/slides/slide1.xml', (xml) => {
      const at = xml.indexOf('name="Shrunk"');
      const body = xml.indexOf('<a:bodyPr', at);
      const end = xml.indexOf('>', body);
      const bodyPr = xml.slice(body, end + 1);
      const replaced = bodyPr.endsWith('/>')
        ? `${bodyPr.slice(0, -2)}><a:normAutofit fontScale="50000"/></a:bodyPr>`
        : `${bodyPr}<a:normAutofit fontScale="50000"/>`;
      return xml.slice(0, body) + replaced + xml.slice(end + 1);
    });
    expect(check(shrunk, noRules).findings.map((f) => [f.kind, f.found])).toEqual([
      ['fontSize', '7 pt'],
      ['fontSize', '6 pt'],
    ]);
    const strict = check(shrunk, {
      brandColours: [],
      rules: [{ kind: 'minTextPoints', limit: 12 }],
    });
    expect(strict.findings.map((f) => [f.kind, f.found, f.allowed])).toEqual([
      ['minTextPoints', '7 pt', '12 pt'],
      ['minTextPoints', '6 pt', '12 pt'],
    ]);
  });

  it('applies the rules: bullets over the limit, a slide without a title, a picture under the dpi', async () => {
    const pixels = jpeg.encode(
      { width: 300, height: 150, data: Buffer.alloc(300 * 150 * 4, 200) },
      80,
    ).data;
    const deck = await deckWith((slide) => {
      slide.addText(
        Array.from({ length: 7 }, (_, n) => ({
          text: `Point ${n}`,
          options: { bullet: true, breakLine: true },
        })),
        { x: 1, y: 1, w: 4, h: 3, color: ink(), objectName: 'List' },
      );
      slide.addImage({
        data: `image/jpeg;base64,${Buffer.from(pixels).toString('base64')}`,
        x: 5,
        y: 1,
        w: 3,
        h: 1.5,
        objectName: 'Photo',
      });
    });
    const rules: TBrandSettings['rules'] = [
      { kind: 'maxBullets', limit: 6 },
      { kind: 'requireTitle' },
      { kind: 'minImageDpi', limit: 150 },
    ];
    const result = check(deck, { ...noRules, rules });
    expect(
      result.findings.map((f) => [f.kind, f.found, f.allowed, f.element?.name ?? null]),
    ).toEqual([
      ['maxBullets', '7 bullets', '6 bullets', 'List'],
      ['requireTitle', 'no title', 'a title', null],
      ['minImageDpi', '100 dpi', '150 dpi', 'Photo'],
    ]);
    // Without the rules, none of these is a finding.
    expect(check(deck, noRules).findings).toEqual([]);
  });

  it('flags a slide on a layout the template does not have', async () => {
    const { pptx } = await corpusDeck(template, 1, { slideCount: 10, faulty: true });
    const result = check(pptx);
    expect(result.findings.find((f) => f.kind === 'layout')).toMatchObject({
      found: 'Agency layout',
      allowed: expect.stringMatching(/^one of /),
      element: null,
    });
  });

  it('checks the template master’s logo: in place passes, moved or missing is found', async () => {
    const logo = jpeg.encode(
      { width: 200, height: 100, data: Buffer.alloc(200 * 100 * 4, 90) },
      80,
    ).data;
    const box = { x: 8.6, y: 0.2, w: 1.2, h: 0.6 };
    const withLogo = withMasterPicture(templateFile, { name: 'Logo', box, jpeg: logo });
    const { pptx } = await corpusDeck(template, 0, { slideCount: 4, faulty: false });
    expect(
      check(withMasterPicture(pptx, { name: 'Logo', box, jpeg: logo }), template.settings, withLogo)
        .findings,
    ).toEqual([]);
    const moved = withMasterPicture(pptx, { name: 'Logo', box: { ...box, x: 0.2 }, jpeg: logo });
    expect(check(moved, template.settings, withLogo).findings).toEqual([
      expect.objectContaining({
        slide: 1,
        kind: 'logo',
        found: 'Logo at 2%, 4% (12% wide)',
        allowed: 'Logo at 86%, 4% (12% wide)',
      }),
    ]);
    expect(check(pptx, template.settings, withLogo).findings).toEqual([
      expect.objectContaining({ slide: 1, kind: 'logo', found: 'no Logo' }),
    ]);
  });

  it('says why when it cannot check: an unreadable deck or template', async () => {
    const junk = new TextEncoder().encode('not a zip');
    expect(checkBrand({ deck: junk, template: templateFile, settings: template.settings })).toEqual(
      {
        status: 'notChecked',
        reason: 'deckUnreadable',
      },
    );
    expect(checkBrand({ deck: templateFile, template: junk, settings: template.settings })).toEqual(
      {
        status: 'notChecked',
        reason: 'templateUnreadable',
      },
    );
  });
});
