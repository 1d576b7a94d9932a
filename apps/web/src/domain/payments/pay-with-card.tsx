import '@mantine/core/styles/Radio.layer.css';
import type { TPaymentMethodsResponse } from '@deckhand/contract';
import { Alert, Button, Radio, Skeleton, Stack, Text } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { AddCardForm } from './add-card-form';
import { formatCardExpiry, getPaymentMethodLabel } from './payment-method-label';
import { usePaymentMethods } from './payment-methods-api';

export type TCard = Extract<TPaymentMethodsResponse[number], { kind: 'card' }>;

/** The team's live cards, the default first. */
export function listCards(methods: TPaymentMethodsResponse | undefined): TCard[] {
  return (methods ?? []).filter((method): method is TCard => method.kind === 'card');
}

/** The card preselected: the default one, else the first; null when there is none. */
export function pickDefaultCard(methods: TPaymentMethodsResponse | undefined): number | null {
  const cards = listCards(methods);
  return (cards.find((card) => card.default) ?? cards[0])?.id ?? null;
}

type TPayWithCardProps = {
  /** The chosen card; null shows the default one as chosen. */
  value: number | null;
  onChange: (id: number) => void;
  error?: string;
  disabled?: boolean;
  /** What a team without a card reads. */
  emptyText?: string;
};

/**
 * "Pay with": the team's saved cards as radios (the default preselected) and 'Add a card', which
 * opens the gateway's card form; the new card is saved and chosen through `onChange`, unless the
 * customer chose a card meanwhile or it is chosen already (a team's first card is its default,
 * which the pages preselect). The save ends only once the cards and the account are read again,
 * while the new card's radio shows as soon as the cards are: a customer who picks it and presses
 * Pay in between has started a payment with it, and choosing it again then would start a new
 * attempt over the one in flight (the pages drop the attempt when the card changes, and a reload
 * during the bank's check would find nothing to take up).
 */
export function PayWithCard({
  value,
  onChange,
  error,
  disabled,
  emptyText = 'You have no saved card yet: add one to pay.',
}: TPayWithCardProps) {
  const methods = usePaymentMethods();
  const [isAddingCard, setIsAddingCard] = useState(false);
  const chosen = value ?? pickDefaultCard(methods.data);
  // Refs, not state: the save's callback was made before the choice and must see it.
  const isChosenWhileAdding = useRef(false);
  const latestChosen = useRef(chosen);
  useEffect(() => {
    latestChosen.current = chosen;
  });
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
  return (
    <Stack gap="sm">
      {cards.length === 0 ? (
        <Text size="sm">{emptyText}</Text>
      ) : (
        <Radio.Group
          label="Pay with"
          value={chosen === null ? null : String(chosen)}
          onChange={(next) => {
            isChosenWhileAdding.current = true;
            onChange(Number(next));
          }}
          error={error}
        >
          <Stack gap="xs" mt="xs">
            {cards.map((card) => (
              <Radio
                key={card.id}
                value={String(card.id)}
                disabled={disabled}
                label={getPaymentMethodLabel(card)}
                description={`Expires ${formatCardExpiry(card.expirationMonth, card.expirationYear)}${card.default ? ' · default' : ''}`}
              />
            ))}
          </Stack>
        </Radio.Group>
      )}
      {isAddingCard ? (
        <Stack gap="xs">
          <AddCardForm
            onAdded={(method) => {
              if (!isChosenWhileAdding.current && latestChosen.current !== method.id) {
                onChange(method.id);
              }
              setIsAddingCard(false);
            }}
          />
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
          onClick={() => {
            isChosenWhileAdding.current = false;
            setIsAddingCard(true);
          }}
          style={{ alignSelf: 'flex-start' }}
        >
          Add a card
        </Button>
      )}
    </Stack>
  );
}
