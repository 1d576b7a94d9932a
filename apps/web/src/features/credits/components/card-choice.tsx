import type { TPaymentMethodsResponse } from '@deckhand/contract';
import { Radio, Stack } from '@mantine/core';

export type TCard = Extract<TPaymentMethodsResponse[number], { kind: 'card' }>;

const brandName = (brand: string) =>
  brand === 'unknown' || brand === '' ? 'Card' : brand.charAt(0).toUpperCase() + brand.slice(1);

export const cardLabel = (card: TCard) => `${brandName(card.brand)} •••• ${card.last4}`;

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
            label={cardLabel(card)}
            description={`Expires ${String(card.expirationMonth).padStart(2, '0')}/${card.expirationYear}${card.default ? ' · default' : ''}`}
          />
        ))}
      </Stack>
    </Radio.Group>
  );
}
