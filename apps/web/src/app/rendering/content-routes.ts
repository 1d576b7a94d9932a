import { createElement } from 'react';
import type { RouteObject } from 'react-router';
import type { TContentModule } from '@/lib/content/content-module';
import type { TPrefetchQueries } from '@/lib/ssr/prefetch-queries';
import { loadPageModule, registerPrefetch, type TPageHandle } from './lazy-page';

/**
 * The public site's pages: one MDX file each under features/site/content, its path the file's
 * (`about/index.mdx` is /about, `documents/cookies-policy.mdx` is /documents/cookies-policy).
 * Adding a file adds the page; the site's page module (features/site/routes/content-page.tsx)
 * lays it out. See docs/public-site.md.
 */
const contentFiles = import.meta.glob<TContentModule>('../../features/site/content/**/*.mdx');
const contentRoot = '../../features/site/content/';

/** `../../features/site/content/about/index.mdx` -> `/about`. */
export function contentPathOf(file: string): string {
  const name = file.slice(contentRoot.length, -'.mdx'.length);
  return `/${name.replace(/(^|\/)index$/, '')}`.replace(/(.)\/$/, '$1');
}

/** Every page of the public site by path: the routes, the sitemap and the tests read it. */
export const contentPaths: readonly string[] = Object.keys(contentFiles).map(contentPathOf).sort();

type TContentPageModule = {
  ContentPage: (props: { content: TContentModule }) => React.ReactNode;
  contentPrefetch: (content: TContentModule) => TPrefetchQueries | undefined;
};

const pageFile = 'site/routes/content-page' as const;

/** A lazy route for one content file: the page module and the content, both preloaded. */
function contentRoute(file: string, load: () => Promise<TContentModule>): RouteObject {
  const contentModule = `src/features/site/content/${file.slice(contentRoot.length)}`;
  // The site's pages need no app in the browser: sent as rendered (docs/public-site.md).
  const handle: TPageHandle = {
    pageModule: `src/features/${pageFile}.tsx`,
    contentModule,
    isStatic: true,
  };
  return {
    path: contentPathOf(file),
    handle,
    lazy: async () => {
      const [page, content] = await Promise.all([
        loadPageModule(pageFile) as Promise<TContentPageModule>,
        load(),
      ]);
      const prefetch = page.contentPrefetch(content);
      if (prefetch) registerPrefetch(contentModule, prefetch);
      return { Component: () => createElement(page.ContentPage, { content }) };
    },
  };
}

export const contentRoutes: RouteObject[] = Object.entries(contentFiles).map(([file, load]) =>
  contentRoute(file, load),
);
