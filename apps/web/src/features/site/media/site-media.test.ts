import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import JSZip from 'jszip';
import { describe, expect, it } from 'vitest';
import { readImageSize } from './image-size-test-kit';
import { allSiteMedia } from './site-media';

/**
 * The committed pictures and downloads against site-media.json (docs/public-site.md): whatever
 * it names is here, the size it states, with alt text; nothing is here that it does not name.
 */
const folder = dirname(fileURLToPath(import.meta.url));
const read = (file: string) => readFileSync(join(folder, file));
const { pictures, templates, examples } = allSiteMedia;

describe('the site media (site-media.json)', () => {
  it.each(Object.entries(pictures))(
    '%s has alt text and every file at its size',
    (_key, picture) => {
      expect(picture.alt.length).toBeGreaterThan(40);
      expect(picture.alt).not.toMatch(/\.(webp|avif|png)/);
      expect(picture.avif.map((file) => file.width)).toEqual(
        picture.webp.map((file) => file.width),
      );
      expect(picture.webp.at(-1)?.width).toBe(picture.width);
      for (const { file, width } of [...picture.avif, ...picture.webp]) {
        expect(readImageSize(read(file))).toEqual({
          width,
          height: Math.round((width * picture.height) / picture.width),
        });
      }
    },
  );

  it('offers the five templates as .pptx files of the size it shows, in their own theme', async () => {
    expect(Object.keys(templates)).toEqual(['harbour', 'pitch', 'workshop', 'report', 'story']);
    for (const template of Object.values(templates)) {
      const bytes = read(template.file);
      expect(template.file).toMatch(/^deckhand-[a-z]+-template\.pptx$/);
      expect(statSync(join(folder, template.file)).size).toBe(template.bytes);
      const zip = await JSZip.loadAsync(bytes);
      const slides = Object.keys(zip.files).filter((name) =>
        /^ppt\/slides\/slide\d+\.xml$/.test(name),
      );
      expect(slides).toHaveLength(template.slides);
      // Theme colours of its own, not Office's: "switch to your own brand colours in minutes".
      const theme = await zip.file('ppt/theme/theme1.xml')?.async('string');
      expect(theme).toContain(`<a:clrScheme name="${template.name}">`);
      expect(pictures[template.picture]).toBeDefined();
    }
  });

  it('has a picture before and after for each project of /examples', () => {
    expect(Object.keys(examples)).toHaveLength(6);
    for (const { before, after } of Object.values(examples)) {
      expect(pictures[before]).toBeDefined();
      expect(pictures[after]).toBeDefined();
    }
  });

  it('holds no file it does not name, and stays small', () => {
    const named = new Set([
      ...Object.values(pictures).flatMap((p) => [...p.avif, ...p.webp].map((f) => f.file)),
      ...Object.values(templates).map((template) => template.file),
    ]);
    const files = readdirSync(folder).filter((name) => /\.(webp|avif|pptx)$/.test(name));
    expect(files.sort()).toEqual([...named].sort());
    const bytes = files.reduce((sum, name) => sum + statSync(join(folder, name)).size, 0);
    expect(bytes).toBeLessThan(2.5 * 1024 * 1024);
  });
});
