import '@mantine/core/styles/Radio.layer.css';
import { reviewPinMessages as m, pinAnswerKinds } from '@deckhand/contract';
import { Group, Paper, Radio, Stack, Title } from '@mantine/core';
import { useId } from 'react';
import {
  type Control,
  Controller,
  type FieldErrors,
  type UseFormRegister,
  useWatch,
} from 'react-hook-form';
import { formatPinPlace, type TListedPin } from '@/domain/order/review/pins/pin-requests';
import { toFieldErrorProp } from '@/lib/forms/field-error-prop';
import { GrowTextarea } from '@/ui/grow-textarea/grow-textarea';
import type { TDeliverFormOutput, TDeliverFormValues } from './deliver-form-values';
import classes from './pin-answer-fields.module.css';

/** The note under a pin's answer (why it was not done; what was done, if staff like). */
export const answerNoteLabel = (number: number) => `Note on #${number}`;

type TPinAnswerFieldsProps = {
  pins: readonly TListedPin[];
  control: Control<TDeliverFormValues, unknown, TDeliverFormOutput>;
  register: UseFormRegister<TDeliverFormValues>;
  errors: FieldErrors<TDeliverFormValues>;
};

/**
 * The comments of the revision request that this delivery answers: each with its slide, its
 * text, Addressed or Not done, and a note (required when not done).
 */
export function PinAnswerFields({ pins, control, register, errors }: TPinAnswerFieldsProps) {
  const headingId = useId();
  const kinds = useWatch({ control, name: 'pinAnswers' });
  return (
    <Stack component="section" aria-labelledby={headingId} gap="sm">
      <Title order={3} fz="h5" id={headingId}>
        {m.toDoHeading}
      </Title>
      <Stack component="ol" gap="sm" className={classes.list}>
        {pins.map(({ pin, position }, index) => {
          const kindError = errors.pinAnswers?.[index]?.kind;
          const isNotDone = kinds[index]?.kind === 'notDone';
          return (
            <Paper component="li" key={pin.id} withBorder radius="md" p="md">
              <Stack gap="sm">
                <Controller
                  control={control}
                  name={`pinAnswers.${index}.kind`}
                  render={({ field }) => (
                    <Radio.Group
                      label={formatPinPlace(pin.number, position)}
                      description={pin.body}
                      classNames={{ description: classes.body }}
                      name={field.name}
                      value={field.value}
                      onChange={field.onChange}
                      error={toFieldErrorProp(kindError)}
                    >
                      <Group gap="lg" mt="xs">
                        {pinAnswerKinds.map((kind) => (
                          <Radio
                            key={kind}
                            value={kind}
                            label={m.answerNames[kind]}
                            onBlur={field.onBlur}
                            aria-invalid={kindError ? true : undefined}
                          />
                        ))}
                      </Group>
                    </Radio.Group>
                  )}
                />
                <GrowTextarea
                  label={answerNoteLabel(pin.number)}
                  withAsterisk={isNotDone}
                  minRows={1}
                  maxRows={6}
                  {...register(`pinAnswers.${index}.note`)}
                  error={toFieldErrorProp(errors.pinAnswers?.[index]?.note)}
                />
              </Stack>
            </Paper>
          );
        })}
      </Stack>
    </Stack>
  );
}
