import {
  formatDateTime,
  staffOrderMessages as m,
  orderStatuses,
  orderStatusNames,
  staffOrderSortOptions,
  type TStaffOrdersQuery,
} from '@deckhand/contract';
import { Anchor, Group, NativeSelect, Skeleton, Stack, Table, Text } from '@mantine/core';
import { IconInbox } from '@tabler/icons-react';
import { useEffect } from 'react';
import { OrderStatusBadge } from '@/domain/order/order-status-badge';
import { AppLink } from '@/lib/links/app-link';
import { useListState } from '@/lib/list/use-list-state';
import { paths } from '@/lib/paths';
import { PageHeader } from '@/ui/page-header/page-header';
import { Pager } from '@/ui/pager/pager';
import { SearchInput } from '@/ui/search-input/search-input';
import { SectionCard } from '@/ui/section-card/section-card';
import { StackedTable } from '@/ui/stacked-table/stacked-table';
import { LoadFailedAlert } from '@/ui/status-message/load-failed-alert';
import { StatusMessage } from '@/ui/status-message/status-message';
import { useStaffOrders } from '../api/staff-orders-api';
import { ReviewFairnessCard } from '../components/review-fairness-card';

const queueList = {
  sortOptions: staffOrderSortOptions,
  defaultSort: { option: 'delivery', direction: 'asc' },
  filters: ['status', 'search'],
} as const;

const statusChoices = [
  { value: 'open', label: m.open },
  { value: 'all', label: m.all },
  ...orderStatuses.map((status) => ({ value: status, label: orderStatusNames[status] })),
];
const isQueueStatus = (value: string | undefined): value is TStaffOrdersQuery['status'] =>
  statusChoices.some((choice) => choice.value === value);

/**
 * /staff: every team's orders to work on, soonest promise first; under them, how many automatic
 * approvals went unopened.
 */
export function StaffQueuePage() {
  const list = useListState(queueList);
  const status = isQueueStatus(list.filters.status) ? list.filters.status : 'open';
  const search = list.filters.search ?? '';
  const { setFilter, keepPageWithin } = list;
  const orders = useStaffOrders({
    page: list.page,
    limit: list.limit,
    sort: list.sortParam,
    status,
    ...(search ? { search } : {}),
  });
  const total = orders.isPlaceholderData ? undefined : orders.data?.total;
  useEffect(() => {
    if (total !== undefined) keepPageWithin(total);
  }, [total, keepPageWithin]);

  return (
    <Stack gap={0}>
      <PageHeader title={m.queueHeading} description={m.queueIntro} />
      <Stack gap="lg">
        <SectionCard title="Orders">
          <Stack gap="md">
            <Group gap="sm" align="flex-end" wrap="wrap">
              <SearchInput
                label={m.searchLabel}
                placeholder={m.searchPlaceholder}
                maxLength={60}
                value={search}
                onSearch={(value) => setFilter('search', value)}
                w={{ base: '100%', sm: 260 }}
              />
              <NativeSelect
                label={m.statusLabel}
                data={statusChoices}
                value={status}
                onChange={(event) =>
                  setFilter(
                    'status',
                    event.currentTarget.value === 'open' ? undefined : event.currentTarget.value,
                  )
                }
                w={{ base: '100%', sm: 220 }}
              />
            </Group>
            {orders.isPending ? (
              <Skeleton height={240} radius="md" />
            ) : orders.isError ? (
              <LoadFailedAlert
                title={m.loadFailed}
                retryLabel="Try again"
                onRetry={() => void orders.refetch()}
              />
            ) : orders.data.total === 0 ? (
              <StatusMessage
                icon={IconInbox}
                message={m.empty}
                messageRole="status"
                isMessageStrong
              />
            ) : (
              <Stack gap="md">
                <StackedTable verticalSpacing="sm" highlightOnHover>
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>Order</Table.Th>
                      <Table.Th>{m.team}</Table.Th>
                      <Table.Th>What</Table.Th>
                      <Table.Th>Promised delivery</Table.Th>
                      <Table.Th>Status</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {orders.data.items.map((order) => (
                      <Table.Tr key={order.id}>
                        <Table.Td data-primary>
                          <Anchor
                            component={AppLink}
                            to={paths.staff.order.getHref(order.id)}
                            size="sm"
                            fw={600}
                            aria-label={`Order ${order.number}`}
                          >
                            {order.number}
                          </Anchor>
                        </Table.Td>
                        <Table.Td data-label={m.team}>{order.team.name}</Table.Td>
                        <Table.Td data-label="What">
                          <Stack gap={0}>
                            <Text size="sm">{order.flowName}</Text>
                            <Text size="xs" c="dimmed">
                              {order.slides ?? 0} slides
                            </Text>
                          </Stack>
                        </Table.Td>
                        <Table.Td data-label="Promised delivery">
                          {order.promisedDeliveryAt
                            ? formatDateTime(order.promisedDeliveryAt, order.timezone)
                            : '—'}
                        </Table.Td>
                        <Table.Td data-label="Status">
                          <OrderStatusBadge status={order.status} />
                        </Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </StackedTable>
                <Pager
                  page={list.page}
                  limit={list.limit}
                  total={orders.data.total}
                  onPageChange={list.setPage}
                  onLimitChange={list.setLimit}
                  label="Queue pages"
                />
              </Stack>
            )}
          </Stack>
        </SectionCard>
        <ReviewFairnessCard />
      </Stack>
    </Stack>
  );
}
