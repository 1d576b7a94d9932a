import {
  formatDateTime,
  formatMinorUnits,
  quoteMessages as m,
  type TOrderConfirmation,
} from '@deckhand/contract';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { IconCheck, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { isApiError } from '@/lib/http/api-error';
import { useDialogs } from '@/lib/modals/use-dialogs';
import { showToast } from '@/lib/toast/show-toast';
import { SectionCard } from '@/ui/section-card/section-card';
import { useAnswerQuote } from '../api/order-actions';
import { PricedPaymentFields, pricedPaymentMessages, usePricedPayment } from './priced-payment';

/**
 * A priced quote (status quoted): its price and promise, how to pay it (the methods this person
 * may use, as in the order form), Accept and pay, or Decline after confirming.
 */
export function OrderQuoteCard({ order }: { order: TOrderConfirmation }) {
  const answer = useAnswerQuote(order.id);
  const choice = usePricedPayment();
  const { attempt } = choice;
  const { openConfirmDialog } = useDialogs();
  const [error, setError] = useState<string | null>(null);

  const pay = async () => {
    const payment = choice.toPayment();
    if (!payment) {
      setError(pricedPaymentMessages.chooseCard);
      return;
    }
    setError(null);
    try {
      const result = await answer.mutateAsync({
        decision: 'accept',
        payment,
        idempotencyKey: attempt.keyForAttempt(),
      });
      attempt.reset();
      const unfinished = await choice.confirmIfAsked(result.payment);
      if (unfinished) setError(unfinished);
      else showToast({ kind: 'success', message: m.accepted });
    } catch (caught) {
      attempt.onError(caught);
      if (isApiError(caught) && caught.status < 500) setError(caught.message);
    }
  };
  const decline = () =>
    openConfirmDialog({
      title: `${m.decline}?`,
      message: m.declineConfirm,
      confirmLabel: m.decline,
      danger: true,
      // Awaited, as the review's approval (order-review-card.tsx): the declined order's reload
      // can take this card away first. A failure is the app's handler's to show.
      onConfirm: () =>
        answer.mutateAsync({ decision: 'decline' }).then(
          () => showToast({ kind: 'success', message: m.declined }),
          () => undefined,
        ),
    });

  return (
    <SectionCard title={m.heading} description={m.intro}>
      <Stack gap="md">
        <Group gap="xl">
          <Stack gap={2}>
            <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
              Price
            </Text>
            <Text fw={700} size="lg">
              {order.price ? formatMinorUnits(order.price.total, order.price.currency) : '—'}
            </Text>
          </Stack>
          <Stack gap={2}>
            <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
              Promised delivery
            </Text>
            <Text size="sm">
              {order.promisedDeliveryAt
                ? formatDateTime(order.promisedDeliveryAt, order.timezone)
                : '—'}
            </Text>
          </Stack>
        </Group>
        <PricedPaymentFields choice={choice} label={m.paymentLabel} />
        {error ? (
          <Alert color="red" variant="light" role="alert">
            {error}
          </Alert>
        ) : null}
        <Group gap="sm">
          {choice.methods.length > 0 ? (
            <Button
              leftSection={<IconCheck size={16} aria-hidden />}
              onClick={() => void pay()}
              loading={answer.isPending}
            >
              {m.accept}
            </Button>
          ) : null}
          <Button
            variant="subtle"
            color="red"
            c="red.9"
            leftSection={<IconX size={16} aria-hidden />}
            onClick={decline}
          >
            {m.decline}
          </Button>
        </Group>
      </Stack>
    </SectionCard>
  );
}
