import { paymentStatusLabels, type TPaymentStatus } from '@deckhand/contract';
import { Badge, type MantineColor } from '@mantine/core';

const statusColours: Record<TPaymentStatus, MantineColor> = {
  succeeded: 'teal.9',
  refunded: 'blue.9',
  pending: 'gray.7',
  requiresAction: 'gray.7',
  failed: 'red.9',
};

/** Where a payment stands, as a word (colour only repeats it); white on dark shades (contrast >= 4.5:1 on any row background). */
export function PaymentStatusBadge({ status }: { status: TPaymentStatus }) {
  return (
    <Badge variant="filled" color={statusColours[status]} size="sm">
      {paymentStatusLabels[status]}
    </Badge>
  );
}
