import { ordersListMessages } from '@deckhand/contract';
import { Button, Skeleton, Stack, Text } from '@mantine/core';
import { IconClipboardList, IconPlus } from '@tabler/icons-react';
import { useEffect } from 'react';
import { OrdersTable } from '@/domain/order/orders-table';
import { AppLink } from '@/lib/links/app-link';
import { readListState } from '@/lib/list/list-params';
import { useListState } from '@/lib/list/use-list-state';
import { paths } from '@/lib/paths';
import type { TLoadVisitorData } from '@/lib/ssr/visitor-data';
import { PageHeader } from '@/ui/page-header/page-header';
import { Pager } from '@/ui/pager/pager';
import { SectionCard } from '@/ui/section-card/section-card';
import { LoadFailedAlert } from '@/ui/status-message/load-failed-alert';
import { StatusMessage } from '@/ui/status-message/status-message';
import { seedOrdersAsVisitor, useOrders } from '../api/get-orders';
import { isOrderStatus, ordersList, toOrdersQuery } from '../api/orders-list-query';
import { OrdersFilters } from '../components/orders-filters';
import { useLiveOrders } from '../hooks/use-live-orders';

const messages = ordersListMessages;

/**
 * On the server, before rendering: the page of orders the address asks for, so the list is in the
 * page's HTML (its largest paint) instead of a placeholder until the app has run and asked.
 */
export const loadVisitorData: TLoadVisitorData = async (route) => {
  await seedOrdersAsVisitor(route, toOrdersQuery(readListState(route.searchParams, ordersList)));
  return true;
};

/** /my-profile/orders: every order of the team, paged, sorted, filtered and searched. */
export function OrdersPage() {
  useLiveOrders();
  const list = useListState(ordersList);
  const status = isOrderStatus(list.filters.status) ? list.filters.status : undefined;
  const search = list.filters.search ?? '';
  const orders = useOrders(toOrdersQuery(list));
  const { keepPageWithin } = list;
  const total = orders.isPlaceholderData ? undefined : orders.data?.total;
  useEffect(() => {
    if (total !== undefined) keepPageWithin(total);
  }, [total, keepPageWithin]);

  const isFiltered = Boolean(status || search);
  const orderNowButton = (
    <Button
      component={AppLink}
      to={paths.order.now.getHref()}
      leftSection={<IconPlus size={18} aria-hidden />}
      w="fit-content"
    >
      {messages.orderNow}
    </Button>
  );

  return (
    <Stack gap={0}>
      <PageHeader title={messages.heading} description={messages.intro} />
      <SectionCard title={messages.cardTitle} actions={orderNowButton}>
        <Stack gap="md">
          <OrdersFilters
            sort={list.sort}
            status={status ?? ''}
            search={search}
            onSortChange={list.setSort}
            onStatusChange={(value) => list.setFilter('status', value)}
            onSearchChange={(value) => list.setFilter('search', value)}
          />
          {orders.isPending ? (
            <Skeleton height={240} radius="md" />
          ) : orders.isError ? (
            <LoadFailedAlert
              title={messages.loadFailed}
              retryLabel={messages.retry}
              onRetry={() => void orders.refetch()}
            />
          ) : orders.data.total === 0 ? (
            isFiltered ? (
              <StatusMessage
                icon={IconClipboardList}
                message={messages.emptyFiltered}
                messageRole="status"
                isMessageStrong
                description={messages.emptyFilteredHint}
              >
                <Button
                  variant="default"
                  w="fit-content"
                  onClick={() => list.update({ filters: { status: undefined, search: undefined } })}
                >
                  {messages.clearFilters}
                </Button>
              </StatusMessage>
            ) : (
              <StatusMessage
                icon={IconClipboardList}
                message={messages.empty}
                messageRole="status"
                isMessageStrong
                description={messages.emptyHint}
              >
                {orderNowButton}
              </StatusMessage>
            )
          ) : (
            <Stack gap="md">
              <OrdersTable orders={orders.data.items} />
              <Pager
                page={list.page}
                limit={list.limit}
                total={orders.data.total}
                onPageChange={list.setPage}
                onLimitChange={list.setLimit}
                label="Order pages"
              />
              {orders.isFetching && orders.isPlaceholderData ? (
                <Text size="xs" c="dimmed" role="status">
                  {messages.loading}
                </Text>
              ) : null}
            </Stack>
          )}
        </Stack>
      </SectionCard>
    </Stack>
  );
}
