import {
  brandDecisionLimits,
  brandCheckMessages as m,
  ZBrandIntendedForm,
} from '@deckhand/contract';
import { Button, Group, Stack, Textarea } from '@mantine/core';
import { type KeyboardEvent, useEffect } from 'react';
import { toFieldErrorProp } from '@/lib/forms/field-error-prop';
import { useContractForm } from '@/lib/forms/use-contract-form';
import { FormAlert } from '@/ui/form-error/form-alert';

/**
 * Why a brand finding is intended, as the customer will read it beside the finding. It takes
 * focus when it shows; Escape or Cancel gives up. A 422 lands on the field; other failures are
 * the app's toasts.
 */
export function IntendedReasonForm({
  onSubmit,
  onCancel,
}: {
  onSubmit: (reason: string) => Promise<void>;
  onCancel: () => void;
}) {
  const { register, formRef, formMessages, submitWith, formState, setFocus } = useContractForm({
    schema: ZBrandIntendedForm,
    fieldNames: ['reason'],
    defaultValues: { reason: '' },
  });
  useEffect(() => setFocus('reason'), [setFocus]);
  const onFormSubmit = submitWith(
    async ({ reason }) => {
      await onSubmit(reason);
    },
    { isOtherErrorShownByApp: true },
  );
  const onKeyDown = (event: KeyboardEvent<HTMLFormElement>) => {
    if (event.key !== 'Escape') return;
    event.preventDefault();
    event.stopPropagation();
    onCancel();
  };
  return (
    <form method="post" ref={formRef} onSubmit={onFormSubmit} onKeyDown={onKeyDown} noValidate>
      <Stack gap="xs">
        <Textarea
          label={m.intendedReason}
          description={m.intendedReasonHint}
          autosize
          minRows={2}
          maxRows={6}
          maxLength={brandDecisionLimits.reasonMax}
          {...register('reason')}
          error={toFieldErrorProp(formState.errors.reason)}
        />
        <FormAlert messages={formMessages} />
        <Group gap="xs" justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            {m.cancel}
          </Button>
          <Button type="submit" loading={formState.isSubmitting}>
            {m.saveIntended}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
