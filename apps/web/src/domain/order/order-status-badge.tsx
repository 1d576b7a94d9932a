import { orderStatusNames, type TOrderStatus } from '@deckhand/contract';
import { Badge, type MantineColor } from '@mantine/core';

const statusColours: Record<TOrderStatus, MantineColor> = {
  quoteRequested: 'violet.9',
  quoted: 'pink.9',
  awaitingPayment: 'gray.7',
  received: 'blue.9',
  inProgress: 'indigo.9',
  delivered: 'cyan.9',
  revisionRequested: 'grape.9',
  approved: 'teal.9',
  cancelled: 'red.9',
};

/** Where an order stands, as a word (colour only repeats it); white on shades of 5:1 or more. */
export function OrderStatusBadge({ status }: { status: TOrderStatus }) {
  return (
    <Badge variant="filled" color={statusColours[status]} size="sm">
      {orderStatusNames[status]}
    </Badge>
  );
}
