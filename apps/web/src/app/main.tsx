import { learnZoneOffsets } from '@deckhand/contract';
import { hydrate } from '@tanstack/react-query';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { AnswerInHtmlProvider, hasBannerInHtml } from '@/lib/consent/cookie-consent';
import { startErrorReporting } from '@/lib/errors/error-reporting';
import {
  readEmbeddedInit,
  readEmbeddedQueries,
  readEmbeddedRoutePath,
  readEmbeddedZoneOffsets,
} from '@/lib/init/embedded-init';
import { getInitQueryOptions, seedInit } from '@/lib/init/get-init';
import { nextTask } from '@/lib/scheduling/next-task';
import { AppProviders } from './providers';
import { createAppQueryClient } from './query-client';
import { resolveLazyMatches } from './rendering/resolve-lazy-matches';
import { needsEveryRoute, startRouteDiscovery } from './rendering/route-discovery';
import { routeTables } from './routes';

/**
 * Starts the app. A server-rendered page (docs/rendering.md) is hydrated with the init payload it
 * carries; otherwise (the Vite dev server) the app renders into an empty #root and asks for init.
 */
async function start(container: HTMLElement) {
  const isServerRendered = container.firstElementChild !== null;
  // The server left the cookie banner out when it knew the answer: hydrate what it sent.
  const isConsentAnsweredInHtml = isServerRendered && !hasBannerInHtml(container);
  // A customer's page starts without the routes of the staff console and the site, added when
  // the app first goes to one of their pages (rendering/route-discovery.tsx); one of theirs
  // downloads them first.
  const routePath = readEmbeddedRoutePath();
  const routes =
    isServerRendered && needsEveryRoute(routeTables.start, routePath)
      ? routeTables.withLeftOut(await routeTables.loadLeftOut())
      : routeTables.start;
  if (isServerRendered) {
    await resolveLazyMatches(routes, window.location.pathname, routePath);
    // The router's start in a task of its own, not in the one that ran the page's modules.
    await nextTask();
  }
  // Hydration data (none: no page has a loader that the server ran) tells the router the page is
  // the server's: it leaves the scroll where the visitor has taken it by now instead of going back
  // to the top on its first render, which moved a button away under a tap (held-clicks.ts).
  const router = createBrowserRouter(
    routes,
    isServerRendered ? { hydrationData: { loaderData: {} } } : undefined,
  );
  if (routes === routeTables.start) startRouteDiscovery(router, routeTables);
  // Creating the router ranks every route it holds (~15 ms of a phone's CPU, more the first time its
  // code runs): hydration starts in the next task, so neither holds a tap for both.
  if (isServerRendered) await nextTask();
  const queryClient = createAppQueryClient({
    navigate: (to) => void router.navigate(to),
    getPathname: () => router.state.location.pathname,
  });
  const queries = readEmbeddedQueries();
  if (queries) hydrate(queryClient, queries);
  const init = readEmbeddedInit();
  if (init) seedInit(queryClient, init);
  // Init holds the current user: ask for it while the first route's code downloads.
  else void queryClient.prefetchQuery(getInitQueryOptions());
  // The dates the server wrote in a named zone are written again from its offsets, not with Intl.
  learnZoneOffsets(readEmbeddedZoneOffsets());

  const app = (
    <StrictMode>
      <AnswerInHtmlProvider value={isConsentAnsweredInHtml}>
        <AppProviders queryClient={queryClient}>
          <RouterProvider router={router} />
        </AppProviders>
      </AnswerInHtmlProvider>
    </StrictMode>
  );
  // Hydration in a transition yields to the browser every few milliseconds instead of holding
  // the main thread for the whole page (on a phone, seconds); a tap on a button meanwhile is held
  // and replayed once the page is live (rendering/held-clicks.ts), typing in a form is kept.
  if (isServerRendered) startTransition(() => void hydrateRoot(container, app));
  else createRoot(container).render(app);
  // Sentry (docs/errors.md) as init says; its SDK loads when the browser is idle after hydration.
  queryClient.fetchQuery(getInitQueryOptions()).then(
    ({ env }) => startErrorReporting({ dsn: env.errorReportingDsn, environment: env.appEnv }),
    () => {},
  );
}

/**
 * Hydrates the page (app-entry.ts calls it). Not run on import: the pages' chunks import this
 * chunk's shared code (Mantine's core, src/app, src/lib), and boot.ts runs them one a task
 * before the app starts (docs/rendering.md).
 */
export function startApp(): void {
  const container = document.getElementById('root');
  if (!container) throw new Error('The #root element is missing from index.html');
  void start(container);
}
