import {
  brandPublishMessages,
  formatDateTime,
  orderReviewMessages as m,
  type TOrderDelivery,
} from '@deckhand/contract';
import { Badge, Group, Stack, Text } from '@mantine/core';
import { DownloadList } from '@/ui/download-list/download-list';

/**
 * What the designers delivered, newest first: each round's files to download and its note (staff
 * see a draft the customer does not, marked so).
 */
export function OrderDeliveries({
  deliveries,
  timezone,
}: {
  deliveries: readonly TOrderDelivery[];
  timezone: string;
}) {
  if (deliveries.length === 0) return <Text c="dimmed">{m.noDeliveries}</Text>;
  return (
    <Stack gap="lg">
      {[...deliveries].reverse().map((delivery) => (
        <Stack key={delivery.round} gap={6}>
          <Group gap="xs">
            <Text fw={600} size="sm">
              {m.deliveryRound(delivery.round)}
            </Text>
            {delivery.draft ? (
              <Badge color="orange" variant="light" size="sm">
                {brandPublishMessages.draftBadge}
              </Badge>
            ) : null}
            {delivery.late ? (
              <Badge color="red.9" variant="filled" size="sm">
                {m.late}
              </Badge>
            ) : null}
          </Group>
          <Text size="xs" c="dimmed">
            {formatDateTime(delivery.at, timezone)}
          </Text>
          {delivery.note ? (
            <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {delivery.note}
            </Text>
          ) : null}
          <DownloadList files={delivery.files} />
        </Stack>
      ))}
    </Stack>
  );
}
