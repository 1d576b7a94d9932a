import { orderReviewRules, staffOrderMessages, ZStaffDeliveryRequest } from '@deckhand/contract';
import { Button, Group, Stack, Textarea } from '@mantine/core';
import { useEffect } from 'react';
import { toFieldErrorProp } from '@/lib/forms/field-error-prop';
import { useContractForm } from '@/lib/forms/use-contract-form';
import { FileUploadList } from '@/lib/uploads/file-upload-list';
import { useFileUploads } from '@/lib/uploads/use-file-uploads';
import { FormAlert } from '@/ui/form-error/form-alert';
import { useDeliverStaffOrder } from '../api/staff-orders-api';

/**
 * Staff deliver files: each file uploads (tus, tag `deliverable`) as soon as it is dropped,
 * with its progress; Deliver sends the uploaded ids and a note for the customer.
 */
export function DeliverForm({ orderId, onDone }: { orderId: number; onDone: () => void }) {
  const uploads = useFileUploads({ tag: 'deliverable' });
  const deliver = useDeliverStaffOrder(orderId);
  const { register, formRef, formMessages, submitWith, formState, setValue } = useContractForm({
    schema: ZStaffDeliveryRequest,
    fieldNames: ['fileIds', 'note'],
    defaultValues: { fileIds: [], note: '' },
  });
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
    { isOtherErrorShownByApp: true },
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
        <Textarea
          label={staffOrderMessages.deliveryNoteLabel}
          autosize
          minRows={2}
          maxLength={orderReviewRules.deliveryNoteMax}
          {...register('note')}
          error={toFieldErrorProp(formState.errors.note)}
        />
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
