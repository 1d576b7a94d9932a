import {
  staffOrderMessages as m,
  orderCommentMessages,
  orderPageMessages,
  orderReviewMessages,
} from '@deckhand/contract';
import { Anchor, Group, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useParams } from 'react-router';
import { isApiError } from '@/lib/http/api-error';
import { AppLink } from '@/lib/links/app-link';
import { paths } from '@/lib/paths';
import { CommentThread } from '@/ui/comment-thread/comment-thread';
import { OrderDeliveries } from '@/ui/order/order-deliveries';
import { OrderFiles } from '@/ui/order/order-files';
import classes from '@/ui/order/order-layout.module.css';
import { OrderStatusBadge } from '@/ui/order/order-status-badge';
import { OrderPrice, OrderSummary } from '@/ui/order/order-summary';
import { OrderTimeline } from '@/ui/order/order-timeline';
import { SectionCard } from '@/ui/section-card/section-card';
import { LoadFailedAlert } from '@/ui/status-message/load-failed-alert';
import { useSendStaffComment, useStaffOrder } from '../api/staff-api';
import { StaffFeedback } from '../components/staff-feedback';
import { StaffOrderActions } from '../components/staff-order-actions';

function BackLink() {
  return (
    <Anchor component={AppLink} to={paths.staff.root.getHref()} size="sm" w="fit-content">
      <Group gap={4} component="span">
        <IconArrowLeft size={16} aria-hidden />
        {m.back}
      </Group>
    </Anchor>
  );
}

const readId = (value: string | undefined) =>
  value && /^\d{1,9}$/.test(value) && Number(value) > 0 ? Number(value) : null;

/** /staff/orders/{id}: one order as staff work on it. */
export function StaffOrderPage() {
  const id = readId(useParams().id);
  if (id === null) {
    return (
      <Stack gap="lg">
        <BackLink />
        <Title order={1} fz="h3">
          {m.notFound}
        </Title>
      </Stack>
    );
  }
  return <StaffOrderView id={id} />;
}

function StaffOrderView({ id }: { id: number }) {
  const query = useStaffOrder(id);
  const sendComment = useSendStaffComment(id);
  if (query.isPending) {
    return (
      <Stack gap="lg">
        <BackLink />
        <Skeleton height={36} width={260} />
        <Skeleton height={320} radius="lg" />
      </Stack>
    );
  }
  if (query.isError) {
    const isMissing = isApiError(query.error) && query.error.status === 404;
    return (
      <Stack gap="lg">
        <BackLink />
        {isMissing ? (
          <Title order={1} fz="h3">
            {m.notFound}
          </Title>
        ) : (
          <LoadFailedAlert
            title={m.loadFailed}
            retryLabel={orderPageMessages.retry}
            onRetry={() => void query.refetch()}
          />
        )}
      </Stack>
    );
  }
  const view = query.data;
  const { order, details } = view;
  return (
    <Stack gap="lg">
      <BackLink />
      <Stack gap={4}>
        <Group gap="sm" align="center">
          <Title order={1} fz={{ base: 'h3', sm: 'h2' }}>
            Order {order.number}
          </Title>
          <OrderStatusBadge status={order.status} />
        </Group>
        <Text size="sm" c="dimmed">
          {m.team}: {view.team.name}
          {view.placedByEmail ? ` · ${view.placedByEmail}` : ''}
        </Text>
      </Stack>
      <SimpleGrid cols={{ base: 1, md: 3 }} spacing="lg">
        <Stack gap="lg" className={classes.main}>
          <SectionCard title="Work">
            <StaffOrderActions view={view} />
          </SectionCard>
          {view.feedback ? (
            <SectionCard title="Customer feedback">
              <StaffFeedback feedback={view.feedback} />
            </SectionCard>
          ) : null}
          <SectionCard title={orderReviewMessages.deliveriesHeading}>
            <OrderDeliveries deliveries={details.deliveries} timezone={order.timezone} />
          </SectionCard>
          <SectionCard title={orderPageMessages.summary}>
            <OrderSummary order={order} details={details} />
          </SectionCard>
          <SectionCard title="Customer’s files">
            <OrderFiles details={details} />
          </SectionCard>
          <SectionCard title={orderPageMessages.brief}>
            <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {details.brief || orderPageMessages.noBrief}
            </Text>
          </SectionCard>
          <SectionCard title={orderCommentMessages.heading}>
            <CommentThread
              comments={details.comments}
              timezone={order.timezone}
              viewer="staff"
              emptyText="No comments yet. Ask the customer anything about this order."
              onSend={async (body) => {
                await sendComment.mutateAsync(body);
              }}
            />
          </SectionCard>
        </Stack>
        <Stack gap="lg">
          <SectionCard title={orderPageMessages.price}>
            <OrderPrice
              order={order}
              extras={details.extras}
              unpricedText="Not priced yet: price the quote under Work."
            />
          </SectionCard>
          <SectionCard title={orderPageMessages.timeline}>
            <OrderTimeline entries={details.timeline} timezone={order.timezone} />
          </SectionCard>
        </Stack>
      </SimpleGrid>
    </Stack>
  );
}
