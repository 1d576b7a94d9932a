import type { QueryClient } from '@tanstack/react-query';
import { reportError } from '@/lib/errors/error-reporting';
import { createErrorHandler } from '@/lib/errors/handle-error';
import { readErrorContext } from '@/lib/errors/read-error-context';
import { ApiError, NetworkError } from '@/lib/http/api-error';
import { clearCachedUser, readCachedInit } from '@/lib/init/get-init';
import { createQueryClient } from '@/lib/query/create-query-client';

type TAppQueryClientDeps = {
  /** In-app navigation, e.g. `router.navigate`. */
  navigate: (to: string) => void;
  getPathname: () => string;
};

/** The QueryClient wired to the error catalogue: toasts, 401 logout, 412 redirects (§8). */
export function createAppQueryClient({ navigate, getPathname }: TAppQueryClientDeps): QueryClient {
  const queryClient: QueryClient = createQueryClient({
    getAppEnv: () => readCachedInit(queryClient)?.env.appEnv ?? import.meta.env.MODE,
    onError: createErrorHandler({
      getContext: () => readErrorContext(getPathname()),
      onUnauthorized: () => clearCachedUser(queryClient),
      navigate,
      report: (error) => {
        // The server logs its own answers; what else failed (unexpected data, a bug) is reported.
        if (!(error instanceof ApiError || error instanceof NetworkError)) reportError(error);
        if (import.meta.env.MODE !== 'test') console.error(error);
      },
    }),
  });
  return queryClient;
}
