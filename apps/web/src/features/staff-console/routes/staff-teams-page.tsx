import { formatDate, formatMinorUnits, staffTeamMessages as m } from '@deckhand/contract';
import { Anchor, Badge, Skeleton, Stack, Table } from '@mantine/core';
import { IconUsers } from '@tabler/icons-react';
import { useEffect } from 'react';
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
import { useStaffTeams } from '../api/staff-teams-api';

const teamsList = {
  sortOptions: ['name', 'created'],
  defaultSort: { option: 'name', direction: 'asc' },
  filters: ['search'],
} as const;

/** /staff/teams: every customer team, searched by name. */
export function StaffTeamsPage() {
  const list = useListState(teamsList);
  const search = list.filters.search ?? '';
  const { setFilter, keepPageWithin } = list;
  const teams = useStaffTeams({
    page: list.page,
    limit: list.limit,
    sort: list.sortParam,
    ...(search ? { search } : {}),
  });
  const total = teams.isPlaceholderData ? undefined : teams.data?.total;
  useEffect(() => {
    if (total !== undefined) keepPageWithin(total);
  }, [total, keepPageWithin]);

  return (
    <Stack gap={0}>
      <PageHeader title={m.teamsHeading} description={m.teamsIntro} />
      <SectionCard title="Customer teams">
        <Stack gap="md">
          <SearchInput
            label="Search teams"
            placeholder="Team name"
            maxLength={60}
            value={search}
            onSearch={(value) => setFilter('search', value)}
            w={{ base: '100%', sm: 280 }}
          />
          {teams.isPending ? (
            <Skeleton height={240} radius="md" />
          ) : teams.isError ? (
            <LoadFailedAlert
              title="We could not load the teams. Please try again."
              retryLabel="Try again"
              onRetry={() => void teams.refetch()}
            />
          ) : teams.data.total === 0 ? (
            <StatusMessage icon={IconUsers} message="No team matches." messageRole="status" />
          ) : (
            <Stack gap="md">
              <StackedTable verticalSpacing="sm" highlightOnHover>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Team</Table.Th>
                    <Table.Th>Type</Table.Th>
                    <Table.Th>People</Table.Th>
                    <Table.Th>Orders</Table.Th>
                    <Table.Th>Credits</Table.Th>
                    <Table.Th>Since</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {teams.data.items.map((team) => (
                    <Table.Tr key={team.id}>
                      <Table.Td data-primary>
                        <Anchor
                          component={AppLink}
                          to={paths.staff.team.getHref(team.id)}
                          size="sm"
                          fw={600}
                        >
                          {team.name}
                        </Anchor>
                        {team.suspended ? (
                          <Badge color="red.9" size="sm" ml="xs">
                            Suspended
                          </Badge>
                        ) : null}
                      </Table.Td>
                      <Table.Td data-label="Type">{team.customerType || '—'}</Table.Td>
                      <Table.Td data-label="People">{team.members}</Table.Td>
                      <Table.Td data-label="Orders">{team.orders}</Table.Td>
                      <Table.Td data-label="Credits">
                        {formatMinorUnits(team.creditBalance, team.currency)}
                      </Table.Td>
                      <Table.Td data-label="Since">{formatDate(team.createdAt, 'short')}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </StackedTable>
              <Pager
                page={list.page}
                limit={list.limit}
                total={teams.data.total}
                onPageChange={list.setPage}
                onLimitChange={list.setLimit}
                label="Team pages"
              />
            </Stack>
          )}
        </Stack>
      </SectionCard>
    </Stack>
  );
}
