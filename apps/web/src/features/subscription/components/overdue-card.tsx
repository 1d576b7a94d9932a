import {
  formatMinorUnits,
  subscriptionMessages as m,
  type TSubscription,
} from '@deckhand/contract';
import { Alert, Button, Paper, Stack } from '@mantine/core';
import { useState } from 'react';
import { PayWithCard, pickDefaultCard } from '@/domain/payments/pay-with-card';
import { usePaymentMethods } from '@/domain/payments/payment-methods-api';
import { usePaymentAttempt } from '@/domain/payments/use-payment-attempt';
import { showToast } from '@/lib/toast/show-toast';
import { useRetryRenewal } from '../api/purchase-subscription';

/** The overdue state: the failed renewal and 'Pay now' with a chosen card. */
export function OverdueCard({ subscription }: { subscription: TSubscription }) {
  const methods = usePaymentMethods();
  const retry = useRetryRenewal();
  const attempt = usePaymentAttempt();
  const [chosen, setChosen] = useState<number | null>(null);
  const cardId = chosen ?? pickDefaultCard(methods.data);
  const price = formatMinorUnits(subscription.amount, subscription.currency);

  const onPay = async () => {
    if (cardId === null) return;
    try {
      await retry.mutateAsync({ paymentMethodId: cardId, idempotencyKey: attempt.keyForAttempt() });
    } catch (error) {
      attempt.onError(error);
      return;
    }
    // Awaited: the paid subscription re-renders My plan without this card before a mutate()
    // callback would run.
    attempt.reset();
    showToast({ kind: 'success', message: m.retrySucceeded });
  };

  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
      <Stack gap="md">
        <Alert color="red" variant="light" title={m.overdueTitle} role="alert">
          {m.overdueText}
        </Alert>
        <PayWithCard
          value={chosen}
          onChange={(id) => {
            attempt.reset();
            setChosen(id);
          }}
          disabled={retry.isPending}
        />
        <Button
          w={{ base: '100%', sm: 'fit-content' }}
          onClick={onPay}
          loading={retry.isPending}
          disabled={cardId === null}
        >
          {`${m.payNow} (${price})`}
        </Button>
      </Stack>
    </Paper>
  );
}
