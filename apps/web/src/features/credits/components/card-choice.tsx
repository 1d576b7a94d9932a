import type { TPaymentMethodsResponse } from '@deckhand/contract';
import { Radio, Stack } from '@mantine/core';
import { formatCardExpiry, getPaymentMethodLabel } from '@/lib/payments/payment-method-label';

export type TCard = Extract<TPaymentMethodsResponse[number], { kind: 'card' }>;

/** The team's live cards, the default first. */
export function listCards(methods: TPaymentMethodsResponse | undefined): TCard[] {
  return (methods ?? []).filter((method): method is TCard => method.kind === 'card');
}

/** The card preselected: the default one, else the first. */
export function pickDefaultCard(cards: readonly TCard[]): string {
  const card = cards.find((item) => item.default) ?? cards[0];
  return card ? String(card.id) : '';
}

type TCardChoiceProps = {
  cards: readonly TCard[];
  value: string;
  onChange: (value: string) => void;
  error?: string;
  disabled?: boolean;
};

/** Which saved card pays: one radio per card, with its expiry and whether it is the default. */
export function CardChoice({ cards, value, onChange, error, disabled }: TCardChoiceProps) {
  return (
    <Radio.Group label="Pay with" value={value} onChange={onChange} error={error} withAsterisk>
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
  );
}
