import { canSeeCreditPacks, creditMessages } from '@deckhand/contract';
import { Anchor, Group, NativeSelect, Skeleton, Stack, Text } from '@mantine/core';
import { useEffect } from 'react';
import { useCurrentUser } from '@/lib/init/use-current-user';
import { AppLink } from '@/lib/links/app-link';
import { readListState, toListQuery } from '@/lib/list/list-params';
import { useListState } from '@/lib/list/use-list-state';
import { paths } from '@/lib/paths';
import type { TLoadVisitorData } from '@/lib/ssr/visitor-data';
import { PageHeader } from '@/ui/page-header/page-header';
import { Pager } from '@/ui/pager/pager';
import { SectionCard } from '@/ui/section-card/section-card';
import { LoadFailedAlert } from '@/ui/status-message/load-failed-alert';
import { seedCreditEntriesAsVisitor, useCreditEntries } from '../api/get-credit-entries';
import { CreditEntriesTable } from '../components/credit-entries-table';

/** The list's query string (§2.4): page, limit and the date sort, newest first by default. */
const creditHistoryList = {
  sortOptions: ['date'],
  defaultSort: { option: 'date', direction: 'desc' },
} as const;

/**
 * On the server, before rendering: the page of entries the address asks for, so the table is in
 * the page's HTML instead of a placeholder until the app has run and asked.
 */
export const loadVisitorData: TLoadVisitorData = async (route) => {
  await seedCreditEntriesAsVisitor(
    route,
    toListQuery(readListState(route.searchParams, creditHistoryList)),
  );
  return true;
};

const sortChoices = [
  { value: 'desc', label: 'Newest first' },
  { value: 'asc', label: 'Oldest first' },
];

/** /my-profile/billing/credit-history: every purchase, spend, refund and adjustment, paged. */
export function CreditHistoryPage() {
  const { user } = useCurrentUser();
  const list = useListState(creditHistoryList);
  const entries = useCreditEntries(list.query);
  const total = entries.data?.total;
  const { keepPageWithin } = list;
  useEffect(() => {
    if (total !== undefined) keepPageWithin(total);
  }, [total, keepPageWithin]);

  const buyLink =
    user && canSeeCreditPacks(user) ? (
      <Anchor component={AppLink} to={paths.profile.billing.credits.getHref()}>
        Buy a credit pack
      </Anchor>
    ) : null;

  return (
    <Stack gap={0}>
      <PageHeader
        title={creditMessages.historyHeading}
        description="Every credit your team bought, spent or got back."
      />
      <SectionCard
        title="Credit movements"
        actions={
          <NativeSelect
            label="Sort by date"
            size="xs"
            data={sortChoices}
            value={list.sort.direction}
            onChange={(event) =>
              list.setSort({
                option: 'date',
                direction: event.currentTarget.value === 'asc' ? 'asc' : 'desc',
              })
            }
          />
        }
      >
        {entries.isPending ? (
          <Skeleton height={240} radius="md" />
        ) : entries.isError ? (
          <LoadFailedAlert
            title="The credit history could not be loaded"
            onRetry={() => void entries.refetch()}
          />
        ) : entries.data.total === 0 ? (
          <Stack gap="xs" align="flex-start">
            <Text>{creditMessages.historyEmpty}</Text>
            {buyLink}
          </Stack>
        ) : (
          <Stack gap="md">
            <CreditEntriesTable entries={entries.data.items} />
            <Group>
              <Pager
                page={list.page}
                limit={list.limit}
                total={entries.data.total}
                onPageChange={list.setPage}
                onLimitChange={list.setLimit}
                label="Credit history pages"
              />
            </Group>
          </Stack>
        )}
      </SectionCard>
    </Stack>
  );
}
