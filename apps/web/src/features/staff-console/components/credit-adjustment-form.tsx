import '@mantine/core/styles/NumberInput.layer.css';
import {
  formatMinorUnits,
  staffTeamRules,
  type TStaffTeam,
  toMajorUnits,
} from '@deckhand/contract';
import { Button, Group, NumberInput, Stack, Text, TextInput } from '@mantine/core';
import { useRef } from 'react';
import { Controller } from 'react-hook-form';
import { toFieldErrorProp } from '@/lib/forms/field-error-prop';
import { useContractForm } from '@/lib/forms/use-contract-form';
import { isApiError } from '@/lib/http/api-error';
import { FormAlert } from '@/ui/form-error/form-alert';
import { useAdjustCredits } from '../api/staff-teams-api';

/** The number field holds a number, or text while a decimal is typed ('-7.'). */
type TAdjustmentFormValues = { amount: number | string; reason: string };

const amountMax = toMajorUnits(staffTeamRules.adjustmentMax);

/**
 * Adds credits to a team (a positive amount) or takes them (negative), with the reason the team
 * reads in its credit history. One key per adjustment: a retried request moves credits once; an
 * answer that refused it (4xx) frees the key for the next try.
 */
export function CreditAdjustmentForm({ team }: { team: TStaffTeam }) {
  const adjust = useAdjustCredits(team.id);
  const key = useRef<string | null>(null);
  const {
    control,
    register,
    reset,
    formRef,
    formMessages,
    setFormMessages,
    submitWith,
    formState,
  } = useContractForm<'ZCreditAdjustmentForm', TAdjustmentFormValues>({
    schema: 'ZCreditAdjustmentForm',
    fieldNames: ['amount', 'reason'],
    defaultValues: { amount: '', reason: '' },
  });
  const onSubmit = submitWith(
    async (values) => {
      key.current ??= crypto.randomUUID();
      await adjust.mutateAsync({ ...values, idempotencyKey: key.current });
      key.current = null;
      reset();
    },
    {
      isOtherErrorShownByApp: true,
      onError: (error) => {
        if (!isApiError(error) || error.status >= 500) return false;
        key.current = null;
        if (error.status === 422) return false;
        // A refusal such as 'never below zero' stays beside the form, as the server words it.
        setFormMessages([error.message]);
        return true;
      },
    },
  );
  return (
    <form method="post" ref={formRef} onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <Text size="sm">
          Balance: <strong>{formatMinorUnits(team.creditBalance, team.currency)}</strong>
        </Text>
        <Group align="flex-start" gap="md" wrap="wrap">
          <Controller
            control={control}
            name="amount"
            render={({ field }) => (
              <NumberInput
                label={`Amount (${team.currency})`}
                description="Negative to take credits."
                decimalScale={2}
                min={-amountMax}
                max={amountMax}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                error={toFieldErrorProp(formState.errors.amount)}
                w={{ base: '100%', sm: 200 }}
              />
            )}
          />
          <TextInput
            label="Reason"
            description="The team reads it in its credit history."
            maxLength={staffTeamRules.reasonMax}
            {...register('reason')}
            error={toFieldErrorProp(formState.errors.reason)}
            style={{ flex: 1, minWidth: 220 }}
          />
        </Group>
        <FormAlert messages={formMessages} />
        <Group justify="flex-end">
          <Button type="submit" loading={formState.isSubmitting}>
            Adjust credits
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
