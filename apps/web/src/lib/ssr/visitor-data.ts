import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { checkWithSchema, type TSchemaName, type TSchemaOutput } from '../http/load-schemas';

/** What the API answered the visitor for a GET, asked in-process by the server renderer. */
export type TVisitorAnswer = { status: number; body: unknown };

/**
 * What a signed-in page module may export as `loadVisitorData(route)` (docs/rendering.md): before
 * rendering, the server asks the API **as this visitor** (their cookies) for what the page shows
 * first, puts the answers in `queryClient` (they travel with the page, which is never cached) and
 * says whether it exists: false answers the page 404 (an order the team does not have).
 */
export type TLoadVisitorData = (route: TVisitorRoute) => Promise<boolean>;

/**
 * What a page's `loadVisitorData` is given: the address's path (a module with several pages: which
 * one), the route's params, the address's query string (a list's page, sort and filters), the
 * page's cache, the API.
 */
export type TVisitorRoute = {
  pathname: string;
  params: Readonly<Record<string, string | undefined>>;
  searchParams: URLSearchParams;
  queryClient: QueryClient;
  getAsVisitor: (apiPath: string) => Promise<TVisitorAnswer>;
};

/**
 * Asks the API for `path` as the visitor and, when it answers 200 with what the contract's schema
 * `schema` accepts, keeps it under `queryKey` (through `select`, when the query keeps it so), as
 * the browser's query would have (parsed by the same schema). Anything else is left for the
 * browser to ask again. The answer's status is returned.
 */
export async function seedAsVisitor<N extends TSchemaName>(
  route: TVisitorRoute,
  {
    path,
    queryKey,
    schema,
    select,
  }: {
    path: string;
    queryKey: QueryKey;
    schema: N;
    select?: (answer: TSchemaOutput<N>) => unknown;
  },
): Promise<number> {
  const answer = await route.getAsVisitor(path);
  if (answer.status === 200) {
    const parsed = await checkWithSchema(schema, answer.body);
    if (parsed.success) {
      route.queryClient.setQueryData(queryKey, select ? select(parsed.data) : parsed.data);
    }
  }
  return answer.status;
}
