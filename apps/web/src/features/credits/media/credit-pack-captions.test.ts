import { creditPackVideoScenes } from '@deckhand/contract';
import { describe, expect, it } from 'vitest';
import {
  buildCaptions,
  findFadeOffsets,
  findSceneTimes,
  formatCueTime,
  getVideoSeconds,
} from './credit-pack-captions';

describe('credit pack video timing', () => {
  it('overlaps each pair of scenes by one crossfade', () => {
    expect(getVideoSeconds(4, 4.5, 0.6)).toBe(16.2);
    expect(findFadeOffsets(4, 4.5, 0.6)).toEqual([3.9, 7.8, 11.7]);
    expect(getVideoSeconds(1, 4.5, 0.6)).toBe(4.5);
    expect(findFadeOffsets(1, 4.5, 0.6)).toEqual([]);
  });

  it('hands each scene over in the middle of its fade, the last one running to the end', () => {
    expect(findSceneTimes(4, 4.5, 0.6)).toEqual([
      { start: 0, end: 4.2 },
      { start: 4.2, end: 8.1 },
      { start: 8.1, end: 12 },
      { start: 12, end: 16.2 },
    ]);
  });

  it('refuses a fade as long as a scene, and no scenes', () => {
    expect(() => findSceneTimes(4, 1, 1)).toThrow('shorter than a scene');
    expect(() => getVideoSeconds(0, 4.5, 0.6)).toThrow('at least one scene');
  });

  it('writes WebVTT times', () => {
    expect(formatCueTime(0)).toBe('00:00:00.000');
    expect(formatCueTime(8.1)).toBe('00:00:08.100');
    expect(formatCueTime(3723.4567)).toBe('01:02:03.457');
  });
});

describe('buildCaptions', () => {
  it('gives each scene one cue with its title and caption', () => {
    const vtt = buildCaptions(
      [
        { title: 'First', caption: 'One & two <b>' },
        { title: 'Second', caption: 'Three.', cards: ['Not a caption'] },
      ],
      4.5,
      0.6,
    );
    expect(vtt).toBe(
      [
        'WEBVTT',
        '',
        '1',
        '00:00:00.000 --> 00:00:04.200',
        'First',
        'One &amp; two &lt;b&gt;',
        '',
        '2',
        '00:00:04.200 --> 00:00:08.400',
        'Second',
        'Three.',
        '',
      ].join('\n'),
    );
  });

  it('has short scenes without prices or amounts (they change; the page shows them)', () => {
    expect(creditPackVideoScenes).toHaveLength(4);
    for (const scene of creditPackVideoScenes) {
      expect(scene.title.length).toBeLessThanOrEqual(40);
      expect(scene.caption.length).toBeLessThanOrEqual(120);
      expect([scene.title, scene.caption, ...(scene.cards ?? [])].join(' ')).not.toMatch(
        /[0-9$€£%]/,
      );
    }
  });

  it('covers every scene of the contract', () => {
    const vtt = buildCaptions(creditPackVideoScenes, 4.5, 0.6);
    expect(vtt.match(/-->/g)).toHaveLength(creditPackVideoScenes.length);
    for (const scene of creditPackVideoScenes) expect(vtt).toContain(scene.title);
    expect(vtt).toContain('00:00:12.000 --> 00:00:16.200');
  });
});
