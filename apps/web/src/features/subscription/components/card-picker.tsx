import type { TPaymentMethodsResponse } from '@deckhand/contract';
import { Alert, Anchor, Radio, Skeleton, Stack, Text } from '@mantine/core';
import { AppLink } from '@/lib/links/app-link';
import { paths } from '@/lib/paths';

type TCardPickerProps = {
  methods: TPaymentMethodsResponse | undefined;
  isPending: boolean;
  isError: boolean;
  value: number | null;
  onChange: (id: number) => void;
  label: string;
};

const brandName = (brand: string) =>
  brand === 'unknown' || brand === '' ? 'Card' : brand.charAt(0).toUpperCase() + brand.slice(1);

/** The team's saved cards to pay with, and where to add one. */
export function CardPicker({
  methods,
  isPending,
  isError,
  value,
  onChange,
  label,
}: TCardPickerProps) {
  if (isPending) return <Skeleton height={72} radius="md" />;
  if (isError) {
    return (
      <Alert color="red" variant="light" title="Your cards could not be loaded">
        Reload the page to try again.
      </Alert>
    );
  }
  const cards = (methods ?? []).filter((method) => method.kind === 'card');
  const addCard = (
    <Anchor component={AppLink} to={paths.profile.billing.overview.getHref()} size="sm">
      Add a card
    </Anchor>
  );
  if (cards.length === 0) {
    return (
      <Stack gap="xs">
        <Text size="sm">You have no saved card yet.</Text>
        {addCard}
      </Stack>
    );
  }
  return (
    <Stack gap="xs">
      <Radio.Group
        label={label}
        value={value === null ? null : String(value)}
        onChange={(next) => onChange(Number(next))}
      >
        <Stack gap="xs" mt="xs">
          {cards.map((card) => (
            <Radio
              key={card.id}
              value={String(card.id)}
              label={`${brandName(card.brand)} •••• ${card.last4}`}
              description={`Expires ${String(card.expirationMonth).padStart(2, '0')}/${card.expirationYear}${card.default ? ' · default' : ''}`}
            />
          ))}
        </Stack>
      </Radio.Group>
      {addCard}
    </Stack>
  );
}

/** The card preselected: the default one, else the first. */
export function pickDefaultCard(methods: TPaymentMethodsResponse | undefined): number | null {
  const cards = (methods ?? []).filter((method) => method.kind === 'card');
  return (cards.find((card) => card.default) ?? cards[0])?.id ?? null;
}
