import { Skeleton } from '@mantine/core';
import type { ReactNode } from 'react';
import { LoadFailedAlert } from './load-failed-alert';

/** What QueryContent reads of a query (TanStack Query's result has it). */
type TQueryLike<T> =
  | { isPending: true; isError: false; data: undefined; refetch: () => unknown }
  | { isPending: false; isError: true; data: T | undefined; refetch: () => unknown }
  | { isPending: false; isError: false; data: T; refetch: () => unknown };

type TQueryContentProps<T> = {
  query: TQueryLike<T>;
  /** The load failed alert's title: "We could not load the alerts. Please try again." */
  loadFailedTitle: string;
  /** The skeleton's height while loading: the size of what comes. */
  skeletonHeight?: number;
  /** With `empty`: what to show when the data holds nothing. */
  isEmpty?: (data: T) => boolean;
  empty?: ReactNode;
  children: (data: T) => ReactNode;
};

/**
 * A card's content from a query, in the house's states: a skeleton while loading, the load failed
 * alert with "Try again", the empty state, or the content.
 */
export function QueryContent<T>({
  query,
  loadFailedTitle,
  skeletonHeight = 160,
  isEmpty,
  empty,
  children,
}: TQueryContentProps<T>) {
  if (query.isPending) return <Skeleton height={skeletonHeight} radius="md" />;
  if (query.isError) {
    return <LoadFailedAlert title={loadFailedTitle} onRetry={() => void query.refetch()} />;
  }
  if (isEmpty?.(query.data)) return <>{empty}</>;
  return <>{children(query.data)}</>;
}
