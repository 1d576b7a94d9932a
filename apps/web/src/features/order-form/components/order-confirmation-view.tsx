import { formatDateTime, formatMinorUnits } from '@deckhand/contract';
import { Alert, Anchor, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { CouldSavePopup } from '@/domain/promos/could-save-popup';
import { AppLink } from '@/lib/links/app-link';
import { paths } from '@/lib/paths';
import type { TPlacedOrder } from '../hooks/use-place-order';

type TProps = { placed: TPlacedOrder; isSignedIn: boolean };

/** §4 Order submit success: the order number, the promised delivery in the customer's zone, the total. */
export function OrderConfirmationView({ placed, isSignedIn }: TProps) {
  const { order, note } = placed;
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    headingRef.current?.focus();
  }, []);
  const isQuote = order.status === 'quoteRequested';
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} maw={720} mx="auto">
      <Stack gap="md">
        <Title order={1} fz={{ base: 'h3', sm: 'h2' }} ref={headingRef} tabIndex={-1}>
          {isQuote ? 'Thank you for your quote request' : 'Thank you for your order'}
        </Title>
        <Text>
          Order number:{' '}
          <Text span fw={700} data-testid="order-number">
            {order.number}
          </Text>
        </Text>
        {order.promisedDeliveryAt ? (
          <Text>
            Delivery by:{' '}
            <Text span fw={700}>
              {formatDateTime(order.promisedDeliveryAt, order.timezone)}
            </Text>
          </Text>
        ) : null}
        {order.price ? (
          <Text>
            Total:{' '}
            <Text span fw={700}>
              {formatMinorUnits(order.price.total, order.price.currency)}
            </Text>
          </Text>
        ) : null}
        {note ? (
          <Alert variant="light" color="yellow">
            {note}
          </Alert>
        ) : null}
        <Text>We sent a confirmation to your email.</Text>
        {isSignedIn ? (
          <Group gap="lg">
            <Anchor component={AppLink} to={paths.profile.order.getHref(order.id)}>
              Follow this order
            </Anchor>
            <Anchor component={AppLink} to={paths.profile.orders.getHref()}>
              See my orders
            </Anchor>
          </Group>
        ) : null}
      </Stack>
      {isSignedIn ? <CouldSavePopup order={order} /> : null}
    </Paper>
  );
}
