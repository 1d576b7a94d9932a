/**
 * Server rendering (docs/rendering.md): the API imports this module's build (dist-ssr) and renders
 * each page request into the built index.html, with the init payload and the page's own chunks.
 */
import { noteZoneOffsets, type TInitResponse, type TPostedForm } from '@deckhand/contract';
import { dehydrate } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { parseConsentCookie } from '@/lib/consent/consent-cookie';
import { AnswerInHtmlProvider } from '@/lib/consent/cookie-consent';
import { seedPostedForm } from '@/lib/forms/posted-form';
import {
  checkInitToEmbed,
  serializeEmbeddedInit,
  serializeEmbeddedQueries,
  serializeEmbeddedRoutePath,
  serializeEmbeddedZoneOffsets,
} from '@/lib/init/embedded-init';
import { getInitQueryOptions, seedInit } from '@/lib/init/get-init';
import { loadLazyParts, RenderedParts } from '@/lib/ssr/lazy-part';
import { PageStatusProvider, type TPageStatus } from '@/lib/ssr/page-status';
import { setServerFetch } from '@/lib/ssr/server-fetch';
import type { TVisitorAnswer } from '@/lib/ssr/visitor-data';
import { appRoutes } from './all-routes';
import { findGuestRedirect } from './guards/require-guest';
import { AppProviders } from './providers';
import { createAppQueryClient } from './query-client';
import {
  findPrefetch,
  findVisitorLoader,
  isPageHandle,
  modulesOfPage,
} from './rendering/lazy-page';
import {
  createPageAssetFinder,
  renderAssetLinks,
  type TBuildManifest,
} from './rendering/page-assets';
import { placePageHead, splitPageHead } from './rendering/page-head';
import { publicPagePaths } from './rendering/public-pages';
import type { TRenderContext } from './rendering/render-context';
import { findRouteTreePath } from './rendering/resolve-lazy-matches';
import { needsEveryRoute } from './rendering/route-discovery';
import { leftOutRoutesModule, routeTables } from './routes';

/**
 * Where the rendered parts go in index.html: the page goes in #root's comment slot, its links
 * and init payload at the end of <head>, after the entry's own tags (so its styles come later).
 */
const headEnd = '</head>';
export const bodySlot = '<!--ssr-body-->';

export type TRenderedPage =
  | { kind: 'page'; status: number; html: string; isStatic: boolean }
  | { kind: 'redirect'; status: number; location: string };

export type TPageRendererOptions = {
  /** The built index.html. */
  template: string;
  /** The client build's manifest (dist/.vite/manifest.json). */
  manifest: TBuildManifest;
  /**
   * Answers the API calls of page prefetches in-process, without the visitor's cookies: only
   * public data is fetched on the server.
   */
  fetchPublic: typeof fetch;
};

const handler = createStaticHandler(appRoutes);

function fillTemplate(template: string, head: string, rendered: string): string {
  const page = splitPageHead(rendered);
  // Replacer functions: `$` in the rendered text must not be read as a replacement pattern.
  return placePageHead(template, page.head)
    .replace(headEnd, () => `${head}${headEnd}`)
    .replace(bodySlot, () => page.body);
}

const initKey = getInitQueryOptions().queryKey[0];

/** Without the API (a renderer used on its own), the visitor's data is asked in the browser. */
const answerUnknown = async (): Promise<TVisitorAnswer> => ({ status: 0, body: null });

