import { subscriptionMessages as m } from '@deckhand/contract';
import { Skeleton, Stack, Text } from '@mantine/core';
import type { QueryClient } from '@tanstack/react-query';
import { seedPaymentMethodsAsVisitor } from '@/domain/payments/payment-methods-api';
import {
  getSubscriptionPlansQueryOptions,
  useSubscriptionPlans,
} from '@/domain/pricing/get-subscription-plans';
import type { TLoadVisitorData } from '@/lib/ssr/visitor-data';
import { PageHeader } from '@/ui/page-header/page-header';
import { LoadFailedAlert } from '@/ui/status-message/load-failed-alert';
import {
  getSubscriptionQueryOptions,
  seedSubscriptionAsVisitor,
  useSubscription,
} from '../api/get-subscription';
import { ContractPlanCard } from '../components/contract-plan-card';
import { OverdueCard } from '../components/overdue-card';
import { PlanCard } from '../components/plan-card';
import { SubscriptionCard } from '../components/subscription-card';

/** The plans are public: the server asks for them before rendering (docs/rendering.md). */
export const prefetchQueries = (queryClient: QueryClient) =>
  queryClient.prefetchQuery(getSubscriptionPlansQueryOptions());

/**
 * On the server, before rendering: the subscription as this visitor may see it and, when its
 * renewal is overdue, the cards to pay it with, so the page's HTML shows the plan instead of
 * placeholders until the app has run.
 */
export const loadVisitorData: TLoadVisitorData = async (route) => {
  await seedSubscriptionAsVisitor(route);
  const seeded = route.queryClient.getQueryData(getSubscriptionQueryOptions().queryKey);
  if (seeded?.subscription?.status === 'pastDue') await seedPaymentMethodsAsVisitor(route);
  return true;
};

/** The Pro plan to buy, for a team without a subscription. */
function PlanOffer() {
  const plans = useSubscriptionPlans();
  if (plans.isPending) return <Skeleton height={280} radius="lg" />;
  if (plans.isError)
    return (
      <LoadFailedAlert title="The plans could not be loaded" onRetry={() => void plans.refetch()} />
    );
  if (plans.data.plans.length === 0) return <Text>{m.noPlans}</Text>;
  return (
    <Stack gap="lg">
      {plans.data.plans.map((plan) => (
        <PlanCard key={plan.key} plan={plan} />
      ))}
    </Stack>
  );
}

/**
 * /my-profile/billing/subscription (my plan, §2.6): the subscription, the team's contract plan
 * (an enterprise contract), or the plan to buy.
 */
export function MyPlanPage() {
  const subscription = useSubscription();
  const data = subscription.data;
  const isOffering = data?.subscription === null && data.contractPlan === null;
  return (
    <Stack gap={0}>
      <PageHeader title={m.myPlanHeading} description={isOffering ? m.promoText : undefined} />
      {subscription.isPending ? (
        <Skeleton height={280} radius="lg" />
      ) : subscription.isError ? (
        <LoadFailedAlert
          title="Your plan could not be loaded"
          onRetry={() => void subscription.refetch()}
        />
      ) : subscription.data.subscription !== null ? (
        <Stack gap="lg">
          {subscription.data.subscription.status === 'pastDue' ? (
            <OverdueCard subscription={subscription.data.subscription} />
          ) : null}
          <SubscriptionCard subscription={subscription.data.subscription} />
        </Stack>
      ) : subscription.data.contractPlan !== null ? (
        <ContractPlanCard plan={subscription.data.contractPlan} />
      ) : (
        <PlanOffer />
      )}
    </Stack>
  );
}
