import {
  formatDate,
  subscriptionMessages as m,
  type TSubscription,
  type TSubscriptionStatus,
} from '@deckhand/contract';
import { Alert, Badge, Button, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { useDialogs } from '@/lib/modals/use-dialogs';
import { useDisplayTimeZone } from '@/lib/ssr/use-display-time-zone';
import { SectionCard } from '@/ui/section-card/section-card';
import { useChangeSubscription } from '../api/change-subscription';
import { PlanPrice } from './plan-price';

const statusColors: Record<TSubscriptionStatus, string> = {
  active: 'green',
  paused: 'yellow',
  pastDue: 'red',
  cancelled: 'gray',
};

function Detail({ label, value }: { label: string; value: string }) {
  return (
    <Stack gap={2}>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fw={500}>{value}</Text>
    </Stack>
  );
}

/** The date line of My plan: when it renews, ends, or that renewals wait. */
function renewalDetail(
  subscription: TSubscription,
  timeZone: string | undefined,
): { label: string; value: string } {
  const end = formatDate(subscription.currentPeriodEnd, 'long', timeZone);
  if (subscription.cancelAtPeriodEnd) return { label: 'Ends on', value: end };
  if (subscription.status === 'paused') return { label: 'Renewal', value: 'Paused' };
  if (subscription.status === 'pastDue' || subscription.renewalRetryUntil !== null) {
    return { label: 'Renewal due since', value: end };
  }
  return { label: 'Next renewal', value: end };
}

/**
 * My plan with a subscription: plan, status, renewal (and that it waits for the bank), card, and
 * pause/resume/cancel.
 */
export function SubscriptionCard({ subscription }: { subscription: TSubscription }) {
  const { openConfirmDialog } = useDialogs();
  const change = useChangeSubscription();
  const timeZone = useDisplayTimeZone();
  const { status } = subscription;
  const canPause = status === 'active' && !subscription.cancelAtPeriodEnd;
  const canResume = status === 'paused';
  const canCancel = (status === 'active' || status === 'paused') && !subscription.cancelAtPeriodEnd;

  const onPause = () =>
    openConfirmDialog({
      title: m.pauseTitle,
      message: m.pauseText,
      confirmLabel: m.pauseConfirm,
      onConfirm: () => change.mutate('pause'),
    });
  const onResume = () =>
    openConfirmDialog({
      title: m.resumeTitle,
      message: m.resumeText,
      confirmLabel: m.resumeConfirm,
      onConfirm: () => change.mutate('resume'),
    });
  const onCancel = () =>
    openConfirmDialog({
      title: m.cancelTitle,
      message: m.cancelText,
      confirmLabel: m.cancelConfirm,
      cancelLabel: 'Keep the plan',
      danger: true,
      onConfirm: () => change.mutate('cancel'),
    });

  const renewal = renewalDetail(subscription, timeZone);
  return (
    <SectionCard
      title={`Your ${subscription.planName} plan`}
      actions={
        <Badge color={statusColors[status]} variant="light" size="lg">
          {m.statusLabels[status]}
        </Badge>
      }
    >
      {subscription.renewalRetryUntil !== null ? (
        <Alert color="yellow" variant="light" role="status">
          {m.renewalRetrying}
        </Alert>
      ) : null}
      <PlanPrice
        amount={subscription.amount}
        currency={subscription.currency}
        intervalMonths={subscription.intervalMonths}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <Detail label={renewal.label} value={renewal.value} />
        <Detail label="Card" value={subscription.methodLabel ?? 'No card on file'} />
      </SimpleGrid>
      {subscription.cancelAtPeriodEnd ? (
        <Text size="sm" c="dimmed">
          {m.cancelled}
        </Text>
      ) : null}
      {canPause || canResume || canCancel ? (
        <Group gap="sm">
          {canPause ? (
            <Button variant="default" onClick={onPause} loading={change.isPending}>
              Pause
            </Button>
          ) : null}
          {canResume ? (
            <Button onClick={onResume} loading={change.isPending}>
              Resume
            </Button>
          ) : null}
          {canCancel ? (
            <Button variant="subtle" color="red" onClick={onCancel} disabled={change.isPending}>
              Cancel subscription
            </Button>
          ) : null}
        </Group>
      ) : null}
    </SectionCard>
  );
}
