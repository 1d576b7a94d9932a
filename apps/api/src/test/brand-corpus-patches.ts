import { strFromU8, strToU8, unzipSync, zipSync } from 'fflate';
import { themeSlots } from '../platform/documents/brand-check/drawing-colour.ts';
import type { CorpusTemplate } from './brand-corpus.ts';

/**
 * What pptxgenjs cannot write, written into its PPTX as PowerPoint writes it (brand-corpus.ts):
 * a theme's colour scheme, a master's body font, a picture on the master.
 */
/** Writes the template's colours into a pptxgenjs deck's theme (pptxgenjs writes Office's). */
export function withTemplateColours(pptx: Uint8Array, template: CorpusTemplate): Buffer {
  return patchThemeAndMaster(pptx, template, null);
}

/** Writes the template's colours into the theme, and a foreign body font into the master if asked. */
export function patchThemeAndMaster(
  pptx: Uint8Array,
  template: CorpusTemplate,
  masterFont: string | null,
) {
  const files = unzipSync(pptx);
  const themePart = 'ppt/theme/theme1.xml';
  const scheme = themeSlots
    .map(
      (tag, n) =>
        `<a:${tag}><a:srgbClr val="${template.palette[n]!.slice(1).toUpperCase()}"/></a:${tag}>`,
    )
    .join('');
  const theme = strFromU8(files[themePart]!).replace(
    /<a:clrScheme name="[^"]*">[\s\S]*?<\/a:clrScheme>/,
    `<a:clrScheme name="${template.name}">${scheme}</a:clrScheme>`,
  );
  files[themePart] = strToU8(theme);
  if (masterFont) {
    const masterPart = 'ppt/slideMasters/slideMaster1.xml';
    const master = strFromU8(files[masterPart]!);
    const bodyStart = master.indexOf('<p:bodyStyle>');
    const bodyEnd = master.indexOf('</p:bodyStyle>');
    const body = master
      .slice(bodyStart, bodyEnd)
      .replaceAll('<a:latin typeface="+mn-lt"/>', `<a:latin typeface="${masterFont}"/>`);
    files[masterPart] = strToU8(master.slice(0, bodyStart) + body + master.slice(bodyEnd));
  }
  return Buffer.from(zipSync(files));
}

/**
 * A picture on the deck's master (where a template puts its logo), `box` in inches on the
 * corpus's 10 × 5.625 slide; pptxgenjs puts a master's objects on its layouts only.
 */
export function withMasterPicture(
  pptx: Uint8Array,
  picture: { name: string; box: { x: number; y: number; w: number; h: number }; jpeg: Uint8Array },
): Buffer {
  const files = unzipSync(pptx);
  const emu = (inches: number) => Math.round(inches * 914400);
  files['ppt/media/master-picture.jpeg'] = new Uint8Array(picture.jpeg);
  const relsPart = 'ppt/slideMasters/_rels/slideMaster1.xml.rels';
  files[relsPart] = strToU8(
    strFromU8(files[relsPart]!).replace(
      '</Relationships>',
      '<Relationship Id="rIdLogo" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/image" Target="../media/master-picture.jpeg"/></Relationships>',
    ),
  );
  const typesPart = '[Content_Types].xml';
  const types = strFromU8(files[typesPart]!);
  if (!types.includes('Extension="jpeg"')) {
    files[typesPart] = strToU8(
      types.replace('<Default ', '<Default Extension="jpeg" ContentType="image/jpeg"/><Default '),
    );
  }
  const { x, y, w, h } = picture.box;
  const pic =
    `<p:pic><p:nvPicPr><p:cNvPr id="90" name="${picture.name}"/><p:cNvPicPr/><p:nvPr/></p:nvPicPr>` +
    '<p:blipFill><a:blip r:embed="rIdLogo"/><a:stretch><a:fillRect/></a:stretch></p:blipFill>' +
    `<p:spPr><a:xfrm><a:off x="${emu(x)}" y="${emu(y)}"/><a:ext cx="${emu(w)}" cy="${emu(h)}"/></a:xfrm>` +
    '<a:prstGeom prst="rect"><a:avLst/></a:prstGeom></p:spPr></p:pic>';
  const masterPart = 'ppt/slideMasters/slideMaster1.xml';
  files[masterPart] = strToU8(
    strFromU8(files[masterPart]!).replace('</p:spTree>', `${pic}</p:spTree>`),
  );
  return Buffer.from(zipSync(files));
}
