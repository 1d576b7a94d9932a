import { billingDetailsMessages, type TCardEntryResult } from '@deckhand/contract';
import { Alert, Box, Button, Input, Stack, Text } from '@mantine/core';
import type { Stripe, StripeCardElement } from '@stripe/stripe-js';
import { useEffect, useRef, useState } from 'react';

type TStripeCardFormProps = {
  publicKey: string;
  onCard: (card: TCardEntryResult) => void;
};

/**
 * Stripe's own card field (Elements), loaded only when a publishable key is configured. The card
 * goes from Stripe's frame to Stripe; the app gets the payment method's id as the token.
 */
export function StripeCardForm({ publicKey, onCard }: TStripeCardFormProps) {
  const mountRef = useRef<HTMLDivElement>(null);
  const stripeRef = useRef<{ stripe: Stripe; card: StripeCardElement } | null>(null);
  const [loadError, setLoadError] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [isReady, setIsReady] = useState(false);
  const [isPending, setIsPending] = useState(false);

  useEffect(() => {
    let isCancelled = false;
    let mounted: StripeCardElement | null = null;
    import('@stripe/stripe-js')
      .then(({ loadStripe }) => loadStripe(publicKey))
      .then((stripe) => {
        if (isCancelled || !stripe || !mountRef.current) {
          if (!stripe && !isCancelled) setLoadError(true);
          return;
        }
        const card = stripe.elements().create('card', { hidePostalCode: true });
        card.mount(mountRef.current);
        card.on('ready', () => setIsReady(true));
        card.on('change', (event) => setError(event.error?.message ?? null));
        mounted = card;
        stripeRef.current = { stripe, card };
      })
      .catch(() => {
        if (!isCancelled) setLoadError(true);
      });
    return () => {
      isCancelled = true;
      mounted?.destroy();
      stripeRef.current = null;
    };
  }, [publicKey]);

  const submit = async () => {
    const loaded = stripeRef.current;
    if (!loaded) return;
    setIsPending(true);
    setError(null);
    try {
      const result = await loaded.stripe.createPaymentMethod({ type: 'card', card: loaded.card });
      if (result.error || !result.paymentMethod) {
        setError(result.error?.message ?? billingDetailsMessages.cardFormUnavailable);
        return;
      }
      const { id, card } = result.paymentMethod;
      onCard({ token: id, brand: card?.brand ?? 'unknown', last4: card?.last4 ?? '' });
    } finally {
      setIsPending(false);
    }
  };

  if (loadError) {
    return (
      <Alert color="red" variant="light" role="alert">
        {billingDetailsMessages.cardFormUnavailable}
      </Alert>
    );
  }
  return (
    <Stack gap="sm">
      <Input.Wrapper label="Card details" error={error}>
        <Box
          ref={mountRef}
          p="sm"
          style={{
            border: '1px solid var(--mantine-color-default-border)',
            borderRadius: 'var(--mantine-radius-md)',
          }}
        />
      </Input.Wrapper>
      {isReady ? null : (
        <Text size="sm" c="dimmed">
          Loading the card form…
        </Text>
      )}
      <Button onClick={submit} loading={isPending} disabled={!isReady} fullWidth>
        Use this card
      </Button>
    </Stack>
  );
}
