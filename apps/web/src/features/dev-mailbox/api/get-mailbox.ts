import { apiPrefix, devEndpoints, type TDevMail } from '@deckhand/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '@/lib/http/http-client';

/** How often the open mailbox looks for new mail. */
export const mailboxPollMs = 3000;

/** GET /v1/dev/mailbox: every mail the app sent, newest first (only in development). */
export function getMailbox({ signal }: { signal?: AbortSignal } = {}): Promise<TDevMail[]> {
  return http.get({
    path: `${apiPrefix}${devEndpoints.mailbox}`,
    schema: 'ZDevMailboxResponse',
    signal,
  });
}

export const getMailboxQueryOptions = () =>
  queryOptions({
    queryKey: ['dev', 'mailbox'],
    queryFn: ({ signal }) => getMailbox({ signal }),
    refetchInterval: mailboxPollMs,
  });

export const useMailbox = () => useQuery(getMailboxQueryOptions());
