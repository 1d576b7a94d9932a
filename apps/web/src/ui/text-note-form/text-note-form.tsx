import { Button, Group, Stack } from '@mantine/core';
import { type KeyboardEvent, useEffect } from 'react';
import type { z } from 'zod';
import { toFieldErrorProp } from '@/lib/forms/field-error-prop';
import { useContractForm } from '@/lib/forms/use-contract-form';
import { GrowTextarea } from '@/ui/grow-textarea/grow-textarea';
import { FormAlert } from '../form-error/form-alert';

type TContractSchemas = typeof import('@deckhand/contract');

type TTextNoteFormProps = {
  /** The field's name in the request: a 422 naming it lands on the field. */
  field: string;
  /**
   * The contract's schema of the request, by name: an object of the one text field (required,
   * bounded), e.g. `'ZPinBodyForm'`.
   */
  schema: 'ZPinBodyForm' | 'ZBrandIntendedForm';
  label: string;
  description?: string;
  maxLength: number;
  submitLabel: string;
  cancelLabel: string;
  /** What the field starts with (an edit: the text as it is). */
  initialText?: string;
  /** Sends the text; the form closes when it settles, keeps the text when it fails. */
  onSubmit: (text: string) => Promise<void>;
  onCancel: () => void;
  /** For the buttons (the review's touch-sized ones). */
  buttonClassName?: string;
};

/**
 * One short text with Cancel and a submit button, shown in place (a comment on a slide, a reply,
 * why a brand finding is intended). It takes focus when it shows; Escape or Cancel gives up. A
 * 422 lands on the field (or above the buttons when it names no field of it); other failures are
 * the app's toasts.
 */
export function TextNoteForm({
  field,
  schema,
  label,
  description,
  maxLength,
  submitLabel,
  cancelLabel,
  initialText = '',
  onSubmit,
  onCancel,
  buttonClassName,
}: TTextNoteFormProps) {
  // The form holds its one field by the name it is given (`field`), which the schema names too.
  const { register, formRef, formMessages, submitWith, formState, setFocus } = useContractForm<
    typeof schema,
    Record<string, string> & z.input<TContractSchemas[typeof schema]>
  >({
    schema,
    fieldNames: [field],
    defaultValues: { [field]: initialText },
  });
  useEffect(() => setFocus(field), [setFocus, field]);
  const onFormSubmit = submitWith(
    async (values) => {
      await onSubmit(String((values as Record<string, unknown>)[field] ?? ''));
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
        <GrowTextarea
          label={label}
          description={description}
          minRows={2}
          maxRows={8}
          maxLength={maxLength}
          {...register(field)}
          error={toFieldErrorProp(formState.errors[field])}
        />
        <FormAlert messages={formMessages} />
        <Group gap="xs" justify="flex-end">
          <Button variant="default" className={buttonClassName} onClick={onCancel}>
            {cancelLabel}
          </Button>
          <Button type="submit" className={buttonClassName} loading={formState.isSubmitting}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
