import { strToU8, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { corpusLayout, corpusPptx, corpusSlides } from '../../test/deck-corpus.ts';
import { readPptxStructure } from './pptx-structure.ts';

describe('reading a PPTX for its slides', () => {
  it('gives each slide its id and its shapes with their boxes and text, in show order', async () => {
    const slides = corpusSlides(3);
    const moved = slides.map((slide, index) => ({ ...slide, uid: 10 - index }));
    const structure = readPptxStructure(await corpusPptx(moved));
    expect(structure?.map((slide) => slide.key)).toEqual(['265', '264', '263']);
    const [first] = structure ?? [];
    const title = first?.shapes.find((shape) => shape.name === 'Title');
    expect(title).toMatchObject({
      text: slides[0]?.title,
      x: corpusLayout.title.x / corpusLayout.width,
      w: corpusLayout.title.w / corpusLayout.width,
    });
    expect(title?.y).toBeCloseTo(corpusLayout.title.y / corpusLayout.height, 6);
    expect(first?.shapes.find((shape) => shape.name === 'Body')?.text).toContain(
      slides[0]?.bullets[0],
    );
  });

  it('answers null, not an error, for what is not a readable PPTX', () => {
    expect(readPptxStructure(strToU8('not a zip at all'))).toBeNull();
    expect(
      readPptxStructure(zipSync({ 'word/document.xml': strToU8('<w:document/>') })),
    ).toBeNull();
    const broken = zipSync({ 'ppt/presentation.xml': strToU8('<p:presentation><p:sldSz') });
    expect(readPptxStructure(broken)).toBeNull();
  });
});
