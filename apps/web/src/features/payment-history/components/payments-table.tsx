import {
  formatDate,
  formatMinorUnits,
  paymentHistoryMessages,
  type TPaymentSummary,
} from '@deckhand/contract';
import { Anchor, Group, Table, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { AppLink } from '@/lib/links/app-link';
import { useDisplayTimeZone } from '@/lib/ssr/use-display-time-zone';
import { StackedTable } from '@/ui/stacked-table/stacked-table';
import { getReceiptUrl } from '../api/get-payments';
import { PaymentStatusBadge } from './payment-status-badge';
import classes from './payments-table.module.css';

const columns = paymentHistoryMessages.columns;

/** The payments of one page: date, what it paid for, method, amount, status, receipt link. */
export function PaymentsTable({ payments }: { payments: readonly TPaymentSummary[] }) {
  const timeZone = useDisplayTimeZone();
  return (
    <StackedTable className={classes.table} verticalSpacing="sm" highlightOnHover>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{columns.date}</Table.Th>
          <Table.Th>{columns.description}</Table.Th>
          <Table.Th>{columns.method}</Table.Th>
          <Table.Th className={classes.amount}>{columns.amount}</Table.Th>
          <Table.Th>{columns.status}</Table.Th>
          <Table.Th>{columns.receipt}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {payments.map((payment) => {
          const date = formatDate(payment.createdAt, 'short', timeZone);
          return (
            <Table.Tr key={payment.id}>
              <Table.Td data-label={columns.date} style={{ whiteSpace: 'nowrap' }}>
                {date}
              </Table.Td>
              <Table.Td data-primary>
                <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
                  {payment.description}
                </Text>
                {payment.status === 'failed' && payment.failureMessage ? (
                  <Text size="xs" c="dimmed">
                    {payment.failureMessage}
                  </Text>
                ) : null}
              </Table.Td>
              <Table.Td data-label={columns.method}>{payment.methodLabel}</Table.Td>
              <Table.Td data-label={columns.amount} className={classes.amount}>
                {formatMinorUnits(payment.amount, payment.currency)}
              </Table.Td>
              <Table.Td data-label={columns.status}>
                <PaymentStatusBadge status={payment.status} />
              </Table.Td>
              <Table.Td data-label={payment.receiptAvailable ? columns.receipt : undefined}>
                {payment.receiptAvailable ? (
                  <Anchor
                    component={AppLink}
                    to={getReceiptUrl(payment.id)}
                    download
                    size="sm"
                    aria-label={paymentHistoryMessages.receiptFor(payment.description, date)}
                  >
                    <Group gap={4} wrap="nowrap" component="span">
                      <IconDownload size={16} aria-hidden />
                      {paymentHistoryMessages.receipt}
                    </Group>
                  </Anchor>
                ) : null}
              </Table.Td>
            </Table.Tr>
          );
        })}
      </Table.Tbody>
    </StackedTable>
  );
}