export function createPageRenderer({ template, manifest, fetchPublic }: TPageRendererOptions) {
  setServerFetch(fetchPublic);
  const findPageAssets = createPageAssetFinder(manifest);
  if (!template.includes(headEnd) || !template.includes(bodySlot)) {
    throw new Error(`index.html lacks ${headEnd} or the ${bodySlot} slot`);
  }
  return {
    /** The public pages (the API's sitemap). */
    publicPagePaths,
    /**
     * The page at `url` for a visitor whose init payload is `init`. `getAsVisitor(path)` is what
     * the API answers this visitor for `GET path` (a page's `loadVisitorData` asks it).
     * `consentCookie` is the value of the visitor's consent cookie, if they sent one: with an
     * answer in it the page comes without the cookie banner, else with the banner visible.
     * `postedForm` is the page's form as sent without the app and refused: the form shows it.
     */
    async render({
      url,
      init: sentInit,
      getAsVisitor = answerUnknown,
      consentCookie,
      postedForm,
    }: {
      url: string;
      init: TInitResponse;
      getAsVisitor?: (apiPath: string) => Promise<TVisitorAnswer>;
      consentCookie?: string;
      postedForm?: TPostedForm;
    }): Promise<TRenderedPage> {
      // As the browser would take it from GET /v1/init: it embeds it and checks it no more.
      const init = await checkInitToEmbed(sentInit);
      const requestContext: TRenderContext = { init };
      const context = await handler.query(new Request(url), { requestContext });
      if (context instanceof Response) {
        return {
          kind: 'redirect',
          status: context.status,
          location: context.headers.get('location') ?? '/',
        };
      }
      const guestRedirect = findGuestRedirect(
        context.matches.map(({ route }) => route.handle),
        init,
      );
      if (guestRedirect) return { kind: 'redirect', status: 302, location: guestRedirect };
      const queryClient = createAppQueryClient({ navigate: () => {}, getPathname: () => '' });
      seedInit(queryClient, init);
      if (postedForm) seedPostedForm(queryClient, postedForm);
      const pageHandles = context.matches.flatMap(({ route }) =>
        isPageHandle(route.handle) ? [route.handle] : [],
      );
      const pageModules = pageHandles.flatMap(modulesOfPage);
      const pageHandle = pageHandles.at(-1);
      // A static page is sent without the app: nothing in the browser reads prefetched data. A
      // flash message (§3) is the app's to show, as a toast: with one, the page comes with the app.
      const isStatic = pageHandle?.isStatic === true && !init.flashMessage;
      const params = context.matches.at(-1)?.params ?? {};
      const { pathname, searchParams } = new URL(url);
      const [existence] = await Promise.all([
        Promise.all(
          pageModules.map((pageModule) =>
            findVisitorLoader(pageModule)?.({
              pathname,
              params,
              searchParams,
              queryClient,
              getAsVisitor,
            }),
          ),
        ),
        ...pageModules.map((pageModule) => findPrefetch(pageModule)?.(queryClient, { params })),
      ]);
      // A page that shows "not found" is answered 404, known before rendering (an order the
      // team does not have, from its visitor's data) or while rendering (useNotFoundStatus: an unknown address or client).
      const status: TPageStatus = {
        code: existence.includes(false) ? 404 : context.statusCode,
      };
      // A static page has no browser to ask again: a failed prefetch renders its error state
      // (an unknown client's landing page) instead of a loading state that never ends.
      if (isStatic) {
        const defaults = queryClient.getDefaultOptions();
        queryClient.setDefaultOptions({
          ...defaults,
          queries: { ...defaults.queries, retryOnMount: false },
        });
      }
      // The page's parts loaded apart render whole (lib/ssr/lazy-part.tsx).
      await loadLazyParts();
      const router = createStaticRouter(handler.dataRoutes, context);
      const renderedParts = new Set<string>();
      // The offsets of the named zones its dates were written in travel with the page, so that
      // the browser hydrates them without Intl (the contract's zone-offsets.ts).
      const [body, zoneOffsets] = noteZoneOffsets(() =>
        renderToString(
          <StrictMode>
            <PageStatusProvider value={status}>
              <AnswerInHtmlProvider value={parseConsentCookie(consentCookie) !== null}>
                <RenderedParts value={renderedParts}>
                  <AppProviders queryClient={queryClient}>
                    <StaticRouterProvider router={router} context={context} hydrate={false} />
                  </AppProviders>
                </RenderedParts>
              </AnswerInHtmlProvider>
            </PageStatusProvider>
          </StrictMode>,
        ),
      );
      // What the prefetches and the visitor's data brought (init travels on its own, in the
      // shape of GET /v1/init). The page is personal already (init) and never cached.
      const queries = dehydrate(queryClient, {
        shouldDehydrateQuery: (query) =>
          query.state.status === 'success' && query.queryKey[0] !== initKey,
      });
      queryClient.clear();
      const routePath = findRouteTreePath(
        handler.dataRoutes,
        context.matches.map(({ route }) => route),
      );
      // A page whose routes the browser's router starts without (the staff console's, a site
      // page with the app) has main.tsx download them before it hydrates: preloaded with the page.
      const leftOutModules =
        !isStatic && needsEveryRoute(routeTables.start, routePath) ? [leftOutRoutesModule] : [];
      // The page's own chunks (index.html lists the app's; boot.ts loads both after the paint).
      const assets = findPageAssets(pageModules, {
        isStatic,
        staticModules: pageHandle?.staticModules,
        partModules: [...renderedParts, ...leftOutModules],
      });
      const head =
        renderAssetLinks(assets) +
        serializeEmbeddedInit(init) +
        (isStatic
          ? ''
          : serializeEmbeddedQueries(queries) +
            serializeEmbeddedZoneOffsets(zoneOffsets) +
            serializeEmbeddedRoutePath(routePath));
      return {
        kind: 'page',
        status: status.code,
        html: fillTemplate(template, head, body),
        isStatic,
      };
    },
  };
}
