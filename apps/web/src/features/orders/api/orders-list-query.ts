import {
  defaultOrderSort,
  orderSortOptions,
  orderStatuses,
  type TOrderStatus,
  type TOrdersQuery,
} from '@deckhand/contract';
import { formatSort, type TListState } from '@/lib/list/list-params';

/** The orders list's query-string state (§2.4): newest first; a status and a search as filters. */
export const ordersList = {
  sortOptions: orderSortOptions,
  defaultSort: defaultOrderSort,
  filters: ['status', 'search'],
} as const;

type TOrdersListState = TListState<
  (typeof ordersList.sortOptions)[number],
  (typeof ordersList.filters)[number]
>;

export const isOrderStatus = (value: string | undefined): value is TOrderStatus =>
  (orderStatuses as readonly string[]).includes(value ?? '');

/**
 * What the list asks the API for its state: an unknown status is no filter, an empty search none.
 * The page and the server's first render (loadVisitorData) ask the same, so the page hydrates
 * from the rows the server rendered.
 */
export function toOrdersQuery(state: TOrdersListState): TOrdersQuery {
  const { status, search } = state.filters;
  return {
    page: state.page,
    limit: state.limit,
    sort: formatSort(state.sort),
    ...(isOrderStatus(status) ? { status } : {}),
    ...(search ? { search } : {}),
  };
}
