import { orderPageMessages as m } from '@deckhand/contract';
import { Anchor, Group, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconFileSearch } from '@tabler/icons-react';
import { useParams } from 'react-router';
import { isApiError } from '@/lib/http/api-error';
import { AppLink } from '@/lib/links/app-link';
import { paths } from '@/lib/paths';
import { SectionCard } from '@/ui/section-card/section-card';
import { LoadFailedAlert } from '@/ui/status-message/load-failed-alert';
import { StatusMessage } from '@/ui/status-message/status-message';
import { useOrder } from '../api/get-orders';
import { OrderFiles } from '../components/order-files';
import { OrderStatusBadge } from '../components/order-status-badge';
import { OrderPrice, OrderSummary } from '../components/order-summary';
import { OrderTimeline } from '../components/order-timeline';
import { useLiveOrders } from '../hooks/use-live-orders';
import classes from './order-page.module.css';

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
      <Group gap="sm" align="center">
        <Title order={1} fz={{ base: 'h3', sm: 'h2' }}>
          Order {order.number}
        </Title>
        <OrderStatusBadge status={order.status} />
      </Group>
      <SimpleGrid cols={{ base: 1, md: 3 }} spacing="lg">
        <Stack gap="lg" className={classes.main}>
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
        </Stack>
        <Stack gap="lg">
          <SectionCard title={m.price}>
            <OrderPrice order={order} />
          </SectionCard>
          <SectionCard title={m.timeline}>
            <OrderTimeline entries={details.timeline} timezone={order.timezone} />
          </SectionCard>
        </Stack>
      </SimpleGrid>
    </Stack>
  );
}
