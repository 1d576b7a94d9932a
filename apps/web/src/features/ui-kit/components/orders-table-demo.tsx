import {
  formatMinorUnits,
  ordersListMessages,
  type TOrderListItem,
  treatmentNames,
} from '@deckhand/contract';
import { Box, Stack, Table, Text } from '@mantine/core';
import { formatDate } from '@/lib/format/format-date';
import { formatInZone } from '@/lib/format/format-in-zone';
import { OrderStatusBadge } from '@/ui/order/order-status-badge';
import { StackedTable } from '@/ui/stacked-table/stacked-table';
import { KitDemo, KitState } from './kit-demo';
import { sampleOrderRows } from './sample-order-rows';

const columns = ordersListMessages.columns;
const nowrap = { whiteSpace: 'nowrap' } as const;

const describeOrder = (row: TOrderListItem) =>
  [
    row.slides === null ? null : `${row.slides} ${row.slides === 1 ? 'slide' : 'slides'}`,
    row.treatment ? treatmentNames[row.treatment].name : null,
  ]
    .filter(Boolean)
    .join(' · ');

/** A page of orders as the orders list shows it (without links: the orders are made up). */
function OrdersTable({ label }: { label: string }) {
  return (
    <StackedTable verticalSpacing="sm" aria-label={label}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{columns.number}</Table.Th>
          <Table.Th>{columns.placed}</Table.Th>
          <Table.Th>{columns.what}</Table.Th>
          <Table.Th>{columns.delivery}</Table.Th>
          <Table.Th ta="right">{columns.total}</Table.Th>
          <Table.Th>{columns.status}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {sampleOrderRows.map((row) => (
          <Table.Tr key={row.id}>
            <Table.Td data-primary fw={600} style={nowrap}>
              {row.number}
            </Table.Td>
            <Table.Td data-label={columns.placed} style={nowrap}>
              {formatDate(row.createdAt, 'short')}
            </Table.Td>
            <Table.Td data-label={columns.what}>
              <Stack gap={0}>
                <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                  {row.flowName}
                </Text>
                <Text size="xs" c="dimmed">
                  {describeOrder(row)}
                </Text>
              </Stack>
            </Table.Td>
            <Table.Td data-label={columns.delivery}>
              {row.promisedDeliveryAt ? formatInZone(row.promisedDeliveryAt, row.timezone) : '—'}
            </Table.Td>
            <Table.Td data-label={columns.total} ta="right" style={nowrap}>
              {row.total === null
                ? ordersListMessages.quoteTotal
                : formatMinorUnits(row.total, row.currency)}
            </Table.Td>
            <Table.Td data-label={columns.status} style={nowrap}>
              <OrderStatusBadge status={row.status} />
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </StackedTable>
  );
}

/** The same table in a wide card and in a phone-wide one, where its rows stack into cards. */
export function OrdersTableDemo() {
  return (
    <KitDemo
      title="Stacked table"
      description="A table that follows its card's width: under 768 px of card each row becomes a card, every cell led by its column's name."
    >
      <KitState label="Wide">
        <OrdersTable label="Orders in a wide card" />
      </KitState>
      <KitState label="On a phone (375 px)">
        <Box maw={375} w="100%">
          <OrdersTable label="Orders on a phone" />
        </Box>
      </KitState>
    </KitDemo>
  );
}
