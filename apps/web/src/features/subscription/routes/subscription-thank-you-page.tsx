import { subscriptionMessages as m, type TSubscriptionResponse } from '@deckhand/contract';
import { Button, Group, List, Paper, Skeleton, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCircleCheck, IconInfoCircle } from '@tabler/icons-react';
import { AppLink } from '@/lib/links/app-link';
import { paths } from '@/lib/paths';
import { LoadFailedAlert } from '@/ui/status-message/load-failed-alert';
import { useSubscription } from '../api/get-subscription';

/** Why there is nothing to thank for: the plan is not active, or it is a contract, or none. */
function describeNoActivePlan({ subscription, contractPlan }: TSubscriptionResponse): string {
  if (subscription) return m.inactivePlanText(subscription.planName, subscription.status);
  if (contractPlan) return m.contractPlanCapacity(contractPlan.dailyCapacity);
  return m.noSubscription;
}

function NoActivePlan({ data }: { data: TSubscriptionResponse }) {
  return (
    <Stack gap="lg" maw={640}>
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <ThemeIcon size={40} radius="xl" color="blue" variant="light" aria-hidden>
          <IconInfoCircle size={24} />
        </ThemeIcon>
        <Title order={1} fz={{ base: 'h3', sm: 'h2' }}>
          {m.noActivePlanHeading}
        </Title>
      </Group>
      <Text>{describeNoActivePlan(data)}</Text>
      <Group gap="sm">
        <Button component={AppLink} to={paths.profile.billing.subscription.getHref()}>
          {m.thankYouPlanLink}
        </Button>
      </Group>
    </Stack>
  );
}

function ThankYou({ planName }: { planName: string }) {
  return (
    <Stack gap="lg" maw={640}>
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <ThemeIcon size={40} radius="xl" color="green.9" variant="light" aria-hidden>
          <IconCircleCheck size={24} />
        </ThemeIcon>
        <Title order={1} fz={{ base: 'h3', sm: 'h2' }}>
          {m.thankYouHeading(planName)}
        </Title>
      </Group>
      <Text>{m.thankYouText(planName)}</Text>
      <Stack gap="xs">
        <Title order={2} fz="h4">
          What happens next
        </Title>
        <List spacing="xs">
          {m.thankYouNextSteps.map((step) => (
            <List.Item key={step}>{step}</List.Item>
          ))}
        </List>
      </Stack>
      <Group gap="sm">
        <Button component={AppLink} to={paths.order.now.getHref()}>
          {m.thankYouOrderLink}
        </Button>
        <Button
          component={AppLink}
          to={paths.profile.billing.subscription.getHref()}
          variant="default"
        >
          {m.thankYouPlanLink}
        </Button>
      </Group>
    </Stack>
  );
}

/**
 * /my-profile/billing/subscription/thank-you: after buying the plan, what happens next. It reads
 * the team's subscription: thanks only for a plan that is active, says so otherwise.
 */
export function SubscriptionThankYouPage() {
  const subscription = useSubscription();
  const live = subscription.data?.subscription;
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
      {subscription.isPending ? (
        <Skeleton height={240} radius="md" />
      ) : subscription.isError ? (
        <LoadFailedAlert
          title="Your plan could not be loaded"
          onRetry={() => void subscription.refetch()}
        />
      ) : live?.status === 'active' ? (
        <ThankYou planName={live.planName} />
      ) : (
        <NoActivePlan data={subscription.data} />
      )}
    </Paper>
  );
}
