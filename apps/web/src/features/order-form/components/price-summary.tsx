import { formatMinorUnits, orderFormMessages } from '@deckhand/contract';
import { Divider, Group, Paper, Skeleton, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { findSlidesPriceProblem } from '../lib/slides-count';
import { useOrderFormContext } from './order-form-context';

/**
 * The server's price of the form as it stands (the browser never computes one): its lines (the
 * discount and VAT among them, summing to the total) and the total; a quote says a price will
 * follow; more slides than an order takes say so instead of a price; a skeleton while a
 * calculation runs.
 */
export function PriceSummary() {
  const { data, draft, calculating } = useOrderFormContext();
  const { price } = draft;
  const isCalculating = calculating !== null;
  const slidesProblem = findSlidesPriceProblem(draft.values, draft.components);
  const money = (amount: number) => formatMinorUnits(amount, price?.currency ?? data.currency);
  return (
    <Paper
      component="section"
      aria-labelledby="order-price-heading"
      aria-busy={isCalculating}
      withBorder
      radius="lg"
      p="lg"
    >
      <Stack gap="sm">
        <Title order={2} fz="h4" id="order-price-heading">
          {data.isQuote ? 'Your quote' : 'Your order'}
        </Title>
        {data.isQuote ? (
          <Text size="sm">{orderFormMessages.quoteNoPayment}</Text>
        ) : slidesProblem ? (
          <Text size="sm">{slidesProblem}</Text>
        ) : isCalculating ? (
          <Stack gap="xs">
            <VisuallyHidden>Updating the price…</VisuallyHidden>
            <Skeleton height={16} />
            <Skeleton height={16} width="70%" />
            <Skeleton height={24} width="50%" mt="sm" />
          </Stack>
        ) : price === null ? (
          <Text size="sm">Choose a treatment and the number of slides to see your price.</Text>
        ) : (
          <Stack gap={6} data-testid="order-price">
            {price.lines.map((line) => (
              <Group key={line.key} justify="space-between" wrap="nowrap" gap="sm">
                <Text size="sm">{line.label}</Text>
                <Text size="sm">{money(line.amount)}</Text>
              </Group>
            ))}
            <Divider my={4} />
            <Group justify="space-between" gap="sm">
              <Text fw={700}>Total</Text>
              <Text fw={700} data-testid="order-total">
                {money(price.total)}
              </Text>
            </Group>
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}
