import {
  feedbackMessages,
  formatMinorUnits,
  orderPageMessages as m,
  orderCommentMessages,
  orderReviewMessages,
} from '@deckhand/contract';
import {
  Alert,
  Anchor,
  Button,
  Group,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconArrowLeft, IconFileSearch, IconGift, IconStar } from '@tabler/icons-react';
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
import { StatusMessage } from '@/ui/status-message/status-message';
import { useOrder } from '../api/get-orders';
import { useSendOrderComment } from '../api/order-actions';
import { OrderQuoteCard } from '../components/order-quote-card';
import { OrderReviewCard } from '../components/order-review-card';
import { useLiveOrders } from '../hooks/use-live-orders';

/** The route's id as an order id, or null when it is not one (§5.1: ids are whole numbers). */
function readOrderId(value: string | undefined): number | null {
  if (!value || !/^\d{1,9}$/.test(value)) return null;
  const id = Number(value);
  return id > 0 ? id : null;
}

function BackLink() {
  return (
    <Anchor component={AppLink} to={paths.profile.orders.getHref()} size="sm" w="fit-content">
      <Group gap={4} component="span">
        <IconArrowLeft size={16} aria-hidden />
        {m.back}
      </Group>
    </Anchor>
  );
}

/** /my-profile/orders/{id}: one order of the team, what was sent, where it stands, its price. */
export function OrderPage() {
  useLiveOrders();
  const id = readOrderId(useParams().id);
  return id === null ? <OrderNotFound /> : <OrderView id={id} />;
}

function OrderNotFound() {
  return (
    <Stack gap="lg">
      <BackLink />
      <Title order={1} fz={{ base: 'h3', sm: 'h2' }}>
        Order not found
      </Title>
      <StatusMessage icon={IconFileSearch} message={m.notFound} messageRole="status" />
    </Stack>
  );
}

function OrderView({ id }: { id: number }) {
  const query = useOrder(id);
  const sendComment = useSendOrderComment(id);
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
    if (isApiError(query.error) && query.error.status === 404) return <OrderNotFound />;
    return (
      <Stack gap="lg">
        <BackLink />
        <LoadFailedAlert
          title={m.loadFailed}
          retryLabel={m.retry}
          onRetry={() => void query.refetch()}
        />
      </Stack>
    );
  }
  const { order, details } = query.data;
  return (
    <Stack gap="lg">
      <BackLink />
      <Group gap="sm" align="center" justify="space-between">
        <Group gap="sm" align="center">
          <Title order={1} fz={{ base: 'h3', sm: 'h2' }}>
            Order {order.number}
          </Title>
          <OrderStatusBadge status={order.status} />
        </Group>
        {details.feedback || order.status === 'delivered' || order.status === 'approved' ? (
          <Button
            component={AppLink}
            to={paths.orderFeedback.getHref(order.id)}
            variant={details.feedback ? 'default' : 'filled'}
            leftSection={<IconStar size={16} aria-hidden />}
          >
            {details.feedback
              ? details.feedback.average === null
                ? feedbackMessages.view
                : `${feedbackMessages.view}: ${details.feedback.average} of 5`
              : feedbackMessages.leave}
          </Button>
        ) : null}
      </Group>
      {details.lateDeliveryCredit ? (
        <Alert color="teal" variant="light" icon={<IconGift size={18} aria-hidden />}>
          {orderReviewMessages.lateCredit(
            formatMinorUnits(details.lateDeliveryCredit.amount, order.price?.currency),
          )}
        </Alert>
      ) : null}
      <SimpleGrid cols={{ base: 1, md: 3 }} spacing="lg">
        <Stack gap="lg" className={classes.main}>
          {order.status === 'quoted' ? <OrderQuoteCard order={order} /> : null}
          {order.status === 'delivered' && details.review ? (
            <OrderReviewCard order={order} review={details.review} />
          ) : null}
          {details.deliveries.length > 0 || order.status === 'inProgress' ? (
            <SectionCard title={orderReviewMessages.deliveriesHeading}>
              <OrderDeliveries deliveries={details.deliveries} timezone={order.timezone} />
            </SectionCard>
          ) : null}
          <SectionCard title={m.summary}>
            <OrderSummary order={order} details={details} />
          </SectionCard>
          <SectionCard title={m.files}>
            <OrderFiles details={details} />
          </SectionCard>
          <SectionCard title={m.brief}>
            <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {details.brief || m.noBrief}
            </Text>
          </SectionCard>
          <SectionCard title={orderCommentMessages.heading}>
            <CommentThread
              comments={details.comments}
              timezone={order.timezone}
              viewer="customer"
              onSend={async (body) => {
                await sendComment.mutateAsync(body);
              }}
            />
          </SectionCard>
        </Stack>
        <Stack gap="lg">
          <SectionCard title={m.price}>
            <OrderPrice order={order} extras={details.extras} />
          </SectionCard>
          <SectionCard title={m.timeline}>
            <OrderTimeline entries={details.timeline} timezone={order.timezone} />
          </SectionCard>
        </Stack>
      </SimpleGrid>
    </Stack>
  );
}
