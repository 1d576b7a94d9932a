import { vi } from 'vitest';
import { createPageRenderer } from '@/app/entry-server';
import type { TBuildManifest } from '@/app/rendering/page-assets';

/**
 * The page renderer the API loads (docs/rendering.md), run in Node as the server runs it, with
 * a bare template. Its public fetch answers `publicAnswers[path]` (an API path, query string
 * included) with 200, 404 for every client's landing data and 500 for anything else. Test files
 * that render with it mock `@/lib/ssr/use-browser-state` as the server has it (see
 * entry-server.test.tsx).
 */
export const rendererTemplate =
  '<!doctype html><html><head><title>Deckhand</title></head><body><div id="root"><!--ssr-body--></div></body></html>';

const jsonAnswer = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

export function createTestPageRenderer({
  publicAnswers = {},
  manifest = {},
}: {
  publicAnswers?: Record<string, unknown>;
  /** The build's manifest, for a test of the page's stylesheets and scripts. */
  manifest?: TBuildManifest;
} = {}) {
  const fetchPublic = vi.fn(async (input: string | URL | Request) => {
    const href = input instanceof Request ? input.url : String(input);
    const { pathname, search } = new URL(href, 'http://deckhand.invalid');
    const answer = publicAnswers[`${pathname}${search}`];
    if (answer !== undefined) return jsonAnswer(200, answer);
    // Every client key is unknown here.
    if (href.includes('/clients/')) {
      return jsonAnswer(404, { status: 'error', message: 'Not found' });
    }
    return jsonAnswer(500, { status: 'error', message: 'not stubbed' });
  });
  return createPageRenderer({
    template: rendererTemplate,
    manifest,
    fetchPublic: fetchPublic as typeof fetch,
  });
}

/** A page's address as the API hands it to the renderer. */
export const pageUrl = (path: string) => `http://deckhand.invalid${path}`;
