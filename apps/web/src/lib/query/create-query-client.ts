import { timings } from '@deckhand/contract';
import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { shouldRetry } from './should-retry';

export type TQueryMeta = {
  /** The caller shows this error itself; the global toast is skipped. */
  isErrorHandled?: boolean;
};

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: TQueryMeta;
    mutationMeta: TQueryMeta;
  }
}

export type TQueryClientOptions = {
  /** `production`, `staging` ...: from init when known, else the build mode. */
  getAppEnv: () => string;
  onError: (error: unknown) => void;
};

/** Query defaults of §7/§9: 45 s staleness, retry rules, one global error handler. */
export function createQueryClient({ getAppEnv, onError }: TQueryClientOptions): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        if (!query.meta?.isErrorHandled) onError(error);
      },
    }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => {
        if (!mutation.meta?.isErrorHandled) onError(error);
      },
    }),
    defaultOptions: {
      queries: {
        staleTime: timings.queryStaleMs,
        retry: (failureCount, error) => shouldRetry(failureCount, error, getAppEnv()),
      },
      mutations: { retry: false },
    },
  });
}
