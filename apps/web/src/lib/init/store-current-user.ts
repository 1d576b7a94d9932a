import type { TCurrentUser } from '@deckhand/contract';
import type { QueryClient } from '@tanstack/react-query';
import { getInitQueryOptions } from './get-init';

/**
 * Puts a freshly signed-in or refreshed user into the init answer, where every guard and
 * header reads the current user. Without a cached init answer, init is fetched again.
 */
export async function storeCurrentUser(
  queryClient: QueryClient,
  user: TCurrentUser,
): Promise<void> {
  const { queryKey } = getInitQueryOptions();
  if (queryClient.getQueryData(queryKey)) {
    queryClient.setQueryData(queryKey, (init) => (init ? { ...init, user } : init));
    return;
  }
  await refreshInit(queryClient);
}

/** Reads init again from the server (e.g. after a staff member signs in: §4). */
export async function refreshInit(queryClient: QueryClient): Promise<void> {
  await queryClient.fetchQuery({ ...getInitQueryOptions(), staleTime: 0 });
}
