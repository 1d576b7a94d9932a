import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { TContentModule } from '@/lib/content/content-module';
import { renderServerHtml } from '@/test/render';
import { formatFileSize } from '@/ui/download-list/download-list';
import { ContentPage } from './routes/content-page';

const contentFiles = import.meta.glob<TContentModule>('./content/*.mdx', { eager: true });
const webRoot = join(fileURLToPath(import.meta.url), '../../../..');

/** The file on disk an address of the page points at (tests run on the sources, not a build). */
const fileOf = (href: string) => join(webRoot, href.split('?')[0] ?? '');

/** A page as the server sends it: static HTML, no script needed for any of this. */
function renderPage(file: string) {
  const content = contentFiles[`./content/${file}`];
  if (!content) throw new Error(`No content file ${file}`);
  return within(renderServerHtml(<ContentPage content={content} />).container);
}

describe('the free templates (/templates)', () => {
  it('offers five .pptx downloads that exist, each with its size and a preview', () => {
    const page = renderPage('templates.mdx');
    const downloads = page.getAllByRole('link', { name: /^Download / });
    expect(downloads.map((link) => link.textContent)).toEqual([
      expect.stringMatching(/^Download Harbour \(\d+ KB\)$/),
      expect.stringMatching(/^Download Pitch \(\d+ KB\)$/),
      expect.stringMatching(/^Download Workshop \(\d+ KB\)$/),
      expect.stringMatching(/^Download Report \(\d+ KB\)$/),
      expect.stringMatching(/^Download Story \(\d+ KB\)$/),
    ]);
    for (const link of downloads) {
      const href = link.getAttribute('href') ?? '';
      expect(link.getAttribute('download')).toMatch(/^deckhand-[a-z]+-template\.pptx$/);
      expect(existsSync(fileOf(href))).toBe(true);
      expect(link.textContent).toContain(`(${formatFileSize(statSync(fileOf(href)).size)})`);
    }
    expect(page.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(
      expect.arrayContaining(['Harbour', 'Pitch', 'Workshop', 'Report', 'Story']),
    );
  });

  it('shows each template as a sized picture, the first at once and the rest lazily', () => {
    const images = renderPage('templates.mdx').getAllByRole('img');
    expect(images).toHaveLength(5);
    expect(images.map((image) => image.getAttribute('loading'))).toEqual([
      'eager',
      'lazy',
      'lazy',
      'lazy',
      'lazy',
    ]);
    for (const image of images) {
      expect(image.getAttribute('alt')).toMatch(/^Four \w+ slides: /);
      expect(Number(image.getAttribute('width'))).toBeGreaterThan(0);
      expect(Number(image.getAttribute('height'))).toBeGreaterThan(0);
    }
  });
});

describe('our work (/examples)', () => {
  it('shows each project before and after, with alt text and sized, modern pictures', () => {
    const page = renderPage('examples.mdx');
    const figures = page.getAllByRole('figure');
    expect(figures.map((figure) => figure.querySelector('figcaption')?.textContent)).toEqual(
      Array.from({ length: 6 }, () => ['Before', 'After']).flat(),
    );
    for (const [index, figure] of figures.entries()) {
      const image = within(figure).getByRole('img');
      expect(image.getAttribute('alt')?.length).toBeGreaterThan(40);
      expect(image).toHaveAttribute('width', '960');
      expect(image).toHaveAttribute('height', '540');
      expect(image).toHaveAttribute('loading', index < 2 ? 'eager' : 'lazy');
      expect(image).toHaveAttribute('decoding', 'async');
      const sources = [
        image.getAttribute('srcset') ?? '',
        figure.querySelector('source[type="image/avif"]')?.getAttribute('srcset') ?? '',
      ];
      for (const candidate of sources.flatMap((srcSet) => srcSet.split(', '))) {
        const [href = '', width = ''] = candidate.split(' ');
        expect(width).toMatch(/^\d+w$/);
        expect(existsSync(fileOf(href))).toBe(true);
      }
    }
  });
});
