import '@mantine/core/styles/Switch.layer.css';
import {
  customFieldKindNames,
  customFieldKinds,
  customFieldLimits,
  modalButtons,
  type TCustomField,
} from '@deckhand/contract';
import { Button, Group, Select, Stack, Switch, TagsInput, TextInput } from '@mantine/core';
import { Controller, useWatch } from 'react-hook-form';
import { toFieldErrorProp } from '@/lib/forms/field-error-prop';
import { useContractForm } from '@/lib/forms/use-contract-form';
import { FormAlert } from '@/ui/form-error/form-alert';
import { useSaveCustomField } from '../api/custom-fields-api';

const fieldNames = ['label', 'kind', 'required', 'options'] as const;

type TProps = { field: TCustomField | null; onDone: () => void };

/** Adds a custom field, or edits one: its question, its kind, whether it is required, a list's options. */
export function CustomFieldForm({ field, onDone }: TProps) {
  const save = useSaveCustomField(field?.id ?? null);
  const { control, register, formRef, formMessages, submitWith, formState } = useContractForm({
    schema: 'ZCustomFieldRequest',
    fieldNames,
    defaultValues: {
      label: field?.label ?? '',
      kind: field?.kind ?? 'text',
      required: field?.required ?? false,
      options: field?.options ?? [],
    },
  });
  const kind = useWatch({ control, name: 'kind' });
  const onSave = submitWith(
    async (values) => {
      await save.mutateAsync(values);
      onDone();
    },
    { isOtherErrorShownByApp: true },
  );
  const { errors, isSubmitting } = formState;
  // The list's own message, or the first of an option's.
  const optionsError =
    errors.options?.message ??
    (Array.isArray(errors.options)
      ? errors.options.find((item) => item?.message)?.message
      : undefined);

  return (
    <form method="post" ref={formRef} onSubmit={onSave} noValidate>
      <Stack gap="md">
        <TextInput
          label="Question"
          description="What the order form asks, e.g. Cost centre"
          withAsterisk
          maxLength={customFieldLimits.labelMax}
          {...register('label')}
          error={toFieldErrorProp(errors.label)}
        />
        <Controller
          control={control}
          name="kind"
          render={({ field: input }) => (
            <Select
              label="Answer"
              data={customFieldKinds.map((value) => ({
                value,
                label: customFieldKindNames[value],
              }))}
              value={input.value}
              onChange={(value) => value && input.onChange(value)}
              allowDeselect={false}
              error={toFieldErrorProp(errors.kind)}
            />
          )}
        />
        {kind === 'select' ? (
          <Controller
            control={control}
            name="options"
            render={({ field: input }) => (
              <TagsInput
                label="Options"
                description="Type an option and press Enter"
                withAsterisk
                value={input.value ?? []}
                onChange={input.onChange}
                maxTags={customFieldLimits.optionsMax}
                error={optionsError}
              />
            )}
          />
        ) : null}
        <Controller
          control={control}
          name="required"
          render={({ field: input }) => (
            <Switch
              label="Required on every order"
              checked={input.value ?? false}
              onChange={(event) => input.onChange(event.currentTarget.checked)}
            />
          )}
        />
        <FormAlert messages={formMessages} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            {modalButtons.cancel}
          </Button>
          <Button type="submit" loading={isSubmitting}>
            {modalButtons.save}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
