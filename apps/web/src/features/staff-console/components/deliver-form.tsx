import { orderReviewRules, staffOrderMessages, type TOrderDelivery } from '@deckhand/contract';
import { Button, Group, Skeleton, Stack } from '@mantine/core';
import { useEffect, useState } from 'react';
import {
  findLatestRound,
  findPinsToAnswer,
  type TListedPin,
  useOrderPins,
} from '@/domain/order/review/pins/pin-requests';
import { toFieldErrorProp } from '@/lib/forms/field-error-prop';
import { setServerErrors } from '@/lib/forms/set-server-errors';
import { useContractForm } from '@/lib/forms/use-contract-form';
import { FileUploadList } from '@/lib/uploads/file-upload-list';
import { useFileUploads } from '@/lib/uploads/use-file-uploads';
import { FormAlert } from '@/ui/form-error/form-alert';
import { GrowTextarea } from '@/ui/grow-textarea/grow-textarea';
import { useDeliverStaffOrder } from '../api/staff-orders-api';
import {
  deliverFormDefaults,
  findDeliverField,
  type TDeliverFormValues,
} from './deliver-form-values';
import { PinAnswerFields } from './pin-answer-fields';

type TDeliverFormProps = {
  orderId: number;
  /** The order's deliveries so far: the latest one's revision request is what this answers. */
  deliveries: readonly TOrderDelivery[];
  onDone: () => void;
};

/**
 * Staff deliver files: each file uploads (tus, tag `deliverable`) as soon as it is dropped,
 * with its progress; Deliver sends the uploaded ids, a note for the customer and an answer to
 * each comment of the revision request (once the order's comments have loaded).
 */
export function DeliverForm({ orderId, deliveries, onDone }: TDeliverFormProps) {
  const { pins, isLoading } = useOrderPins(orderId, deliveries);
  if (isLoading) return <Skeleton height={160} radius="md" />;
  return (
    <DeliverFormFields
      orderId={orderId}
      pinsToAnswer={findPinsToAnswer(pins, findLatestRound(deliveries))}
      onDone={onDone}
    />
  );
}

function DeliverFormFields({
  orderId,
  pinsToAnswer,
  onDone,
}: {
  orderId: number;
  pinsToAnswer: readonly TListedPin[];
  onDone: () => void;
}) {
  // The pins answered are those of the form's start: the answers are kept by their place.
  const [pins] = useState(pinsToAnswer);
  const uploads = useFileUploads({ tag: 'deliverable' });
  const deliver = useDeliverStaffOrder(orderId);
  const form = useContractForm<'ZStaffDeliverForm', TDeliverFormValues>({
    schema: 'ZStaffDeliverForm',
    fieldNames: ['fileIds', 'note'],
    defaultValues: deliverFormDefaults(pins),
  });
  const { register, control, formRef, formMessages, submitWith, formState, setValue } = form;
  const idsKey = uploads.uploadedIds.join(',');
  useEffect(() => {
    setValue('fileIds', idsKey ? idsKey.split(',') : [], { shouldValidate: idsKey !== '' });
  }, [idsKey, setValue]);
  const fileIdsError = formState.errors.fileIds;
  const fileErrors = [fileIdsError?.message ?? fileIdsError?.root?.message].filter(
    (message): message is string => Boolean(message),
  );
  const onSubmit = submitWith(
    async (values) => {
      await deliver.mutateAsync(values);
      onDone();
    },
    {
      isOtherErrorShownByApp: true,
      // A 422 names a pin by its id (`pinAnswers.<id>`): its message goes onto that pin's note.
      onError: (error) => {
        const placed = setServerErrors(error, form.setError, (field) =>
          findDeliverField(field, pins),
        );
        if (!placed.isHandled) return false;
        form.setFormMessages(placed.unplaced);
        form.scrollToErrors();
        return true;
      },
    },
  );
  return (
    <form method="post" ref={formRef} onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <FileUploadList
          tag="deliverable"
          files={uploads.files}
          onUpload={uploads.upload}
          onAbort={uploads.abort}
          onRemove={uploads.remove}
          label="Drop the finished files here or click to choose"
          inputLabel="Files to deliver"
        />
        <FormAlert messages={fileErrors} />
        <GrowTextarea
          label={staffOrderMessages.deliveryNoteLabel}
          minRows={2}
          maxLength={orderReviewRules.deliveryNoteMax}
          {...register('note')}
          error={toFieldErrorProp(formState.errors.note)}
        />
        {pins.length > 0 ? (
          <PinAnswerFields
            pins={pins}
            control={control}
            register={register}
            errors={formState.errors}
          />
        ) : null}
        <FormAlert messages={formMessages} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            Cancel
          </Button>
          <Button type="submit" loading={formState.isSubmitting} disabled={uploads.isUploading}>
            {uploads.isUploading ? 'Uploading…' : staffOrderMessages.actions.deliver}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
