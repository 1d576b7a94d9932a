import { reviewPinMessages as m, reviewPinRules, ZReviewPinTextRequest } from '@deckhand/contract';
import { Button, Group, Stack, Textarea } from '@mantine/core';
import { type KeyboardEvent, useEffect } from 'react';
import { toFieldErrorProp } from '@/lib/forms/field-error-prop';
import { useContractForm } from '@/lib/forms/use-contract-form';
import { FormAlert } from '@/ui/form-error/form-alert';
import classes from './review-pins.module.css';

type TPinTextFormProps = {
  /** The field's label: the comment, a reply. */
  label: string;
  submitLabel: string;
  /** What the field starts with (an edit: the text as it is). */
  initialBody?: string;
  /** Sends the text; the form closes when it settles, keeps the text when it fails. */
  onSubmit: (body: string) => Promise<void>;
  onCancel: () => void;
};

/**
 * The text of a comment: a new pin's, a reply, an edit. It takes focus when it shows; Escape or
 * Cancel gives up. A 422 lands on the field (or above the buttons when it names no field of
 * it); other failures are the app's toasts.
 */
export function PinTextForm({
  label,
  submitLabel,
  initialBody = '',
  onSubmit,
  onCancel,
}: TPinTextFormProps) {
  const { register, formRef, formMessages, submitWith, formState, setFocus } = useContractForm({
    schema: ZReviewPinTextRequest,
    fieldNames: ['body'],
    defaultValues: { body: initialBody },
  });
  useEffect(() => setFocus('body'), [setFocus]);
  const onFormSubmit = submitWith(
    async ({ body }) => {
      await onSubmit(body);
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
          label={label}
          autosize
          minRows={2}
          maxRows={8}
          maxLength={reviewPinRules.bodyMax}
          {...register('body')}
          error={toFieldErrorProp(formState.errors.body)}
        />
        <FormAlert messages={formMessages} />
        <Group gap="xs" justify="flex-end">
          <Button variant="default" className={classes.touch} onClick={onCancel}>
            {m.cancel}
          </Button>
          <Button type="submit" className={classes.touch} loading={formState.isSubmitting}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
