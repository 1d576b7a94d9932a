import {
  formatMinorUnits,
  subscriptionMessages as m,
  type TPaymentResult,
  type TSubscriptionPlan,
} from '@deckhand/contract';
import { Alert, Anchor, Button, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { PayWithCard, pickDefaultCard } from '@/domain/payments/pay-with-card';
import { usePaymentMethods } from '@/domain/payments/payment-methods-api';
import { usePaymentAttempt } from '@/domain/payments/use-payment-attempt';
import { useSubscriptionPlans } from '@/domain/pricing/get-subscription-plans';
import { AppLink } from '@/lib/links/app-link';
import { paths } from '@/lib/paths';
import { PageHeader } from '@/ui/page-header/page-header';
import { useSubscription } from '../api/get-subscription';
import { usePurchaseSubscription } from '../api/purchase-subscription';
import { PlanCard } from '../components/plan-card';

/** The card to pay with and the Pay button. */
function Checkout({ plan }: { plan: TSubscriptionPlan }) {
  const navigate = useNavigate();
  const methods = usePaymentMethods();
  const purchase = usePurchaseSubscription();
  const attempt = usePaymentAttempt();
  const [chosen, setChosen] = useState<number | null>(null);
  const cardId = chosen ?? pickDefaultCard(methods.data);

  const onPay = async () => {
    if (cardId === null) return;
    let result: TPaymentResult;
    try {
      result = await purchase.mutateAsync({
        planKey: plan.key,
        paymentMethodId: cardId,
        idempotencyKey: attempt.keyForAttempt(),
      });
    } catch (error) {
      attempt.onError(error);
      return;
    }
    attempt.reset();
    // Awaited, not a mutate() callback: the refreshed user (now subscribed) re-renders this page
    // before the answer's callbacks would run, and an unmounted mutate() callback never runs.
    if (result.payment.status === 'succeeded') {
      await navigate(paths.profile.billing.subscriptionThankYou.getHref());
    }
  };
  const pending = purchase.data?.payment.status;

  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
      <Stack gap="md">
        <PayWithCard
          value={chosen}
          onChange={(id) => {
            attempt.reset();
            setChosen(id);
          }}
          disabled={purchase.isPending}
        />
        {pending === 'requiresAction' || pending === 'pending' ? (
          <Alert color="yellow" variant="light" title="Waiting for your bank">
            Your bank is confirming the payment. Your plan starts as soon as it does.
          </Alert>
        ) : null}
        <Button
          w={{ base: '100%', sm: 'fit-content' }}
          onClick={onPay}
          loading={purchase.isPending}
          disabled={cardId === null}
        >
          {`Pay ${formatMinorUnits(plan.amount, plan.currency)}`}
        </Button>
        <Text size="xs" c="dimmed">
          {m.renewsEvery(plan.intervalMonths)}
        </Text>
      </Stack>
    </Paper>
  );
}

/** /my-profile/billing/subscription/purchase: the plan summary, a saved card, Pay. */
export function SubscriptionPurchasePage() {
  const plans = useSubscriptionPlans();
  const subscription = useSubscription();
  const plan = plans.data?.plans[0];
  return (
    <Stack gap={0}>
      <PageHeader title={m.purchaseHeading} />
      {plans.isPending || subscription.isPending ? (
        <Skeleton height={280} radius="lg" />
      ) : plans.isError || subscription.isError ? (
        <Alert color="red" variant="light" title="The plan could not be loaded">
          Reload the page to try again.
        </Alert>
      ) : subscription.data?.subscription || subscription.data?.contractPlan ? (
        <Alert color="blue" variant="light" title={m.alreadySubscribed}>
          <Anchor component={AppLink} to={paths.profile.billing.subscription.getHref()}>
            {m.thankYouPlanLink}
          </Anchor>
        </Alert>
      ) : !plan ? (
        <Text>{m.noPlans}</Text>
      ) : (
        <Stack gap="lg">
          <PlanCard plan={plan} action={null} />
          <Checkout plan={plan} />
        </Stack>
      )}
    </Stack>
  );
}
