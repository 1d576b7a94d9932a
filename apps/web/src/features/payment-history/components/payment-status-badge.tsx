import { paymentStatusLabels, type TPaymentStatus } from '@deckhand/contract';
import { Badge, type MantineColor } from '@mantine/core';

const statusColours: Record<TPaymentStatus, MantineColor> = {
  succeeded: 'green.9',
  refunded: 'gray.7',
  pending: 'yellow.9',
  requiresAction: 'yellow.9',
  failed: 'red.9',
};

/** Where a payment stands, as a word (colour only repeats it). */
export function PaymentStatusBadge({ status }: { status: TPaymentStatus }) {
  return (
    <Badge variant="light" color={statusColours[status]} size="sm">
      {paymentStatusLabels[status]}
    </Badge>
  );
}
