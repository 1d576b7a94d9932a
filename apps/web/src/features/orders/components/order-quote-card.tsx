import {
  formatMinorUnits,
  formatMoney,
  quoteMessages as m,
  orderFormLimits,
  type TOrderConfirmation,
  type TQuotePayment,
} from '@deckhand/contract';
import { Alert, Button, Group, Paper, Radio, Stack, Text, TextInput } from '@mantine/core';
import { IconCheck, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { formatInZone } from '@/lib/format/format-in-zone';
import { isApiError } from '@/lib/http/api-error';
import { useCurrentUser } from '@/lib/init/use-current-user';
import { useDialogs } from '@/lib/modals/use-dialogs';
import { PayWithCard, pickDefaultCard } from '@/lib/payments/pay-with-card';
import { usePaymentMethods } from '@/lib/payments/payment-methods-api';
import { usePaymentAttempt } from '@/lib/payments/use-payment-attempt';
import { showToast } from '@/lib/toast/show-toast';
import { SectionCard } from '@/ui/section-card/section-card';
import { useAnswerQuote } from '../api/order-actions';

type TMethod = TQuotePayment['method'];
const methodLabels: Record<TMethod, string> = {
  credits: 'Pay with credits',
  card: 'Pay by card',
  invoice: 'Pay by invoice',
};

/**
 * A priced quote (status quoted): its price and promise, how to pay it (the methods this person
 * may use, as in the order form), Accept and pay, or Decline after confirming.
 */
export function OrderQuoteCard({ order }: { order: TOrderConfirmation }) {
  const { user } = useCurrentUser();
  const answer = useAnswerQuote(order.id);
  const attempt = usePaymentAttempt();
  const { openConfirmDialog } = useDialogs();
  const cards = usePaymentMethods();
  const methods: TMethod[] = [
    ...(user?.manageCredits || user?.seeCreditBalance ? (['credits'] as const) : []),
    ...(user?.manageCredits ? (['card', 'invoice'] as const) : []),
  ];
  const [method, setMethod] = useState<TMethod | null>(methods[0] ?? null);
  const [cardId, setCardId] = useState<number | null>(null);
  const [poNumber, setPoNumber] = useState('');
  const [error, setError] = useState<string | null>(null);
  const chosenCard = cardId ?? pickDefaultCard(cards.data);

  const pay = async () => {
    if (!method) return;
    const payment: TQuotePayment | null =
      method === 'card'
        ? chosenCard === null
          ? null
          : { method, paymentMethodId: chosenCard }
        : method === 'invoice'
          ? { method, poNumber }
          : { method };
    if (!payment) {
      setError('Choose a card, or add one.');
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
      if (result.payment?.clientSecret) setError(m.confirmNeeded);
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
      onConfirm: () =>
        answer.mutate(
          { decision: 'decline' },
          { onSuccess: () => showToast({ kind: 'success', message: m.declined }) },
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
                ? formatInZone(order.promisedDeliveryAt, order.timezone)
                : '—'}
            </Text>
          </Stack>
        </Group>
        {methods.length === 0 ? (
          <Text size="sm" c="dimmed">
            Ask the owner of your team to accept this quote: your role cannot pay for orders.
          </Text>
        ) : (
          <Radio.Group
            label={m.paymentLabel}
            value={method}
            onChange={(next) => {
              setMethod(methods.find((item) => item === next) ?? null);
              attempt.reset();
            }}
          >
            <Stack gap="xs" mt="xs">
              {methods.map((item) => (
                <Paper key={item} withBorder radius="md" p="md">
                  <Radio
                    value={item}
                    label={methodLabels[item]}
                    description={
                      item === 'credits' && user
                        ? `Your balance: ${formatMoney(user.balance, user.currency)}`
                        : undefined
                    }
                  />
                </Paper>
              ))}
            </Stack>
          </Radio.Group>
        )}
        {method === 'card' ? (
          <PayWithCard
            value={chosenCard}
            onChange={(id) => {
              setCardId(id);
              attempt.reset();
            }}
          />
        ) : null}
        {method === 'invoice' ? (
          <TextInput
            label="PO number"
            description="Optional: the purchase order number your invoice should quote."
            value={poNumber}
            onChange={(event) => setPoNumber(event.currentTarget.value)}
            maxLength={orderFormLimits.poNumberMax}
            maw={320}
          />
        ) : null}
        {error ? (
          <Alert color="red" variant="light" role="alert">
            {error}
          </Alert>
        ) : null}
        <Group gap="sm">
          {methods.length > 0 ? (
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
