import {
  formatDate,
  formatDateTime,
  formatMinorUnits,
  ordersListMessages,
  type TOrderListItem,
  treatmentNames,
} from '@deckhand/contract';
import { Anchor, Stack, Table, Text } from '@mantine/core';
import { OrderStatusBadge } from '@/domain/order/order-status-badge';
import { AppLink } from '@/lib/links/app-link';
import { paths } from '@/lib/paths';
import { useDisplayTimeZone } from '@/lib/ssr/use-display-time-zone';
import { StackedTable } from '@/ui/stacked-table/stacked-table';
import classes from './orders-table.module.css';

const columns = ordersListMessages.columns;

/** What was ordered, in a few words: '12 slides · Redesign'. */
function describe(order: TOrderListItem): string {
  const parts = [
    order.slides === null ? null : `${order.slides} ${order.slides === 1 ? 'slide' : 'slides'}`,
    order.treatment ? treatmentNames[order.treatment].name : null,
  ];
  return parts.filter(Boolean).join(' · ');
}

type TOrdersTableProps = {
  orders: readonly TOrderListItem[];
  /** The table's accessible name, where a page shows more than one. */
  label?: string;
};

/**
 * The orders of one page: number (a link to the order), when placed, what, promised delivery,
 * total and status. The orders list shows it; the UI kit shows it wide and stacked.
 */
export function OrdersTable({ orders, label }: TOrdersTableProps) {
  // The server's HTML is written in UTC: the dates switch to the browser's zone once hydrated.
  const timeZone = useDisplayTimeZone();
  return (
    <StackedTable
      className={classes.table}
      verticalSpacing="sm"
      highlightOnHover
      aria-label={label}
    >
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{columns.number}</Table.Th>
          <Table.Th>{columns.placed}</Table.Th>
          <Table.Th>{columns.what}</Table.Th>
          <Table.Th>{columns.delivery}</Table.Th>
          <Table.Th className={classes.amount}>{columns.total}</Table.Th>
          <Table.Th className={classes.status}>{columns.status}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {orders.map((order) => (
          <Table.Tr key={order.id}>
            <Table.Td data-primary>
              <Anchor
                component={AppLink}
                to={paths.profile.order.getHref(order.id)}
                size="sm"
                fw={600}
                style={{ whiteSpace: 'nowrap' }}
                aria-label={`Order ${order.number}`}
              >
                {order.number}
              </Anchor>
            </Table.Td>
            <Table.Td data-label={columns.placed} style={{ whiteSpace: 'nowrap' }}>
              {formatDate(order.createdAt, 'short', timeZone)}
            </Table.Td>
            <Table.Td data-label={columns.what}>
              <Stack gap={0}>
                <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                  {order.flowName}
                </Text>
                <Text size="xs" c="dimmed">
                  {describe(order)}
                  {order.placedBy ? ` · ${order.placedBy}` : ''}
                </Text>
              </Stack>
            </Table.Td>
            <Table.Td data-label={columns.delivery}>
              {order.promisedDeliveryAt
                ? formatDateTime(order.promisedDeliveryAt, order.timezone)
                : '—'}
            </Table.Td>
            <Table.Td data-label={columns.total} className={classes.amount}>
              {order.total === null
                ? ordersListMessages.quoteTotal
                : formatMinorUnits(order.total, order.currency)}
            </Table.Td>
            <Table.Td data-label={columns.status} className={classes.status}>
              <OrderStatusBadge status={order.status} />
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </StackedTable>
  );
}
