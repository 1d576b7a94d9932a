import {
  canSeeCreditPacks,
  defaultPaymentSort,
  paymentHistoryMessages,
  paymentSortOptions,
} from '@deckhand/contract';
import { Button, Skeleton, Stack, Text } from '@mantine/core';
import { IconReceipt } from '@tabler/icons-react';
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
import { StatusMessage } from '@/ui/status-message/status-message';
import { seedPaymentsAsVisitor, usePayments } from '../api/get-payments';
import { PaymentsSort } from '../components/payments-sort';
import { PaymentsTable } from '../components/payments-table';

const messages = paymentHistoryMessages;

/** The list's query-string state (§2.4): newest first unless the sort filter says otherwise. */
const paymentsList = { sortOptions: paymentSortOptions, defaultSort: defaultPaymentSort };

/**
 * On the server, before rendering: the page of payments the address asks for, so the table is in
 * the page's HTML instead of a placeholder until the app has run and asked.
 */
export const loadVisitorData: TLoadVisitorData = async (route) => {
  await seedPaymentsAsVisitor(route, toListQuery(readListState(route.searchParams, paymentsList)));
  return true;
};

/** /my-profile/billing/payments-history: every payment of the team, paged, with receipts. */
export function PaymentsHistoryPage() {
  const { user } = useCurrentUser();
  const list = useListState(paymentsList);
  const payments = usePayments(list.query);
  const { keepPageWithin } = list;
  const total = payments.isPlaceholderData ? undefined : payments.data?.total;

  useEffect(() => {
    if (total !== undefined) keepPageWithin(total);
  }, [total, keepPageWithin]);

  const mayBuyCredits = user ? canSeeCreditPacks(user) : false;

  return (
    <Stack gap={0}>
      <PageHeader title={messages.heading} description={messages.intro} />
      <SectionCard
        title={messages.cardTitle}
        actions={<PaymentsSort sort={list.sort} onChange={list.setSort} />}
      >
        {payments.isPending ? (
          <Skeleton height={240} radius="md" />
        ) : payments.isError ? (
          <LoadFailedAlert
            title={messages.loadFailed}
            retryLabel={messages.retry}
            onRetry={() => void payments.refetch()}
          />
        ) : payments.data.total === 0 ? (
          <StatusMessage
            icon={IconReceipt}
            message={messages.empty}
            messageRole="status"
            isMessageStrong
            description={messages.emptyBuyHint}
          >
            {mayBuyCredits ? (
              <Button
                component={AppLink}
                to={paths.profile.billing.credits.getHref()}
                w="fit-content"
              >
                {messages.emptyBuyLink}
              </Button>
            ) : null}
          </StatusMessage>
        ) : (
          <Stack gap="md">
            <PaymentsTable payments={payments.data.items} />
            <Pager
              page={list.page}
              limit={list.limit}
              total={payments.data.total}
              onPageChange={list.setPage}
              onLimitChange={list.setLimit}
              label="Payment pages"
            />
            {payments.isFetching && payments.isPlaceholderData ? (
              <Text size="xs" c="dimmed" role="status">
                {messages.loading}
              </Text>
            ) : null}
          </Stack>
        )}
      </SectionCard>
    </Stack>
  );
}
