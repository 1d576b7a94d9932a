import {
  formatMinorUnits,
  subscriptionMessages as m,
  type TSubscription,
} from '@deckhand/contract';
import { Alert, Button, Paper, Stack } from '@mantine/core';
import { useState } from 'react';
import { showToast } from '@/lib/toast/show-toast';
import { usePaymentMethods } from '../api/get-payment-methods';
import { useRetryRenewal } from '../api/purchase-subscription';
import { CardPicker, pickDefaultCard } from './card-picker';

/** The overdue state: the failed renewal and 'Pay now' with a chosen card. */
export function OverdueCard({ subscription }: { subscription: TSubscription }) {
  const methods = usePaymentMethods();
  const retry = useRetryRenewal();
  const [chosen, setChosen] = useState<number | null>(null);
  // One key per payment attempt: a resent request is charged once; after a refusal, a new one.
  const [attemptKey, setAttemptKey] = useState(() => crypto.randomUUID());
  const cardId = chosen ?? pickDefaultCard(methods.data);
  const price = formatMinorUnits(subscription.amount, subscription.currency);

  const onPay = () => {
    if (cardId === null) return;
    retry.mutate(
      { paymentMethodId: cardId, idempotencyKey: attemptKey },
      {
        onSuccess: () => showToast({ kind: 'success', message: m.retrySucceeded }),
        onError: () => setAttemptKey(crypto.randomUUID()),
      },
    );
  };

  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
      <Stack gap="md">
        <Alert color="red" variant="light" title={m.overdueTitle} role="alert">
          {m.overdueText}
        </Alert>
        <CardPicker
          label="Pay with"
          methods={methods.data}
          isPending={methods.isPending}
          isError={methods.isError}
          value={cardId}
          onChange={setChosen}
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
