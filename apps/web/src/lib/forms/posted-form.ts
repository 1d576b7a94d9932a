import type { TPageFormName, TPostedForm } from '@deckhand/contract';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';

/**
 * A page's form sent without the app and refused by the server (docs/rendering.md, "Forms
 * without JavaScript"): the server renders the page with it in the query cache, which the page
 * embeds, so the form shows the kept values and the messages in the HTML and after hydration.
 */
/** Where the page carries it: a query of the page's cache, embedded like the prefetched ones. */
export const postedFormKey = ['posted-form'] as const;

/** The server's renderer: the refused form goes with the page. */
export function seedPostedForm(queryClient: QueryClient, posted: TPostedForm): void {
  queryClient.setQueryData(postedFormKey, posted);
}

/**
 * The refused post of the page form `name`, if this page came as its answer. Read once: the
 * form takes it over, and a later visit of the page starts empty.
 */
export function usePostedForm(name: TPageFormName | undefined): TPostedForm | null {
  const queryClient = useQueryClient();
  const [posted] = useState(() => {
    if (!name) return null;
    const data = queryClient.getQueryData<TPostedForm>(postedFormKey);
    return data?.form === name ? data : null;
  });
  useEffect(() => {
    if (posted) queryClient.removeQueries({ queryKey: postedFormKey, exact: true });
  }, [posted, queryClient]);
  return posted;
}
