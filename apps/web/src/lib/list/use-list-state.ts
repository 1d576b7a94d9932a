import type { TSortDirection } from '@deckhand/contract';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import {
  applyListChange,
  countPages,
  formatSort,
  readListState,
  type TListChange,
  type TListConfig,
  type TListQuery,
  type TListState,
  type TSort,
  toListQuery,
  writeListParams,
} from './list-params';

export type { TListConfig, TListQuery, TListState, TSort } from './list-params';

export type TListStateApi<TOption extends string, TFilter extends string = never> = TListState<
  TOption,
  TFilter
> & {
  /** The sort filter as the API takes it: 'date:desc'. */
  sortParam: `${TOption}:${TSortDirection}`;
  /** What the list's API call sends (and its query key): page, limit, sort and the filters. */
  query: TListQuery<TFilter>;
  setPage: (page: number) => void;
  /** Back to the default page (§2.4). */
  setLimit: (limit: number) => void;
  /** Back to the default page (§2.4). */
  setSort: (sort: TSort<TOption>) => void;
  /** Back to the default page (§2.4); `undefined` or '' clears the filter. */
  setFilter: (name: TFilter, value: string | undefined) => void;
  /** Several changes in one history entry. */
  update: (change: TListChange<TOption, TFilter>) => void;
  /**
   * When the page is past the last page of `total` rows (rows were removed, an old link),
   * replaces (not pushes) the URL with the last page. Call it once the total is known.
   */
  keepPageWithin: (total: number) => void;
};

/**
 * A paged list's state in the query string (§2.4): page, limit and sort (`option:asc|desc`),
 * defaults left out of the URL, every change pushed as a history entry, and the page back to the
 * default when anything but the page changes. `config` should be a module constant.
 *
 *   const paymentsList = { sortOptions: ['date', 'amount'], defaultSort: { option: 'date', direction: 'desc' } } as const;
 *   const list = useListState(paymentsList);
 *   useQuery(getPaymentsQueryOptions(list.query));
 *   <Pager page={list.page} limit={list.limit} total={data.total} onPageChange={list.setPage} onLimitChange={list.setLimit} />
 */
export function useListState<const TOption extends string, const TFilter extends string = never>(
  config: TListConfig<TOption, TFilter>,
): TListStateApi<TOption, TFilter> {
  const [searchParams, setSearchParams] = useSearchParams();
  const state = useMemo(() => readListState(searchParams, config), [searchParams, config]);

  const update = useCallback(
    (change: TListChange<TOption, TFilter>) => {
      const next = applyListChange(state, change, config);
      if (next === state) return;
      setSearchParams((current) => writeListParams(current, next, config));
    },
    [state, config, setSearchParams],
  );

  const keepPageWithin = useCallback(
    (total: number) => {
      const lastPage = countPages(total, state.limit);
      if (state.page <= lastPage) return;
      setSearchParams((current) => writeListParams(current, { ...state, page: lastPage }, config), {
        replace: true,
      });
    },
    [state, config, setSearchParams],
  );

  return useMemo(() => {
    const sortParam = formatSort(state.sort);
    return {
      ...state,
      sortParam,
      query: toListQuery(state),
      setPage: (page: number) => update({ page }),
      setLimit: (limit: number) => update({ limit }),
      setSort: (sort: TSort<TOption>) => update({ sort }),
      setFilter: (name: TFilter, value: string | undefined) =>
        update({ filters: { [name]: value } as Partial<Record<TFilter, string | undefined>> }),
      update,
      keepPageWithin,
    };
  }, [state, update, keepPageWithin]);
}
