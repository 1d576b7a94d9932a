import {
  formatDate,
  formatMinorUnits,
  type TCreditEntry,
  type TCreditEntryKind,
} from '@deckhand/contract';
import { Badge, Box, Group, Paper, Stack, Table, Text } from '@mantine/core';
import { useDisplayTimeZone } from '@/lib/ssr/use-display-time-zone';

/** Credits in: the darkened teal keeps AA contrast on a striped or hovered row too. */
const creditColour = 'var(--mantine-color-teal-light-color)';

const kindLabels: Record<TCreditEntryKind, { label: string; colour: string }> = {
  purchase: { label: 'Purchase', colour: 'green' },
  spend: { label: 'Order', colour: 'gray' },
  refund: { label: 'Refund', colour: 'blue' },
  adjustment: { label: 'Adjustment', colour: 'violet' },
};

/** A signed amount: '+$1 050.00' for credits in, '−$480.00' for credits out. */
export function formatSignedAmount(amount: number, currency: string): string {
  const formatted = formatMinorUnits(Math.abs(amount), currency);
  return amount < 0 ? `−${formatted}` : `+${formatted}`;
}

/** Below 768 px each entry is a small card: the same facts, no sideways scrolling. */
function CreditEntryCards({ entries }: { entries: readonly TCreditEntry[] }) {
  const timeZone = useDisplayTimeZone();
  return (
    <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
      {entries.map((entry) => {
        const kind = kindLabels[entry.kind];
        return (
          <Paper component="li" key={entry.id} withBorder radius="md" p="sm">
            <Group justify="space-between" align="flex-start" gap="xs" wrap="nowrap">
              <Stack gap={2}>
                <Text size="sm" c="dimmed">
                  {formatDate(entry.createdAt, 'short', timeZone)}
                </Text>
                <Text size="sm" component="div">
                  <Badge color={kind.colour} variant="light" size="sm" mr="xs">
                    {kind.label}
                  </Badge>
                  {entry.reason}
                </Text>
              </Stack>
              <Stack gap={2} align="flex-end">
                <Text
                  span
                  fw={600}
                  c={entry.amount < 0 ? undefined : creditColour}
                  style={{ whiteSpace: 'nowrap' }}
                >
                  {formatSignedAmount(entry.amount, entry.currency)}
                </Text>
                <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                  Balance {formatMinorUnits(entry.balanceAfter, entry.currency)}
                </Text>
              </Stack>
            </Group>
          </Paper>
        );
      })}
    </Stack>
  );
}

/** The ledger's entries: date, what it was, the amount in or out and the balance it left. */
export function CreditEntriesTable({ entries }: { entries: readonly TCreditEntry[] }) {
  return (
    <>
      <Box hiddenFrom="sm">
        <CreditEntryCards entries={entries} />
      </Box>
      <Box visibleFrom="sm">
        <CreditEntriesGrid entries={entries} />
      </Box>
    </>
  );
}

function CreditEntriesGrid({ entries }: { entries: readonly TCreditEntry[] }) {
  const timeZone = useDisplayTimeZone();
  return (
    <Table.ScrollContainer minWidth={560} type="native">
      <Table verticalSpacing="sm" striped highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Date</Table.Th>
            <Table.Th scope="col">Description</Table.Th>
            <Table.Th scope="col" ta="right">
              Amount
            </Table.Th>
            <Table.Th scope="col" ta="right">
              Balance after
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {entries.map((entry) => {
            const kind = kindLabels[entry.kind];
            return (
              <Table.Tr key={entry.id}>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>
                  {formatDate(entry.createdAt, 'short', timeZone)}
                </Table.Td>
                <Table.Td>
                  <Badge color={kind.colour} variant="light" size="sm" mr="xs">
                    {kind.label}
                  </Badge>
                  {entry.reason}
                </Table.Td>
                <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                  <Text span fw={600} c={entry.amount < 0 ? undefined : creditColour}>
                    {formatSignedAmount(entry.amount, entry.currency)}
                  </Text>
                </Table.Td>
                <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                  {formatMinorUnits(entry.balanceAfter, entry.currency)}
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
