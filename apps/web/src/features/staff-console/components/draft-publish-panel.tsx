import {
  brandPublishMessages as m,
  openBrandFindings,
  type TOrderDelivery,
} from '@deckhand/contract';
import { Alert, Button, Group, Loader, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck, IconSend } from '@tabler/icons-react';
import { usePublishDraft } from '../api/staff-orders-api';

/** Where a draft stands: still being checked, held back by open findings, or ready. */
export function readDraftState(draft: TOrderDelivery) {
  const isChecking = draft.previews.some(
    (preview) =>
      preview.status === 'queued' ||
      preview.status === 'rendering' ||
      (preview.status === 'ready' && preview.brandCheck === null),
  );
  const open = draft.previews.reduce(
    (sum, preview) => sum + (preview.brandCheck ? openBrandFindings(preview.brandCheck) : 0),
    0,
  );
  return { isChecking, open, isReady: !isChecking && open === 0 };
}

/**
 * The publish gate (docs/review.md): the order's draft, what still holds it back (the check
 * running, findings neither fixed nor marked intended), and the button that sends it to the
 * customer once nothing does. The server checks the same again.
 */
export function DraftPublishPanel({ orderId, draft }: { orderId: number; draft: TOrderDelivery }) {
  const publish = usePublishDraft(orderId);
  const { isChecking, open, isReady } = readDraftState(draft);
  return (
    <Alert
      color={isReady ? 'green' : 'orange'}
      variant="light"
      title={m.draftTitle(draft.round)}
      aria-live="polite"
    >
      <Stack gap="sm">
        <Text size="sm">{m.draftHint}</Text>
        <Group gap="xs" wrap="nowrap" align="flex-start">
          {isChecking ? (
            <Loader size={16} aria-hidden />
          ) : isReady ? (
            <IconCircleCheck size={18} color="var(--mantine-color-green-8)" aria-hidden />
          ) : (
            <IconAlertTriangle size={18} color="var(--mantine-color-orange-8)" aria-hidden />
          )}
          <Text size="sm" fw={600}>
            {isChecking ? m.stillChecking : isReady ? m.ready : m.openFindings(open)}
          </Text>
        </Group>
        <Group>
          <Button
            leftSection={<IconSend size={16} aria-hidden />}
            disabled={!isReady}
            loading={publish.isPending}
            onClick={() => publish.mutate(draft.round)}
          >
            {m.publish}
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}
