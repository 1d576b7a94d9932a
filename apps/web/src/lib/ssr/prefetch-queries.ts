import type { QueryClient } from '@tanstack/react-query';

/**
 * What a page module may export as `prefetchQueries(queryClient, { params })`: the public data its
 * first render needs (the sign-in providers of /login, a client's landing data by its key). The
 * server runs it before rendering and sends the answers with the HTML, so the page is complete
 * in its first paint (docs/rendering.md).
 */
export type TPrefetchQueries = (
  queryClient: QueryClient,
  route: { params: Readonly<Record<string, string | undefined>> },
) => Promise<unknown>;
