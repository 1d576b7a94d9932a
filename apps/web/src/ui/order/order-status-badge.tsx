import { orderStatusNames, type TOrderStatus } from '@deckhand/contract';
import { Badge, type MantineColor } from '@mantine/core';

const statusColours: Record<TOrderStatus, MantineColor> = {
  quoteRequested: 'violet.9',
  awaitingPayment: 'gray.7',
  received: 'blue.9',
  inProgress: 'indigo.9',
  delivered: 'teal.9',
  revisionRequested: 'orange.9',
  approved: 'green.9',
  cancelled: 'red.9',
};

/** Where an order stands, as a word (colour only repeats it); white on dark shades. */
export function OrderStatusBadge({ status }: { status: TOrderStatus }) {
  return (
    <Badge variant="filled" color={statusColours[status]} size="sm">
      {orderStatusNames[status]}
    </Badge>
  );
}
