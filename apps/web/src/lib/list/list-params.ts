import {
  limits,
  pageSizeOptions,
  pagination,
  sortDirections,
  type TSortDirection,
} from '@deckhand/contract';

/**
 * List state in the query string (§2.4, §9): `page`, `limit` and a sort filter `sort=option:asc|desc`,
 * plus any filters a list declares. Defaults (page 1, limit 5, the list's default sort, an empty
 * filter) are left out of the URL. Pure functions: the hook (`use-list-state.ts`) wires them to
 * the router.
 *
 * The page rule, "the page resets to default when equal to the previous one or 1", read as:
 * - a change that leaves the page as it was (the change is to the limit, the sort or a filter)
 *   puts the list back on the default page, since page N of another ordering or size is
 *   another set of rows;
 * - a change that names a new page keeps it, and page 1 is the default, so it is left out of
 *   the URL like every default.
 * A change that changes nothing writes nothing (no history entry).
 */

export type TSort<TOption extends string> = { option: TOption; direction: TSortDirection };

export type TListConfig<TOption extends string, TFilter extends string = never> = {
  /** The sort options of the list's contract query (`pageQuery([...])`). */
  sortOptions: readonly TOption[];
  defaultSort: TSort<TOption>;
  /** Other query parameters that belong to the list (a status filter...). */
  filters?: readonly TFilter[];
};

export type TListState<TOption extends string, TFilter extends string = never> = {
  page: number;
  limit: number;
  sort: TSort<TOption>;
  filters: Partial<Record<TFilter, string>>;
};

export type TListChange<TOption extends string, TFilter extends string = never> = {
  page?: number;
  limit?: number;
  sort?: TSort<TOption>;
  /** `undefined` or '' clears a filter. */
  filters?: Partial<Record<TFilter, string | undefined>>;
};

export const listParamNames = { page: 'page', limit: 'limit', sort: 'sort' } as const;

/** Longest filter value read from the URL (longer ones are ignored). */
const filterValueMax = limits.textMax;

function readPage(value: string | null): number {
  if (value === null || !/^\d{1,10}$/.test(value)) return pagination.defaultPage;
  const page = Number(value);
  return page >= 1 && page <= limits.integerMax ? page : pagination.defaultPage;
}

function readLimit(value: string | null): number {
  const limit = Number(value);
  return value !== null && (pageSizeOptions as readonly number[]).includes(limit)
    ? limit
    : pagination.defaultLimit;
}

export function formatSort<TOption extends string>(
  sort: TSort<TOption>,
): `${TOption}:${TSortDirection}` {
  return `${sort.option}:${sort.direction}`;
}

function readSort<TOption extends string>(
  value: string | null,
  config: TListConfig<TOption, string>,
): TSort<TOption> {
  if (value === null) return config.defaultSort;
  const [option, direction, ...rest] = value.split(':');
  const knownOption = config.sortOptions.find((known) => known === option);
  const knownDirection = sortDirections.find((known) => known === direction);
  if (!knownOption || !knownDirection || rest.length > 0) return config.defaultSort;
  return { option: knownOption, direction: knownDirection };
}

/** What a list's API call sends for its state (and its query key): page, limit, sort, filters. */
export type TListQuery<TFilter extends string = never> = {
  page: number;
  limit: number;
  sort: string;
} & Partial<Record<TFilter, string>>;

/**
 * The list's API query for `state`. The page (useListState) and the server's first render (a
 * page's loadVisitorData, from the address) ask the same, so the page hydrates from its rows.
 */
export const toListQuery = <TOption extends string, TFilter extends string = never>(
  state: TListState<TOption, TFilter>,
): TListQuery<TFilter> =>
  ({
    page: state.page,
    limit: state.limit,
    sort: formatSort(state.sort),
    ...state.filters,
  }) as TListQuery<TFilter>;

/** The list's state from the query string; anything unknown or invalid reads as the default. */
export function readListState<TOption extends string, TFilter extends string = never>(
  params: URLSearchParams,
  config: TListConfig<TOption, TFilter>,
): TListState<TOption, TFilter> {
  const filters: Partial<Record<TFilter, string>> = {};
  for (const name of config.filters ?? []) {
    const value = params.get(name);
    if (value && value.length <= filterValueMax && !value.includes('\0')) filters[name] = value;
  }
  return {
    page: readPage(params.get(listParamNames.page)),
    limit: readLimit(params.get(listParamNames.limit)),
    sort: readSort(params.get(listParamNames.sort), config),
    filters,
  };
}

function sameState<TOption extends string, TFilter extends string>(
  left: TListState<TOption, TFilter>,
  right: TListState<TOption, TFilter>,
  filterNames: readonly TFilter[],
): boolean {
  return (
    left.page === right.page &&
    left.limit === right.limit &&
    left.sort.option === right.sort.option &&
    left.sort.direction === right.sort.direction &&
    filterNames.every((name) => (left.filters[name] ?? '') === (right.filters[name] ?? ''))
  );
}

/** The state after `change`, with the page rule of §2.4 applied (see the file's comment). */
export function applyListChange<TOption extends string, TFilter extends string = never>(
  previous: TListState<TOption, TFilter>,
  change: TListChange<TOption, TFilter>,
  config: TListConfig<TOption, TFilter>,
): TListState<TOption, TFilter> {
  const filters: Partial<Record<TFilter, string>> = { ...previous.filters };
  for (const [name, value] of Object.entries(change.filters ?? {}) as [
    TFilter,
    string | undefined,
  ][]) {
    if (value) filters[name] = value;
    else delete filters[name];
  }
  const next: TListState<TOption, TFilter> = {
    page: change.page !== undefined && change.page >= 1 ? Math.trunc(change.page) : previous.page,
    limit: change.limit ?? previous.limit,
    sort: change.sort ?? previous.sort,
    filters,
  };
  const filterNames = config.filters ?? [];
  if (sameState(previous, next, filterNames)) return previous;
  if (next.page === previous.page) next.page = pagination.defaultPage;
  return next;
}

/**
 * The query string of `state`: defaults left out, the list's own parameters replaced, every other
 * parameter of `current` kept as it was.
 */
export function writeListParams<TOption extends string, TFilter extends string = never>(
  current: URLSearchParams,
  state: TListState<TOption, TFilter>,
  config: TListConfig<TOption, TFilter>,
): URLSearchParams {
  const params = new URLSearchParams(current);
  const set = (name: string, value: string | undefined) => {
    if (value === undefined) params.delete(name);
    else params.set(name, value);
  };
  set(listParamNames.page, state.page === pagination.defaultPage ? undefined : String(state.page));
  set(
    listParamNames.limit,
    state.limit === pagination.defaultLimit ? undefined : String(state.limit),
  );
  const sort = formatSort(state.sort);
  set(listParamNames.sort, sort === formatSort(config.defaultSort) ? undefined : sort);
  for (const name of config.filters ?? []) set(name, state.filters[name] || undefined);
  return params;
}

/** The number of pages `total` rows fill at `limit` a page (at least 1). */
export function countPages(total: number, limit: number): number {
  return Math.max(1, Math.ceil(total / limit));
}
