import type { TStyleTemplateRequest } from '@deckhand/contract';
import { Divider, Stack, Text, Title } from '@mantine/core';
import { type Control, Controller, type FieldError, get, useFormState } from 'react-hook-form';
import { toFieldErrorProp } from '@/lib/forms/field-error-prop';
import { BrandColoursField } from './brand-colours-field';
import { BrandRulesField } from './brand-rules-field';

type TProps<TOutput> = { control: Control<TStyleTemplateRequest, unknown, TOutput> };

/**
 * The template form's "Brand check" section (issue 31): the extra brand colours and the rules
 * every delivered deck is checked against, beside the template file's own fonts, colours and
 * layouts.
 */
export function BrandCheckSection<TOutput>({ control }: TProps<TOutput>) {
  const { errors } = useFormState({ control });
  const errorAt = (path: string) => get(errors, path) as FieldError | undefined;
  return (
    <Stack gap="md">
      <Divider />
      <div>
        <Title order={3} size="h5">
          Brand check
        </Title>
        <Text size="sm" c="dimmed">
          Every delivered PowerPoint is checked against this template's fonts, colours and layouts,
          and against the brand colours and rules you set here.
        </Text>
      </div>
      <Controller
        control={control}
        name="brandSettings.brandColours"
        render={({ field }) => (
          <BrandColoursField
            value={field.value ?? []}
            onChange={field.onChange}
            errorOf={(index) => toFieldErrorProp(errorAt(`brandSettings.brandColours.${index}`))}
            listError={errorAt('brandSettings.brandColours')?.message}
          />
        )}
      />
      <Controller
        control={control}
        name="brandSettings.rules"
        render={({ field }) => (
          <BrandRulesField
            value={field.value ?? []}
            onChange={field.onChange}
            errorOf={(index) => toFieldErrorProp(errorAt(`brandSettings.rules.${index}.limit`))}
            listError={errorAt('brandSettings.rules')?.message}
          />
        )}
      />
    </Stack>
  );
}
