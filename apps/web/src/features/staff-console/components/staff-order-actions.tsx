import { staffOrderMessages as m, type TStaffOrderResponse } from '@deckhand/contract';
import { Button, Group, Stack, Text } from '@mantine/core';
import { IconPlayerPlay, IconReceipt, IconSend, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { useDialogs } from '@/lib/modals/use-dialogs';
import { showToast } from '@/lib/toast/show-toast';
import { useMoveStaffOrder } from '../api/staff-orders-api';
import { DeliverForm } from './deliver-form';
import { DraftPublishPanel } from './draft-publish-panel';
import { QuoteForm } from './quote-form';

/** The buttons the order's status allows (the server's list), and the delivery form. */
export function StaffOrderActions({ view }: { view: TStaffOrderResponse }) {
  const { order, actions } = view;
  const [isDelivering, setIsDelivering] = useState(false);
  const [isPricing, setIsPricing] = useState(false);
  const move = useMoveStaffOrder(order.id);
  const { openConfirmDialog } = useDialogs();
  if (actions.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        Nothing to do: the order is{' '}
        {order.status === 'cancelled' ? 'cancelled' : 'with the customer'}.
      </Text>
    );
  }
  if (isDelivering) {
    return (
      <DeliverForm
        orderId={order.id}
        deliveries={view.details.deliveries}
        onDone={() => setIsDelivering(false)}
      />
    );
  }
  if (isPricing) {
    return (
      <QuoteForm orderId={order.id} currency={view.currency} onDone={() => setIsPricing(false)} />
    );
  }
  const draft = view.details.deliveries.find((delivery) => delivery.draft);
  return (
    <Stack gap="sm">
      {draft ? <DraftPublishPanel orderId={order.id} draft={draft} /> : null}
      <Group gap="sm">
        {actions.includes('price') ? (
          <Button
            leftSection={<IconReceipt size={16} aria-hidden />}
            onClick={() => setIsPricing(true)}
          >
            {m.actions.price}
          </Button>
        ) : null}
        {actions.includes('start') ? (
          <Button
            leftSection={<IconPlayerPlay size={16} aria-hidden />}
            loading={move.isPending}
            onClick={() =>
              move.mutate(
                { to: 'inProgress' },
                { onSuccess: () => showToast({ kind: 'success', message: m.started }) },
              )
            }
          >
            {m.actions.start}
          </Button>
        ) : null}
        {actions.includes('deliver') ? (
          <Button
            leftSection={<IconSend size={16} aria-hidden />}
            variant={actions.includes('start') ? 'default' : 'filled'}
            onClick={() => setIsDelivering(true)}
          >
            {m.actions.deliver}
          </Button>
        ) : null}
        {actions.includes('cancel') ? (
          <Button
            variant="subtle"
            color="red"
            c="red.9"
            leftSection={<IconX size={16} aria-hidden />}
            onClick={() =>
              openConfirmDialog({
                title: `${m.actions.cancel}?`,
                message: m.cancelConfirm,
                confirmLabel: m.actions.cancel,
                danger: true,
                onConfirm: () =>
                  move.mutate(
                    { to: 'cancelled' },
                    { onSuccess: () => showToast({ kind: 'success', message: m.cancelled }) },
                  ),
              })
            }
          >
            {m.actions.cancel}
          </Button>
        ) : null}
      </Group>
    </Stack>
  );
}
