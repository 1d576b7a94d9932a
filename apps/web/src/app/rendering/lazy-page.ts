import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import type { TPrefetchQueries } from '@/lib/ssr/prefetch-queries';
import type { TLoadVisitorData } from '@/lib/ssr/visitor-data';

/**
 * Every page module under a feature's routes/ folder, each its own chunk. Globbing them (instead of
 * one `import()` per route) gives each lazy route the file it loads, which the server needs to
 * preload that chunk and its styles with the HTML it renders (see docs/rendering.md).
 */
const pageModules = import.meta.glob<Record<string, unknown>>([
  '../../features/*/routes/*.tsx',
  '!../../features/*/routes/*.test.tsx',
  // Pages the route table imports directly (shown without a chunk of their own).
  '!../../features/status-pages/routes/{not-found,loading}-page.tsx',
]);

/** The `prefetchQueries` export of each page module loaded so far (lib/ssr/prefetch-queries.ts). */
const prefetchers = new Map<string, TPrefetchQueries>();
/** The `loadVisitorData` export of each page module loaded so far (lib/ssr/visitor-data.ts). */
const visitorLoaders = new Map<string, TLoadVisitorData>();

/** The visitor's data loader of a page module that has been loaded, if it exports one. */
export function findVisitorLoader(pageModule: string): TLoadVisitorData | undefined {
  return visitorLoaders.get(pageModule);
}

/** The prefetch of a page module that has been loaded, if it exports one. */
export function findPrefetch(pageModule: string): TPrefetchQueries | undefined {
  return prefetchers.get(pageModule);
}

/** Records the prefetch of a module the route loaded (a content page's live data). */
export function registerPrefetch(module: string, prefetch: TPrefetchQueries): void {
  prefetchers.set(module, prefetch);
}

/**
 * What a page route carries for the server: the source file of its chunk (a Vite manifest key),
 * for a page of the public site the content file it shows (its own chunk), and whether the page
 * is static: sent as the server rendered it, without the app (docs/rendering.md).
 */
export type TPageHandle = {
  pageModule: string;
  contentModule?: string;
  isStatic?: boolean;
  /**
   * A static page's own live parts: modules (manifest keys) its script imports for this page,
   * listed with its scripts so they download with it (the sign-in form's checks, say).
   */
  staticModules?: readonly string[];
};

/** The options of a page route (lazyPage). */
export type TPageOptions = Pick<TPageHandle, 'isStatic' | 'staticModules'>;

/** The manifest keys a page route loads: its page module and its content, if any. */
export const modulesOfPage = (handle: TPageHandle): string[] =>
  handle.contentModule ? [handle.pageModule, handle.contentModule] : [handle.pageModule];

type TPageFile = `${string}/routes/${string}`;

/** The loader of `features/<file>.tsx`; a file that is not a page module is a programming error. */
function findPageLoader(file: TPageFile): () => Promise<Record<string, unknown>> {
  const load = pageModules[`../../features/${file}.tsx`];
  if (!load) throw new Error(`No page module features/${file}.tsx`);
  return load;
}

/** Loads `features/<file>.tsx` (a page module), e.g. for a route that adds content to it. */
export const loadPageModule = (file: TPageFile): Promise<Record<string, unknown>> =>
  findPageLoader(file)();

export function isPageHandle(handle: unknown): handle is TPageHandle {
  return typeof handle === 'object' && handle !== null && 'pageModule' in handle;
}

/**
 * A lazy route for the component `exportName` of `features/<file>.tsx`, e.g.
 * `lazyPage('auth/routes/login-page', 'LoginPage')`; `{ isStatic: true }` for a page that needs
 * no app in the browser, with `staticModules` for what its live parts need (docs/rendering.md).
 */
export function lazyPage(
  file: TPageFile,
  exportName: string,
  { isStatic = false, staticModules }: TPageOptions = {},
): Required<Pick<RouteObject, 'lazy' | 'handle'>> {
  const load = findPageLoader(file);
  const handle: TPageHandle = { pageModule: `src/features/${file}.tsx`, isStatic, staticModules };
  return {
    handle,
    lazy: async () => {
      const module = await load();
      const { prefetchQueries, loadVisitorData } = module;
      if (typeof prefetchQueries === 'function') {
        prefetchers.set(handle.pageModule, prefetchQueries as TPrefetchQueries);
      }
      if (typeof loadVisitorData === 'function') {
        visitorLoaders.set(handle.pageModule, loadVisitorData as TLoadVisitorData);
      }
      const Component = module[exportName];
      if (typeof Component !== 'function') {
        throw new Error(`features/${file}.tsx does not export the component ${exportName}`);
      }
      return { Component: Component as ComponentType };
    },
  };
}
