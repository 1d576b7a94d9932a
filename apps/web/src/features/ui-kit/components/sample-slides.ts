import type { TSlideImageSize, TSlidePreview } from '@deckhand/contract';

/**
 * Made-up slide previews for the kit's slide viewer. Nothing comes from the API: each slide's
 * image is an SVG data URL (the content security policy allows `data:` images) drawn from its
 * number, the same drawing for the thumbnail and the large slide.
 */

const slideTitles = [
  'Q1 at a glance',
  'Revenue by quarter',
  'Where growth came from',
  'Timeline: January to March',
  'New clients',
  'Harbour office',
  'Team',
  'Costs',
  'Risks',
  'Priorities for Q2',
  'Asks of the board',
  'Thank you',
];

const palette = ['#1b3a7f', '#2f53a8', '#0f1d33', '#3a5fb6'];

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** One slide's picture: a coloured band, its title and number, a few bars (version 2 is bluer). */
function drawSlide(version: number, position: number): string {
  const title = slideTitles[(position - 1) % slideTitles.length] ?? '';
  const band = palette[(position + version) % palette.length] ?? '#1b3a7f';
  const bars = [3, 5, 4, 7]
    .map((height, index) => {
      const barHeight = height * (30 + ((position * 7 + index * 13) % 20));
      return `<rect x="${180 + index * 170}" y="${780 - barHeight}" width="110" height="${barHeight}" fill="${band}" opacity="${0.45 + index * 0.15}"/>`;
    })
    .join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1600 900"><rect width="1600" height="900" fill="#fff"/><rect width="1600" height="170" fill="${band}"/><text x="80" y="112" font-family="system-ui, sans-serif" font-size="64" font-weight="700" fill="#fff">${escapeXml(title)}</text><text x="1520" y="840" text-anchor="end" font-family="system-ui, sans-serif" font-size="44" fill="#445677">v${version} · ${position}</text>${bars}</svg>`;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

/** The kit's image address of a sample slide (previews 1 and 2: version 1 and 2 of the deck). */
export const sampleSlideImageUrl = (
  previewId: number,
  position: number,
  _size: TSlideImageSize,
): string => drawSlide(previewId, position);

const updatedAt = '2026-03-06T09:07:00.000000Z';

/** A rendered preview of `slideCount` slides of 1600 × 900. */
export const makeReadyPreview = (
  id: number,
  fileId: string,
  fileName: string,
  slideCount: number,
): TSlidePreview => ({
  id,
  fileId,
  fileName,
  status: 'ready',
  slideCount,
  slidesDone: slideCount,
  reason: null,
  slides: Array.from({ length: slideCount }, (_, index) => ({
    position: index + 1,
    width: 1600,
    height: 900,
  })),
  updatedAt,
  brandCheck: null,
});

/** A preview half made, or one that failed or cannot be made, with its reason. */
export const makePendingPreview = (
  id: number,
  fileId: string,
  fileName: string,
  state: Pick<TSlidePreview, 'status' | 'slideCount' | 'slidesDone' | 'reason'>,
): TSlidePreview => ({
  id,
  fileId,
  fileName,
  ...state,
  slides: [],
  updatedAt,
  brandCheck: null,
});
