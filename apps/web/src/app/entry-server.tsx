/**
 * Server rendering (docs/rendering.md): the API imports this module's build (dist-ssr) and renders
 * each page request into the built index.html, with the init payload and the page's own chunks.
 */
import type { TInitResponse } from '@deckhand/contract';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { serializeEmbeddedInit } from '@/lib/init/embedded-init';
import { seedInit } from '@/lib/init/get-init';
import { AppProviders } from './providers';
import { createAppQueryClient } from './query-client';
import { isPageHandle } from './rendering/lazy-page';
import { findPageAssets, renderAssetLinks, type TBuildManifest } from './rendering/page-assets';
import { appRoutes } from './routes';

/**
 * Where the rendered parts go in index.html: the page goes in #root's comment slot, its links
 * and init payload at the end of <head>, after the entry's own tags (so its styles come later).
 */
const headEnd = '</head>';
export const bodySlot = '<!--ssr-body-->';

export type TRenderedPage =
  | { kind: 'page'; status: number; html: string }
  | { kind: 'redirect'; status: number; location: string };

export type TPageRendererOptions = {
  /** The built index.html. */
  template: string;
  /** The client build's manifest (dist/.vite/manifest.json). */
  manifest: TBuildManifest;
};

const handler = createStaticHandler(appRoutes);
const appModule = 'src/app/main.tsx';

function fillTemplate(template: string, head: string, body: string): string {
  // Replacer functions: `$` in the rendered text must not be read as a replacement pattern.
  return template.replace(headEnd, () => `${head}${headEnd}`).replace(bodySlot, () => body);
}

export function createPageRenderer({ template, manifest }: TPageRendererOptions) {
  if (!template.includes(headEnd) || !template.includes(bodySlot)) {
    throw new Error(`index.html lacks ${headEnd} or the ${bodySlot} slot`);
  }
  return {
    /** The page at `url` for a visitor whose init payload is `init`. */
    async render({ url, init }: { url: string; init: TInitResponse }): Promise<TRenderedPage> {
      const context = await handler.query(new Request(url));
      if (context instanceof Response) {
        return {
          kind: 'redirect',
          status: context.status,
          location: context.headers.get('location') ?? '/',
        };
      }
      const queryClient = createAppQueryClient({ navigate: () => {}, getPathname: () => '' });
      seedInit(queryClient, init);
      const router = createStaticRouter(handler.dataRoutes, context);
      const body = renderToString(
        <StrictMode>
          <AppProviders queryClient={queryClient}>
            <StaticRouterProvider router={router} context={context} hydrate={false} />
          </AppProviders>
        </StrictMode>,
      );
      queryClient.clear();
      // The app itself (boot.ts imports it once the HTML has painted), then the page's chunks.
      const pageModules = [
        appModule,
        ...context.matches.flatMap(({ route }) =>
          isPageHandle(route.handle) ? [route.handle.pageModule] : [],
        ),
      ];
      const head =
        renderAssetLinks(findPageAssets(manifest, pageModules)) + serializeEmbeddedInit(init);
      return { kind: 'page', status: context.statusCode, html: fillTemplate(template, head, body) };
    },
  };
}
