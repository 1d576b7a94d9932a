import {
  orderReviewMessages as m,
  type TOrderConfirmation,
  type TOrderReview,
  ZRevisionRequestForm,
} from '@deckhand/contract';
import { Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { IconCheck, IconPencil } from '@tabler/icons-react';
import { useState } from 'react';
import { formatInZone } from '@/lib/format/format-in-zone';
import { toFieldErrorProp } from '@/lib/forms/field-error-prop';
import { useContractForm } from '@/lib/forms/use-contract-form';
import { useDialogs } from '@/lib/modals/use-dialogs';
import { showToast } from '@/lib/toast/show-toast';
import { FormAlert } from '@/ui/form-error/form-alert';
import { SectionCard } from '@/ui/section-card/section-card';
import { useReviewOrder } from '../api/order-actions';

/**
 * The customer's review of a delivery (shown while the order is delivered): approve it, or say
 * what to change. Included rounds left are counted; after them the comments are the way on.
 */
export function OrderReviewCard({
  order,
  review,
}: {
  order: TOrderConfirmation;
  review: TOrderReview;
}) {
  const [isRevising, setIsRevising] = useState(false);
  const reviewOrder = useReviewOrder(order.id);
  const { openConfirmDialog } = useDialogs();
  const roundsLeft = Math.max(0, review.revisionsIncluded - review.revisionsUsed);
  const { register, formRef, formMessages, submitWith, formState } = useContractForm({
    schema: ZRevisionRequestForm,
    fieldNames: ['notes'],
    defaultValues: { notes: '' },
  });
  const onRevise = submitWith(
    async ({ notes }) => {
      await reviewOrder.mutateAsync({ decision: 'revise', notes });
      showToast({ kind: 'success', message: m.revisionRequested });
    },
    { isOtherErrorShownByApp: true },
  );
  const onApprove = () =>
    openConfirmDialog({
      title: 'Approve this delivery?',
      message: 'The order is then complete. You can still download the files at any time.',
      confirmLabel: m.approve,
      onConfirm: () =>
        reviewOrder.mutate(
          { decision: 'approve' },
          { onSuccess: () => showToast({ kind: 'success', message: m.approved }) },
        ),
    });

  return (
    <SectionCard
      title={m.reviewHeading}
      description={
        review.dueAt ? m.reviewIntro(formatInZone(review.dueAt, order.timezone)) : undefined
      }
    >
      <Stack gap="md">
        <Text size="sm">{m.roundsLeft(roundsLeft, review.revisionsIncluded)}</Text>
        {isRevising ? (
          <form ref={formRef} onSubmit={onRevise} noValidate>
            <Stack gap="sm">
              <Textarea
                label={m.notesLabel}
                withAsterisk
                autosize
                minRows={3}
                maxRows={10}
                {...register('notes')}
                error={toFieldErrorProp(formState.errors.notes)}
              />
              <FormAlert messages={formMessages} />
              <Group justify="flex-end">
                <Button variant="default" onClick={() => setIsRevising(false)}>
                  Cancel
                </Button>
                <Button type="submit" loading={formState.isSubmitting}>
                  {m.sendRevision}
                </Button>
              </Group>
            </Stack>
          </form>
        ) : (
          <Group gap="sm">
            <Button
              leftSection={<IconCheck size={16} aria-hidden />}
              onClick={onApprove}
              loading={reviewOrder.isPending}
            >
              {m.approve}
            </Button>
            {roundsLeft > 0 ? (
              <Button
                variant="default"
                leftSection={<IconPencil size={16} aria-hidden />}
                onClick={() => setIsRevising(true)}
              >
                {m.requestRevision}
              </Button>
            ) : null}
          </Group>
        )}
        {roundsLeft === 0 ? (
          <Text size="sm" c="dimmed">
            {m.roundsUsed(review.revisionsIncluded)}
          </Text>
        ) : null}
      </Stack>
    </SectionCard>
  );
}
