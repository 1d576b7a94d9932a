import type { TInitResponse } from '@deckhand/contract';
import { Notifications } from '@mantine/notifications';
import type { QueryKey } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, MemoryRouter, type RouteObject, RouterProvider } from 'react-router';
import { appRoutes } from '@/app/all-routes';
import { AppProviders } from '@/app/providers';
import { createAppQueryClient } from '@/app/query-client';
import { getInitQueryOptions } from '@/lib/init/get-init';
import { ModalManagerProvider } from '@/lib/modals/modal-manager-provider';
import { makeInit } from './fixtures';

type TRenderOptions = {
  /** The address the memory router starts at. */
  route?: string;
  /** The init answer seeded into the cache; `null` leaves init to be fetched. */
  init?: TInitResponse | null;
};

function renderRouter(routes: RouteObject[], { route = '/', init = makeInit() }: TRenderOptions) {
  const router = createMemoryRouter(routes, { initialEntries: [route] });
  const queryClient = createAppQueryClient({
    navigate: (to) => void router.navigate(to),
    getPathname: () => router.state.location.pathname,
  });
  if (init) queryClient.setQueryData(getInitQueryOptions().queryKey, init);
  const user = userEvent.setup();
  const view = render(
    <AppProviders queryClient={queryClient} env="test">
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, router, queryClient, user };
}

/** The whole app (all routes, guards, layouts) in a memory router. */
export function renderApp(options: TRenderOptions = {}) {
  return renderRouter(appRoutes, options);
}

/** `routes` of a test's own (an error element, say) in a memory router with every provider. */
export function renderRoutes(routes: RouteObject[], options: TRenderOptions = {}) {
  return renderRouter(routes, options);
}

/** One component inside every provider (toasts, modal manager, router) at `route`. */
export function renderWithProviders(ui: ReactNode, options: TRenderOptions = {}) {
  const routes: RouteObject[] = [
    {
      path: '*',
      element: (
        <ModalManagerProvider>
          <Notifications />
          {ui}
        </ModalManagerProvider>
      ),
    },
  ];
  return renderRouter(routes, options);
}

type TServerHtmlOptions = {
  /** An init answer in the cache, as the server seeds it (and the page carries it to the browser). */
  init?: TInitResponse;
  /** Answers in the cache, as a page's prefetch or visitor's data puts them there: [key, data]. */
  queries?: readonly (readonly [QueryKey, unknown])[];
};

function createPageQueryClient({ init, queries = [] }: TServerHtmlOptions) {
  const queryClient = createAppQueryClient({ navigate: () => {}, getPathname: () => '' });
  if (init) queryClient.setQueryData(getInitQueryOptions().queryKey, init);
  for (const [key, data] of queries) queryClient.setQueryData(key, data);
  return queryClient;
}

/** `ui` rendered to HTML the way the server renders a page (providers, a router, no effects). */
export function renderToHtml(ui: ReactNode, options: TServerHtmlOptions = {}): string {
  const queryClient = createPageQueryClient(options);
  return renderToString(
    <AppProviders queryClient={queryClient}>
      <MemoryRouter>{ui}</MemoryRouter>
    </AppProviders>,
  );
}

/**
 * `ui` as the server sends it (renderToHtml), in a container in the document, and `hydrate`, which
 * lets the app take that HTML over as the browser does (hydrateRoot, effects run).
 */
export function renderServerHtml(ui: ReactNode, options: TServerHtmlOptions = {}) {
  const container = document.body.appendChild(document.createElement('div'));
  container.innerHTML = renderToHtml(ui, options);
  const queryClient = createPageQueryClient(options);
  return {
    container,
    /** `browserUi`: the page as the browser has it, when it differs (a part's code not there). */
    hydrate: (browserUi: ReactNode = ui) =>
      render(
        <AppProviders queryClient={queryClient}>
          <MemoryRouter>{browserUi}</MemoryRouter>
        </AppProviders>,
        { container, hydrate: true },
      ),
  };
}

/**
 * What React reports while a page hydrates, until `stop()`: a changed attribute (console.error,
 * "won't be patched up") and a tree it had to render again (a window error, "Hydration failed").
 */
export function collectHydrationErrors() {
  const messages: string[] = [];
  const { error } = console;
  console.error = (...args: unknown[]) => {
    messages.push(args.map(String).join(' '));
  };
  const onError = (event: ErrorEvent) => {
    messages.push(event.message);
    event.preventDefault();
  };
  window.addEventListener('error', onError);
  return {
    messages,
    stop: () => {
      console.error = error;
      window.removeEventListener('error', onError);
    },
  };
}
