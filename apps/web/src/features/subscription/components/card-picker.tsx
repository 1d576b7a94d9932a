import type { TCardEntryResult, TPaymentMethodsResponse } from '@deckhand/contract';
import { Alert, Button, Radio, Skeleton, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { CardEntry } from '@/lib/payments/card-entry';
import { useAddCard } from '../api/add-card';
import { usePaymentMethods } from '../api/get-payment-methods';

type TCard = Extract<TPaymentMethodsResponse[number], { kind: 'card' }>;

const brandName = (brand: string) =>
  brand === 'unknown' || brand === '' ? 'Card' : brand.charAt(0).toUpperCase() + brand.slice(1);

function listCards(methods: TPaymentMethodsResponse | undefined): TCard[] {
  return (methods ?? []).filter((method): method is TCard => method.kind === 'card');
}

/** The card preselected: the default one, else the first. */
export function pickDefaultCard(methods: TPaymentMethodsResponse | undefined): number | null {
  const cards = listCards(methods);
  return (cards.find((card) => card.default) ?? cards[0])?.id ?? null;
}

type TCardPickerProps = {
  /** The chosen card; null picks the default one. */
  value: number | null;
  onChange: (id: number) => void;
  disabled?: boolean;
};

/**
 * The team's saved cards to pay with, and 'Add a card' (the gateway's own card form through
 * CardEntry; the new card is saved and chosen). Returns the card in effect through `onChange`.
 */
export function CardPicker({ value, onChange, disabled }: TCardPickerProps) {
  const methods = usePaymentMethods();
  const addCard = useAddCard();
  const [isAddingCard, setIsAddingCard] = useState(false);
  if (methods.isPending) return <Skeleton height={72} radius="md" />;
  if (methods.isError) {
    return (
      <Alert color="red" variant="light" title="Your cards could not be loaded">
        <Button size="xs" variant="default" mt="xs" onClick={() => methods.refetch()}>
          Try again
        </Button>
      </Alert>
    );
  }
  const cards = listCards(methods.data);
  const chosen = value ?? pickDefaultCard(methods.data);
  const onCard = (card: TCardEntryResult) => {
    // A refused card is shown by the app's error handler (toast); the form stays open.
    addCard.mutate(
      { kind: 'card', token: card.token },
      {
        onSuccess: (method) => {
          onChange(method.id);
          setIsAddingCard(false);
        },
      },
    );
  };
  return (
    <Stack gap="sm">
      {cards.length === 0 ? (
        <Text size="sm">You have no saved card yet: add one to pay.</Text>
      ) : (
        <Radio.Group
          label="Pay with"
          value={chosen === null ? null : String(chosen)}
          onChange={(next) => onChange(Number(next))}
        >
          <Stack gap="xs" mt="xs">
            {cards.map((card) => (
              <Radio
                key={card.id}
                value={String(card.id)}
                disabled={disabled}
                label={`${brandName(card.brand)} •••• ${card.last4}`}
                description={`Expires ${String(card.expirationMonth).padStart(2, '0')}/${card.expirationYear}${card.default ? ' · default' : ''}`}
              />
            ))}
          </Stack>
        </Radio.Group>
      )}
      {isAddingCard ? (
        <Stack gap="xs">
          <CardEntry onCard={onCard} />
          <Button
            variant="subtle"
            onClick={() => setIsAddingCard(false)}
            style={{ alignSelf: 'flex-start' }}
          >
            Cancel
          </Button>
        </Stack>
      ) : (
        <Button
          variant="default"
          onClick={() => setIsAddingCard(true)}
          style={{ alignSelf: 'flex-start' }}
        >
          Add a card
        </Button>
      )}
    </Stack>
  );
}
