import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';

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

/**
 * A page module may export `prefetchQueries(queryClient, { params })`: the public data its first
 * render needs (e.g. the sign-in providers of /login, a client's landing data by its key). The
 * server runs it before rendering and sends the answers with the HTML, so the page is complete
 * in its first paint (docs/rendering.md).
 */
export type TPrefetchQueries = (
  queryClient: QueryClient,
  route: { params: Readonly<Record<string, string | undefined>> },
) => Promise<unknown>;
const prefetchers = new Map<string, TPrefetchQueries>();

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
 * and for a page of the public site the content file it shows (its own chunk).
 */
export type TPageHandle = { pageModule: string; contentModule?: string };

/** The manifest keys a page route loads: its page module and its content, if any. */
export const modulesOfPage = (handle: TPageHandle): string[] =>
  handle.contentModule ? [handle.pageModule, handle.contentModule] : [handle.pageModule];

/** Loads `features/<file>.tsx` (a page module), e.g. for a route that adds content to it. */
export function loadPageModule(
  file: `${string}/routes/${string}`,
): Promise<Record<string, unknown>> {
  const load = pageModules[`../../features/${file}.tsx`];
  if (!load) throw new Error(`No page module features/${file}.tsx`);
  return load();
}

export function isPageHandle(handle: unknown): handle is TPageHandle {
  return typeof handle === 'object' && handle !== null && 'pageModule' in handle;
}

/**
 * A lazy route for the component `exportName` of `features/<file>.tsx`, e.g.
 * `lazyPage('auth/routes/login-page', 'LoginPage')`.
 */
export function lazyPage(
  file: `${string}/routes/${string}`,
  exportName: string,
): Required<Pick<RouteObject, 'lazy' | 'handle'>> {
  const load = pageModules[`../../features/${file}.tsx`];
  if (!load) throw new Error(`No page module features/${file}.tsx`);
  const handle: TPageHandle = { pageModule: `src/features/${file}.tsx` };
  return {
    handle,
    lazy: async () => {
      const module = await load();
      const { prefetchQueries } = module;
      if (typeof prefetchQueries === 'function') {
        prefetchers.set(handle.pageModule, prefetchQueries as TPrefetchQueries);
      }
      const Component = module[exportName];
      if (typeof Component !== 'function') {
        throw new Error(`features/${file}.tsx does not export the component ${exportName}`);
      }
      return { Component: Component as ComponentType };
    },
  };
}
