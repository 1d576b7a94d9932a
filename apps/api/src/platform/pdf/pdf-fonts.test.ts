import { beforeAll, describe, expect, it } from 'vitest';
import { loadPdfKit, splitIntoFontRuns } from './pdf-fonts.ts';

// The helpers open fonts with fontkit, which loads with pdfkit on first use.
beforeAll(async () => {
  await loadPdfKit();
});

const describeRuns = (text: string, weight?: 'regular' | 'bold') =>
  splitIntoFontRuns(text, weight).map((run) => [run.face.name, run.text]);

describe('splitIntoFontRuns', () => {
  it('sets each script in the first font of the chain that has it, spaces staying in their run', () => {
    expect(describeRuns('Łukasz Ζωή Дмитрий 王芳 やまだ 김민준 Ltd')).toEqual([
      ['NotoSans-Regular.ttf', 'Łukasz Ζωή Дмитрий '],
      ['NotoSansHans-Regular.otf', '王芳 やまだ '],
      ['NotoSansKR-Regular.otf', '김민준 '],
      ['NotoSans-Regular.ttf', 'Ltd'],
    ]);
    expect(describeRuns('王芳', 'bold')).toEqual([['NotoSansHans-Bold.otf', '王芳']]);
  });

  it('composes letters (NFC), takes what Noto Sans lacks from a CJK font, keeps unknowns in place', () => {
    expect(describeRuns('Z\u0307o\u0301\u0142c\u0301')).toEqual([['NotoSans-Regular.ttf', 'Żółć']]);
    expect(describeRuns('A → B')).toEqual([
      ['NotoSans-Regular.ttf', 'A '],
      ['NotoSansHans-Regular.otf', '→ '],
      ['NotoSans-Regular.ttf', 'B'],
    ]);
    expect(describeRuns('Acme \u{E000}')).toEqual([['NotoSans-Regular.ttf', 'Acme \u{E000}']]);
    expect(describeRuns('')).toEqual([]);
  });
});
