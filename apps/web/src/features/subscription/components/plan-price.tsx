import { formatMinorUnits, subscriptionMessages as m } from '@deckhand/contract';
import { Group, Text } from '@mantine/core';

type TPlanPriceProps = { amount: number; currency: string; intervalMonths: number };

/** '$499.00 per month', money formatted by the contract's one formatter (§9). */
export function PlanPrice({ amount, currency, intervalMonths }: TPlanPriceProps) {
  return (
    <Group gap={6} align="baseline">
      <Text fz="h2" fw={700} lh={1}>
        {formatMinorUnits(amount, currency)}
      </Text>
      <Text c="dimmed">{m.perInterval(intervalMonths)}</Text>
    </Group>
  );
}
