import {
  formatDateTime,
  formatMinorUnits,
  formatOrderNumber,
  staffTeamMessages as m,
} from '@deckhand/contract';
import { Anchor, Skeleton, Stack, Table, Text } from '@mantine/core';
import { IconHistory } from '@tabler/icons-react';
import { useEffect } from 'react';
import { AppLink } from '@/lib/links/app-link';
import { useListState } from '@/lib/list/use-list-state';
import { paths } from '@/lib/paths';
import { PageHeader } from '@/ui/page-header/page-header';
import { Pager } from '@/ui/pager/pager';
import { SectionCard } from '@/ui/section-card/section-card';
import { StackedTable } from '@/ui/stacked-table/stacked-table';
import { LoadFailedAlert } from '@/ui/status-message/load-failed-alert';
import { StatusMessage } from '@/ui/status-message/status-message';
import { useStaffAudit } from '../api/staff-teams-api';

const auditList = {
  sortOptions: ['at'],
  defaultSort: { option: 'at', direction: 'desc' },
  filters: ['teamId'],
} as const;

/**
 * A short line of what an action changed; money in the currency the action recorded (the
 * default currency for entries written before actions recorded one).
 */
function describe(details: Record<string, unknown>): string {
  const currency = typeof details.currency === 'string' ? details.currency : undefined;
  const money = (minor: unknown) =>
    typeof minor === 'number' ? formatMinorUnits(minor, currency) : '';
  if (typeof details.reason === 'string') return `${money(details.amount)} · ${details.reason}`;
  if (typeof details.round === 'number') return `round ${details.round}, ${details.files} files`;
  if (typeof details.total === 'number') return `total ${money(details.total)}`;
  if (typeof details.to === 'string') return `to ${details.to}`;
  return '';
}

/** /staff/audit-log: every staff action, newest first; ?teamId= narrows it to one team. */
export function StaffAuditPage() {
  const list = useListState(auditList);
  const teamId = Number(list.filters.teamId) || undefined;
  const audit = useStaffAudit({
    page: list.page,
    limit: list.limit,
    sort: list.sortParam,
    ...(teamId ? { teamId } : {}),
  });
  const total = audit.isPlaceholderData ? undefined : audit.data?.total;
  const { keepPageWithin } = list;
  useEffect(() => {
    if (total !== undefined) keepPageWithin(total);
  }, [total, keepPageWithin]);
  return (
    <Stack gap={0}>
      <PageHeader title={m.auditHeading} description={m.auditIntro} />
      <SectionCard title={teamId ? 'Actions on one team' : 'Every action'}>
        {audit.isPending ? (
          <Skeleton height={240} radius="md" />
        ) : audit.isError ? (
          <LoadFailedAlert
            title="We could not load the audit log. Please try again."
            retryLabel="Try again"
            onRetry={() => void audit.refetch()}
          />
        ) : audit.data.total === 0 ? (
          <StatusMessage icon={IconHistory} message="Nothing recorded yet." messageRole="status" />
        ) : (
          <Stack gap="md">
            <StackedTable verticalSpacing="sm">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>When</Table.Th>
                  <Table.Th>Who</Table.Th>
                  <Table.Th>What</Table.Th>
                  <Table.Th>Team</Table.Th>
                  <Table.Th>Order</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {audit.data.items.map((entry) => (
                  <Table.Tr key={entry.id}>
                    <Table.Td data-primary>{formatDateTime(entry.at)}</Table.Td>
                    <Table.Td data-label="Who">{entry.staff ?? '—'}</Table.Td>
                    <Table.Td data-label="What">
                      <Stack gap={0}>
                        <Text size="sm">{m.actionNames[entry.action] ?? entry.action}</Text>
                        <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                          {describe(entry.details)}
                        </Text>
                      </Stack>
                    </Table.Td>
                    <Table.Td data-label="Team">
                      {entry.team ? (
                        <Anchor
                          component={AppLink}
                          to={paths.staff.team.getHref(entry.team.id)}
                          size="sm"
                        >
                          {entry.team.name}
                        </Anchor>
                      ) : (
                        '—'
                      )}
                    </Table.Td>
                    <Table.Td data-label="Order">
                      {entry.orderId ? (
                        <Anchor
                          component={AppLink}
                          to={paths.staff.order.getHref(entry.orderId)}
                          size="sm"
                        >
                          {formatOrderNumber(entry.orderId)}
                        </Anchor>
                      ) : (
                        '—'
                      )}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </StackedTable>
            <Pager
              page={list.page}
              limit={list.limit}
              total={audit.data.total}
              onPageChange={list.setPage}
              onLimitChange={list.setLimit}
              label="Audit log pages"
            />
          </Stack>
        )}
      </SectionCard>
    </Stack>
  );
}
